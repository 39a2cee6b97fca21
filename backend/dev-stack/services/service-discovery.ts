import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dockerEngineAnswers } from './docker-engine';
import { startEmbeddedPostgres, stopPostgres } from './embedded-postgres';
import { findFreePort, pingRedis, PortInUseError, type RedisPingAnswer } from './net-probe';
import { livePidFromFile, stopStrayProcess } from './process-files';
import { startPrivateRedis, stopRedis } from './private-redis';
import { findRedisServer, planRedis } from './redis-plan';
import type { RuntimeLog } from './runtime-log';
import type { ServiceStack } from './service-stack';

export const DATABASE_NAME = 'sound_putter';
export const DEFAULT_EMBEDDED_POSTGRES_PORT = 54329;
export const DEFAULT_EMBEDDED_REDIS_PORT = 56379;
const STANDARD_REDIS_PORT = 6379;

export class ServiceUnavailableError extends Error {}

export function portFromEnv(value: string | undefined, fallback: number, variable: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a TCP port number (1-65535), got ${JSON.stringify(value)}`);
  }
  return port;
}

/** A URL with its password replaced, for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

export interface Services {
  databaseUrl: string;
  redisUrl: string;
  postgres: 'DATABASE_URL' | 'embedded' | 'container';
  redis: 'REDIS_URL' | 'local' | 'private' | 'container';
}

interface DiscoveryContext {
  env: NodeJS.ProcessEnv;
  log: RuntimeLog;
  stack: ServiceStack;
  signal?: AbortSignal;
}

async function standardRedisAnswer(env: NodeJS.ProcessEnv): Promise<RedisPingAnswer> {
  return env.REDIS_URL ? 'no-answer' : pingRedis(STANDARD_REDIS_PORT);
}

/**
 * Redis for `npm start` and for tests without a Docker engine: REDIS_URL, else 127.0.0.1:6379 when it answers, else
 * a private redis-server, else a ServiceUnavailableError whose message says how to install Redis.
 */
async function discoverRedis(
  context: DiscoveryContext,
  privateServer: () => Promise<{ port: number; dir: string; stopLeftover: boolean; ownProcessGroup: boolean }>,
): Promise<{ url: string; source: Services['redis'] }> {
  const { env, log, stack } = context;
  const plan = planRedis({
    redisUrl: env.REDIS_URL,
    standardPort: await standardRedisAnswer(env),
    redisServerBinary: findRedisServer(env.PATH),
    platform: process.platform,
  });
  switch (plan.kind) {
    case 'url':
      return { url: plan.url, source: 'REDIS_URL' };
    case 'local':
      log.info('Using the Redis that answers on 127.0.0.1:6379');
      return { url: plan.url, source: 'local' };
    case 'missing':
      throw new ServiceUnavailableError(plan.message);
    case 'private': {
      const where = await privateServer();
      const redis = await startPrivateRedis({
        binary: plan.binary,
        ...where,
        log,
        signal: context.signal,
        onSpawn: (process) => stack.push('redis-server', async () => void (await stopRedis(process)), process),
      });
      return { url: redis.url, source: 'private' };
    }
  }
}

/** Where `npm start` keeps its servers' data: EMBEDDED_DATA_DIR, else the git-ignored .data of the checkout. */
export function embeddedDataRoot(env: NodeJS.ProcessEnv, repoRoot: string): string {
  return env.EMBEDDED_DATA_DIR ? path.resolve(repoRoot, env.EMBEDDED_DATA_DIR) : path.join(repoRoot, '.data');
}

/** `npm start`: data kept under <repo>/.data, fixed ports, servers in their own process groups. */
export async function startRunServices(context: DiscoveryContext & { repoRoot: string }): Promise<Services> {
  const { env, log, stack, repoRoot } = context;
  const dataRoot = embeddedDataRoot(env, repoRoot);
  // Redis first: finding out it is missing takes milliseconds, initialising PostgreSQL takes seconds.
  const redis = await discoverRedis(context, async () => ({
    port: portFromEnv(env.EMBEDDED_REDIS_PORT, DEFAULT_EMBEDDED_REDIS_PORT, 'EMBEDDED_REDIS_PORT'),
    dir: path.join(dataRoot, 'redis'),
    stopLeftover: true,
    ownProcessGroup: true,
  }));
  context.signal?.throwIfAborted();
  if (env.DATABASE_URL) {
    return { databaseUrl: env.DATABASE_URL, redisUrl: redis.url, postgres: 'DATABASE_URL', redis: redis.source };
  }
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(dataRoot, 'postgres'),
    port: portFromEnv(env.EMBEDDED_POSTGRES_PORT, DEFAULT_EMBEDDED_POSTGRES_PORT, 'EMBEDDED_POSTGRES_PORT'),
    database: DATABASE_NAME,
    durable: true,
    stopLeftover: true,
    ownProcessGroup: true,
    log,
    signal: context.signal,
    onSpawn: (process) => stack.push('PostgreSQL', async () => void (await stopPostgres(process)), process),
  });
  return { databaseUrl: postgres.url(DATABASE_NAME), redisUrl: redis.url, postgres: 'embedded', redis: redis.source };
}

export const TEST_DIR_PREFIX = 'sound-putter-test-';
const OWNER_FILE = 'owner.pid';

/**
 * A test run that was killed before its teardown leaves its throwaway servers behind; the next run stops them and
 * removes their folders. Folders whose owning jest process still runs belong to a concurrent run and are left alone.
 */
export async function sweepAbandonedTestServers(log: RuntimeLog, tmp: string = os.tmpdir()): Promise<void> {
  let names: string[];
  try {
    names = fs.readdirSync(tmp).filter((name) => name.startsWith(TEST_DIR_PREFIX));
  } catch {
    return;
  }
  for (const name of names) {
    const dir = path.join(tmp, name);
    try {
      if (livePidFromFile(path.join(dir, OWNER_FILE), 'node') !== undefined) continue;
      const postgres = livePidFromFile(path.join(dir, 'postgres', 'postmaster.pid'), 'postgres');
      if (postgres !== undefined) await stopStrayProcess(postgres, 'SIGQUIT', 5_000);
      const redis = livePidFromFile(path.join(dir, 'redis', 'redis.pid'), 'redis-server');
      if (redis !== undefined) await stopStrayProcess(redis, 'SIGTERM', 5_000);
      fs.rmSync(dir, { recursive: true, force: true });
      log.debug('Removed the servers of an abandoned test run', { dir });
    } catch {
      // Not ours (another user's) or already gone.
    }
  }
}

async function withFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await findFreePort());
    } catch (error) {
      // Another program may take the port between our look-up and the server's bind.
      if (!(error instanceof PortInUseError) || attempt >= 3) throw error;
    }
  }
}

async function startTestContainers(
  context: DiscoveryContext,
  need: { postgres: boolean; redis: boolean },
): Promise<{ databaseUrl?: string; redisUrl?: string }> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const found: { databaseUrl?: string; redisUrl?: string } = {};
  if (need.postgres) {
    const container = await new GenericContainer('postgres:18-alpine')
      .withEnvironment({ POSTGRES_PASSWORD: 'test' })
      .withCommand(['postgres', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'max_connections=300'])
      .withExposedPorts(5432)
      // The image's entrypoint runs a temporary server for its init scripts first: the second "ready" is the real one.
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    context.stack.push('PostgreSQL container', async () => void (await container.stop()));
    found.databaseUrl = `postgres://postgres:test@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
  }
  if (need.redis) {
    const container = await new GenericContainer('redis:7.4-alpine')
      .withCommand(['redis-server', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'])
      .withExposedPorts(6379)
      .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
      .start();
    context.stack.push('Redis container', async () => void (await container.stop()));
    found.redisUrl = `redis://${container.getHost()}:${container.getMappedPort(6379)}`;
  }
  return found;
}

export interface TestServices {
  /** A server on which tests may CREATE DATABASE, one per test file. */
  databaseAdminUrl: string;
  redisUrl: string;
  postgres: Services['postgres'];
  redis: Services['redis'];
}

/**
 * Integration tests: DATABASE_URL / REDIS_URL when set; else containers when a Docker engine answers; else the same
 * discovery as `npm start`, with a throwaway cluster and folder per run so parallel runs never share a server.
 */
export async function startTestServices(context: DiscoveryContext): Promise<TestServices> {
  const { env, log, stack } = context;
  let databaseUrl = env.DATABASE_URL;
  let redisUrl = env.REDIS_URL;
  let postgresSource: Services['postgres'] = 'DATABASE_URL';
  let redisSource: Services['redis'] = 'REDIS_URL';

  if (!databaseUrl || !redisUrl) {
    const docker = await dockerEngineAnswers(env);
    if (docker) {
      try {
        const started = await startTestContainers(context, { postgres: !databaseUrl, redis: !redisUrl });
        if (started.databaseUrl) [databaseUrl, postgresSource] = [started.databaseUrl, 'container'];
        if (started.redisUrl) [redisUrl, redisSource] = [started.redisUrl, 'container'];
      } catch (error) {
        log.warn('A Docker engine answered but the test containers did not start; using local servers instead', {
          err: (error as Error).message,
        });
      }
    }
  }
  if (databaseUrl && redisUrl) {
    return { databaseAdminUrl: databaseUrl, redisUrl, postgres: postgresSource, redis: redisSource };
  }

  let made: string | undefined;
  const runDir = async (): Promise<string> => {
    if (made) return made;
    await sweepAbandonedTestServers(log);
    made = fs.mkdtempSync(path.join(os.tmpdir(), TEST_DIR_PREFIX));
    // As root, PostgreSQL runs as the postgres user, which must be able to traverse this folder.
    fs.chmodSync(made, 0o755);
    fs.writeFileSync(path.join(made, OWNER_FILE), `${process.pid}\n`);
    const dir = made;
    stack.push('test folder', async () => fs.rmSync(dir, { recursive: true, force: true }));
    return made;
  };

  if (!redisUrl) {
    const redis = await discoverRedis({ ...context, env: { ...env, REDIS_URL: undefined } }, async () => ({
      port: await findFreePort(),
      dir: path.join(await runDir(), 'redis'),
      stopLeftover: false,
      ownProcessGroup: false,
    }));
    [redisUrl, redisSource] = [redis.url, redis.source];
  }
  if (!databaseUrl) {
    const dataDir = path.join(await runDir(), 'postgres');
    const postgres = await withFreePort((port) =>
      startEmbeddedPostgres({
        dataDir,
        port,
        database: DATABASE_NAME,
        durable: false,
        stopLeftover: false,
        // In the runner's group: a Ctrl-C of jest then takes the server down with it even if teardown never runs.
        ownProcessGroup: false,
        maxConnections: 300,
        log,
        signal: context.signal,
        onSpawn: (process) => stack.push('PostgreSQL', async () => void (await stopPostgres(process)), process),
      }),
    );
    [databaseUrl, postgresSource] = [postgres.url('postgres'), 'embedded'];
  }
  return { databaseAdminUrl: databaseUrl, redisUrl, postgres: postgresSource, redis: redisSource };
}
