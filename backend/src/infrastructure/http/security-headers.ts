import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/app-config';
import { contentSecurityPolicy, inlineScriptHashes, servedIndexFiles } from './content-security-policy';

/** HSTS for a year once the shop is served over HTTPS in production (subdomains included). */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

export function helmetOptions(
  config: Pick<AppConfig, 'STRIPE_SECRET_KEY' | 'WEB_DIST_DIR' | 'KIOSK_DIST_DIR' | 'isProduction'>,
): HelmetOptions & { contentSecurityPolicy: { directives: Record<string, string[]> } } {
  const directives = contentSecurityPolicy({
    stripe: Boolean(config.STRIPE_SECRET_KEY),
    inlineScripts: inlineScriptHashes(servedIndexFiles(config.WEB_DIST_DIR, config.KIOSK_DIST_DIR)),
  });
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    hsts: config.isProduction ? { maxAge: HSTS_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Payment methods may open a pop-up (3-D Secure, wallets) that must be able to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * Security headers on every response (API, static pages, errors): the CSP of content-security-policy.ts,
 * nosniff, no framing, a referrer that leaves only the origin to other sites, and HSTS in production.
 */
export function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): void {
  const options = helmetOptions(config);
  addSecurityHeaders(app.getHttpAdapter().getInstance(), options);
  // The API docs page (Swagger UI) styles itself with inline <style> blocks; nothing else may.
  const docsPolicy = serializePolicy({
    ...options.contentSecurityPolicy.directives,
    'style-src': ["'self'", "'unsafe-inline'"],
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (req, reply, payload, done) => {
      if (req.url.startsWith('/api/docs')) void reply.header('content-security-policy', docsPolicy);
      done(null, payload);
    });
}

/**
 * Helmet's headers on every response, from one middleware built at start-up. (The Fastify plugin built a new one,
 * parsing the options and the policy again, on every request: about 4 % of the API's CPU under the checkout bench.)
 */
export function addSecurityHeaders(server: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  server.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}

export const serializePolicy = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
