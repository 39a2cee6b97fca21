import Fastify from 'fastify';
import { io } from 'socket.io-client';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { addSecurityHeaders, helmetOptions } from './security-headers';

const directivesOf = (header: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );

describe('security headers', () => {
  describe('test gateway, development', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it.each([
      ['an API answer', '/api/putter-models'],
      ['an error answer', '/api/no-such-route'],
      ['a page path', '/workshop'],
    ])('sends the CSP, nosniff, no framing and the referrer policy on %s', async (_what, url) => {
      const res = await t.client().get(url);
      const csp = directivesOf(res.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('lets only the API docs page use inline styles', async () => {
      const docs = directivesOf((await t.client().get('/api/docs/openapi.json')).headers['content-security-policy']);
      expect(docs['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(docs['frame-ancestors']).toEqual(["'none'"]);
    });
  });

  describe('Stripe configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        STRIPE_SECRET_KEY: 'sk_test_headers',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_headers',
        STRIPE_WEBHOOK_SECRET: 'whsec_headers',
      });
    });
    afterAll(() => t.close());

    it('allows Stripe.js, its frames and its API', async () => {
      const res = await t.client().get('/api/config');
      const csp = directivesOf(res.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
      expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
      expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
    });
  });

  describe('production', () => {
    // The whole app in production mode would serve Swagger UI's assets, which jest cannot load: the same options
    // go through the same hook on a bare Fastify.
    const answerWith = async (isProduction: boolean) => {
      const server = Fastify();
      addSecurityHeaders(server, helmetOptions({ isProduction, STRIPE_SECRET_KEY: undefined }));
      server.get('/', () => ({ ok: true }));
      const res = await server.inject({ method: 'GET', url: '/' });
      await server.close();
      return res.headers;
    };

    it('sends HSTS in production only', async () => {
      expect((await answerWith(true))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await answerWith(false))['strict-transport-security']).toBeUndefined();
    });
  });

  describe('Socket.IO origins', () => {
    let t: TestApp;
    let listed: TestApp;
    const open = (url: string, origin: string | undefined) =>
      new Promise<string>((resolve) => {
        const socket = io(url, {
          transports: ['websocket'],
          reconnection: false,
          extraHeaders: origin ? { origin } : {},
        });
        socket.once('connect', () => {
          socket.disconnect();
          resolve('connected');
        });
        socket.once('connect_error', () => {
          socket.disconnect();
          resolve('refused');
        });
      });
    const urlOf = async (app: TestApp) => {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      return (await app.app.getUrl()).replace('[::1]', '127.0.0.1');
    };

    beforeAll(async () => {
      t = await createTestApp();
      listed = await createTestApp({ ALLOWED_ORIGINS: 'https://shop.example, https://kiosk.example' });
    });
    afterAll(async () => {
      await t.close();
      await listed.close();
    });

    it('accepts the shop’s own origin and refuses another site’s page', async () => {
      const url = await urlOf(t);
      expect(await open(url, url)).toBe('connected');
      expect(await open(url, undefined)).toBe('connected');
      expect(await open(url, 'https://evil.example')).toBe('refused');
      expect(
        await open(
          url,
          url.replace(/:(\d+)$/, (_m, port: string) => `:${Number(port) + 1}`),
        ),
      ).toBe('refused');
    });

    it('accepts exactly the configured origins when ALLOWED_ORIGINS is set', async () => {
      const url = await urlOf(listed);
      expect(await open(url, 'https://kiosk.example')).toBe('connected');
      expect(await open(url, 'https://shop.example')).toBe('connected');
      expect(await open(url, url)).toBe('refused');
      expect(await open(url, 'https://evil.example')).toBe('refused');
    });
  });
});
