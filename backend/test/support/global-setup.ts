import { Redis } from 'ioredis';
import { Client } from 'pg';
import { createPlainLog, redactUrl, ServiceStack, startTestServices, type TestServices } from './local-services';

/** Where the set-up leaves what it started for global-teardown.ts (jest runs both in the same process). */
export const TEST_SERVICES_KEY = '__soundPutterTestServices';

export const testServicesLog = () => createPlainLog('[test services]', process.env.TEST_SERVICES_VERBOSE === '1');

/**
 * jest globalSetup for the integration tests: finds PostgreSQL and Redis (the URLs, a Docker engine, or what
 * `npm start` would use) and hands them to every test process as TEST_DATABASE_ADMIN_URL and TEST_REDIS_URL.
 */
export default async function globalSetup(): Promise<void> {
  const log = testServicesLog();
  const stack = new ServiceStack();
  (globalThis as Record<string, unknown>)[TEST_SERVICES_KEY] = stack;
  const env = {
    ...process.env,
    // Explicit test URLs win over the application's own.
    DATABASE_URL: process.env.TEST_DATABASE_ADMIN_URL || process.env.DATABASE_URL || undefined,
    REDIS_URL: process.env.TEST_REDIS_URL || process.env.REDIS_URL || undefined,
  };
  try {
    const started = Date.now();
    const services = await startTestServices({ env, log, stack });
    await Promise.all([checkPostgres(services), checkRedis(services)]);
    // Test workers are started after this and inherit the environment of this process.
    process.env.TEST_DATABASE_ADMIN_URL = services.databaseAdminUrl;
    process.env.TEST_REDIS_URL = services.redisUrl;
    log.info(
      `PostgreSQL (${services.postgres}) ${redactUrl(services.databaseAdminUrl)}, ` +
        `Redis (${services.redis}) ${redactUrl(services.redisUrl)}, ready in ${Date.now() - started} ms`,
    );
  } catch (error) {
    await stack.stopAll(log);
    throw error;
  }
}

async function checkPostgres(services: TestServices): Promise<void> {
  const client = new Client({ connectionString: services.databaseAdminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ allowed: boolean }>(
      'SELECT rolcreatedb OR rolsuper AS allowed FROM pg_roles WHERE rolname = current_user',
    );
    if (!rows[0]?.allowed) {
      throw new Error('the role may not CREATE DATABASE, which the tests need (one database per test file)');
    }
  } catch (error) {
    throw new Error(
      `Test PostgreSQL ${redactUrl(services.databaseAdminUrl)} (${services.postgres}) is not usable: ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkRedis(services: TestServices): Promise<void> {
  const redis = new Redis(services.redisUrl, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `Test Redis ${redactUrl(services.redisUrl)} (${services.redis}) does not answer: ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    redis.disconnect();
  }
}
