import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { LogController } from 'fastify';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { CORRELATION_HEADER } from '@sound-putter/contracts';
import type { Logger } from 'pino';
import { AppConfig } from '../config/app-config';
import { PinoNestLogger } from '../logging/logger';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { rateRules } from '../rate-limit/rate-rules';
import { httpRequestDuration } from '../metrics/metrics';
import { AppErrorFilter, sendFrameworkError } from './app-error.filter';
import { installBodyParsers } from './body-parsing';
import { noStoreUnlessPublicRead } from './cache-control';
import {
  capConnections,
  type ConnectionLimits,
  DEFAULT_CONNECTION_LIMITS,
  fastifyConnectionOptions,
} from './connection-limits';
import { kioskTokenHook } from './kiosk-token.hook';
import { buildAsyncApiDocument } from './asyncapi';
import { renderAsyncApiPage } from './asyncapi-page';
import { ASYNCAPI_PATH, buildOpenApiDocument, OPENAPI_JSON_PATH } from './openapi';
import { registerSecurityHeaders } from './security-headers';
import { sessionIdHook } from './session-id.hook';
import { SpaFallback } from './spa-fallback';
import { UnsafeTextPipe } from './unsafe-text.pipe';
import { createValidationPipe } from './validation.pipe';
import { LeanIoAdapter } from '../websocket/lean-io-adapter';

/**
 * Whom to believe about the client's address (X-Forwarded-For): nobody by default, so a client cannot pick its own
 * address and dodge per-IP rate limits; `true`, or the proxies' addresses (comma-separated), behind a known proxy.
 */
export const parseTrustProxy = (value: string | undefined): boolean | string => {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
};

const CORRELATION_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/** Builds the API application (HTTP, static clients, docs) around a root module; /metrics has a port of its own. */
export async function createHttpApp(
  rootModule: Type<unknown> | DynamicModule,
  logger: Logger,
  trustProxy: boolean | string = parseTrustProxy(process.env.TRUST_PROXY),
  limits: ConnectionLimits = DEFAULT_CONNECTION_LIMITS,
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    ...fastifyConnectionOptions(limits),
    loggerInstance: logger,
    // The onResponse hook below writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    frameworkErrors: sendFrameworkError,
    trustProxy,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = req.headers[CORRELATION_HEADER];
      return typeof incoming === 'string' && CORRELATION_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(rootModule, adapter, {
    logger: new PinoNestLogger(logger),
    rawBody: true,
    bufferLogs: false,
  });
  app.useWebSocketAdapter(new LeanIoAdapter(app));
  const config = app.get(AppConfig);
  const fastify = app.getHttpAdapter().getInstance();
  capConnections(fastify.server, limits);

  installBodyParsers(app, {
    free: config.REFUSED_BODIES_FREE,
    windowMs: config.REFUSED_BODIES_WINDOW_SECONDS * 1000,
    delayMs: config.REFUSED_BODY_DELAY_MS,
  });
  registerSecurityHeaders(app, config);
  await app.register(fastifyCookie as never);
  fastify.addHook('onRequest', sessionIdHook);
  fastify.addHook(
    'onRequest',
    kioskTokenHook(config.KIOSK_TOKEN, { limiter: app.get(RateLimiter), rule: rateRules(config).kioskToken }),
  );
  fastify.addHook('onSend', (req, reply, payload, done) => {
    reply.header(CORRELATION_HEADER, req.id);
    done(null, payload);
  });
  noStoreUnlessPublicRead(fastify);
  fastify.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions?.url ?? 'unmatched';
    httpRequestDuration.labels(req.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    req.log.info(
      { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });

  app.setGlobalPrefix('api');
  app.useGlobalPipes(new UnsafeTextPipe(), createValidationPipe());

  const webDir = config.WEB_DIST_DIR;
  const kioskDir = config.KIOSK_DIST_DIR;
  app.useGlobalFilters(
    new AppErrorFilter(
      new SpaFallback([
        { prefix: '/', dir: webDir },
        { prefix: '/kiosk/', dir: kioskDir },
      ]),
    ),
  );
  // Loaded only when serving clients: its dependencies are ESM-only, which jest's CommonJS runtime cannot load.
  const fastifyStatic = webDir || kioskDir ? (await import('@fastify/static')).default : null;
  const staticOptions = {
    wildcard: false,
    index: ['index.html'],
    // The client builds write .br and .gz beside each file; send those to browsers that accept them.
    preCompressed: true,
    // Vite names built assets by content hash, so they never change under the same name.
    setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  };
  if (webDir) {
    await app.register(
      fastifyStatic as never,
      { root: path.resolve(webDir), prefix: '/', decorateReply: true, ...staticOptions } as never,
    );
  }
  if (kioskDir) {
    await app.register(
      fastifyStatic as never,
      {
        root: path.resolve(kioskDir),
        prefix: '/kiosk/',
        decorateReply: false,
        ...staticOptions,
      } as never,
    );
  }

  // Not registered at all in production unless API_DOCS_PUBLIC=1: every docs path is then the usual 404.
  if (config.servesApiDocs) serveApiDocs(app, config);

  app.enableShutdownHooks();
  return app;
}

/** Swagger UI with the OpenAPI document (JSON and YAML), and the AsyncAPI document of the socket protocol. */
function serveApiDocs(app: NestFastifyApplication, config: AppConfig): void {
  SwaggerModule.setup(
    'api/docs',
    app as unknown as INestApplication,
    () => buildOpenApiDocument(app as unknown as INestApplication),
    {
      jsonDocumentUrl: OPENAPI_JSON_PATH,
      // The UI's assets come through @fastify/static, which jest cannot load; tests read the JSON document.
      swaggerUiEnabled: config.NODE_ENV !== 'test',
    },
  );

  // The Socket.IO protocol, beside the OpenAPI document: JSON, and a page that reads it (no script, no CDN).
  const fastify = app.getHttpAdapter().getInstance();
  const asyncApi = buildAsyncApiDocument();
  fastify.get(`${ASYNCAPI_PATH}.json`, (_req, reply) => reply.send(asyncApi));
  const asyncApiPage = renderAsyncApiPage(asyncApi, '/api/docs', `${ASYNCAPI_PATH}.json`);
  fastify.get(ASYNCAPI_PATH, (_req, reply) => reply.type('text/html; charset=utf-8').send(asyncApiPage));
}
