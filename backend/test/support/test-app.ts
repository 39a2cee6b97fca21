import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { AppModule } from '../../src/app.module';
import { BROWSER_COOKIE } from '../../src/identity';
import type { Clock } from '../../src/infrastructure/clock/clock';
import { prepareDatabase } from '../../src/cli/migrate.cli';
import { loadConfig } from '../../src/infrastructure/config/app-config';
import { connectionLimitsOf } from '../../src/infrastructure/http/connection-limits';
import { createHttpApp } from '../../src/infrastructure/http/create-app';
import { buildOpenApiDocument } from '../../src/infrastructure/http/openapi';
import { createResponseValidator } from './response-validator';
import { createTestDatabase, type TestDatabase, testRedisUrl } from './test-database';

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  /** The body's bytes as sent (a PDF's, which `body` would mangle as text). */
  bytes: Buffer;
  headers: Record<string, string | string[] | undefined>;
  cookies: { name: string; value: string; [k: string]: unknown }[];
}

export interface TestClient {
  get<T = unknown>(path: string, headers?: Record<string, string>): Promise<TestResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse<T>>;
  put<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse<T>>;
  patch<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse<T>>;
  delete<T = unknown>(path: string, headers?: Record<string, string>): Promise<TestResponse<T>>;
  raw(options: {
    method: string;
    url: string;
    payload?: string | Buffer;
    headers?: Record<string, string>;
  }): Promise<TestResponse>;
}

export interface ClientOptions {
  withoutBrowserCookie?: boolean;
}

export interface TestApp {
  app: NestFastifyApplication;
  db: TestDatabase;
  /**
   * Requests as one browser session (x-session-id fixed per client). Like a browser, it keeps the sp_browser cookie
   * the server binds the id to (shared by every client of the same id); `withoutBrowserCookie` sends the id without
   * it, as someone who only learnt the id would.
   */
  client(sessionId?: string, extraHeaders?: Record<string, string>, options?: ClientOptions): TestClient;
  /** The sp_browser cookie (`name=value`) bound to this session id so far, for a socket handshake. */
  browserCookie(sessionId: string): string | undefined;
  /** Responses that disagreed with the OpenAPI document (each also fails the request that received it). */
  contractViolations: string[];
  close(): Promise<void>;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A well-formed x-session-id ('sess_' + 9 of [a-z0-9]), random per call. */
export const newSessionId = (): string =>
  `sess_${Array.from(randomBytes(9), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/** The API on its own fresh database (migrated and seeded), driven through Fastify's inject: no port, real stack. */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: {
    clock?: Clock;
    /** The address the API reaches its (fresh, migrated) database at, e.g. through a relay that can cut it. */
    databaseUrlFor?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase({ migrate: false });
  await prepareDatabase(db.url);
  const appEnv = {
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrlFor?.(db.url) ?? db.url,
    REDIS_URL: testRedisUrl(),
    LOG_LEVEL: 'silent',
    ...env,
  };
  const app = await createHttpApp(
    AppModule.forRoot(appEnv, options.clock),
    pino({ level: 'silent' }),
    // Tests give each simulated browser its own X-Forwarded-For address, as a proxy in front would.
    true,
    connectionLimitsOf(loadConfig(appEnv)),
  );
  const fastify = app.getHttpAdapter().getInstance();
  // Every response the tests receive is checked against the OpenAPI document, so the document cannot drift.
  const contractViolations: string[] = [];
  let validate: ReturnType<typeof createResponseValidator> | null = null;
  fastify.addHook('onSend', (req, reply, payload, done) => {
    validate ??= createResponseValidator(buildOpenApiDocument(app as never) as never);
    const header = reply.getHeader('content-type');
    const violation = validate({
      method: req.method,
      url: req.url,
      status: reply.statusCode,
      contentType: typeof header === 'string' ? header : undefined,
      body: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '',
    });
    if (violation) contractViolations.push(violation);
    done(null, payload);
  });
  await app.init();
  await fastify.ready();

  // sessionId → the sp_browser token the server bound it to: the cookie jar of the simulated browsers.
  const browserTokens = new Map<string, string>();
  const withBrowserCookie = (headers: Record<string, string>): Record<string, string> => {
    const token = browserTokens.get(headers['x-session-id']);
    if (!token) return headers;
    const cookie = `${BROWSER_COOKIE}=${token}`;
    return { ...headers, cookie: headers.cookie ? `${headers.cookie}; ${cookie}` : cookie };
  };

  const send = async (
    method: string,
    url: string,
    payload: unknown,
    requestHeaders: Record<string, string>,
    options: ClientOptions = {},
  ): Promise<TestResponse> => {
    const headers = options.withoutBrowserCookie ? requestHeaders : withBrowserCookie(requestHeaders);
    const violationsBefore = contractViolations.length;
    const res = await fastify.inject({
      method: method as 'GET',
      url,
      headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
      payload: payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    if (contractViolations.length > violationsBefore)
      throw new Error(
        `The response disagrees with the OpenAPI document: ${contractViolations.slice(violationsBefore)}`,
      );
    const issued = (res.cookies as TestResponse['cookies']).find((c) => c.name === BROWSER_COOKIE);
    if (issued && headers['x-session-id'] && !options.withoutBrowserCookie)
      browserTokens.set(headers['x-session-id'], issued.value);
    let body: unknown = res.body;
    try {
      body = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return {
      status: res.statusCode,
      body,
      bytes: res.rawPayload,
      headers: res.headers as TestResponse['headers'],
      cookies: res.cookies as TestResponse['cookies'],
    };
  };

  return {
    app,
    db,
    contractViolations,
    client(sessionId = newSessionId(), extraHeaders = {}, options = {}) {
      const headers = { 'x-session-id': sessionId, ...extraHeaders };
      return {
        get: (path, h = {}) => send('GET', path, undefined, { ...headers, ...h }, options) as never,
        post: (path, body = {}, h = {}) => send('POST', path, body, { ...headers, ...h }, options) as never,
        put: (path, body = {}, h = {}) => send('PUT', path, body, { ...headers, ...h }, options) as never,
        patch: (path, body = {}, h = {}) => send('PATCH', path, body, { ...headers, ...h }, options) as never,
        delete: (path, h = {}) => send('DELETE', path, undefined, { ...headers, ...h }, options) as never,
        raw: ({ method, url, payload, headers: h = {} }) => send(method, url, payload, { ...headers, ...h }, options),
      };
    },
    browserCookie(sessionId) {
      const token = browserTokens.get(sessionId);
      return token ? `${BROWSER_COOKIE}=${token}` : undefined;
    },
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
