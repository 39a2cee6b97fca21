import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { findFreePort, pingRedis, PortInUseError } from './net-probe';
import { isProcessAlive } from './process-files';
import { startPrivateRedis } from './private-redis';
import { findRedisServer } from './redis-plan';
import type { RuntimeLog } from './runtime-log';

const messages: string[] = [];
const log: RuntimeLog = {
  debug: () => undefined,
  info: (msg) => void messages.push(msg),
  warn: (msg) => void messages.push(msg),
  error: (msg) => void messages.push(msg),
};

let dir: string;
const running: EmbeddedPostgres[] = [];
beforeEach(() => {
  messages.length = 0;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-int-'));
  // As root the server runs as the postgres user, which must traverse this folder.
  fs.chmodSync(dir, 0o755);
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const start = async (options: { port: number; stopLeftover?: boolean; ownProcessGroup?: boolean }) => {
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'postgres'),
    port: options.port,
    database: 'sound_putter',
    durable: false,
    stopLeftover: options.stopLeftover ?? false,
    ownProcessGroup: options.ownProcessGroup ?? false,
    log,
  });
  running.push(server);
  return server;
};

async function query<T extends Record<string, unknown>>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('initialises once, keeps the data across restarts and creates the database', async () => {
    const port = await findFreePort();
    const first = await start({ port });
    expect(messages).toContain('Initialising the embedded PostgreSQL cluster');
    await query(first.url('sound_putter'), 'CREATE TABLE kept (v int); INSERT INTO kept VALUES (42)');
    await first.stop();
    expect(first.process.running).toBe(false);

    messages.length = 0;
    const second = await start({ port });
    expect(messages).not.toContain('Initialising the embedded PostgreSQL cluster');
    await expect(query(second.url('sound_putter'), 'SELECT v FROM kept')).resolves.toEqual([{ v: 42 }]);
    const [{ encoding }] = await query<{ encoding: string }>(
      second.url('sound_putter'),
      'SELECT pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()',
    );
    expect(encoding).toBe('UTF8');
  });

  it('asks for a password', async () => {
    const server = await start({ port: await findFreePort() });
    const url = new URL(server.url('sound_putter'));
    url.password = 'wrong';
    await expect(query(url.toString(), 'SELECT 1')).rejects.toThrow(/password authentication failed/);
  });

  it('refuses a port another program holds, naming the setting to change', async () => {
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const port = (squatter.address() as net.AddressInfo).port;
    try {
      const attempt = start({ port });
      await expect(attempt).rejects.toThrow(PortInUseError);
      await expect(attempt).rejects.toThrow('EMBEDDED_POSTGRES_PORT');
    } finally {
      squatter.close();
    }
  });

  it('stops a server that a crashed earlier run left on the same folder', async () => {
    const abandoned = await start({ port: await findFreePort(), ownProcessGroup: true });
    running.pop(); // pretend its launcher died: nobody will stop it
    const successor = await start({ port: await findFreePort(), stopLeftover: true });
    expect(abandoned.process.running).toBe(false);
    expect(messages).toContain('Stopping a PostgreSQL an earlier start left running on this data folder');
    await expect(query(successor.url('sound_putter'), 'SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  });
});

const redisServer = findRedisServer(process.env.PATH);
if (!redisServer) console.warn('Skipping the private redis-server tests: no redis-server program on this machine');
(redisServer ? describe : describe.skip)('private redis-server', () => {
  it('answers PING on its own port and is gone after stop', async () => {
    const port = await findFreePort();
    const redis = await startPrivateRedis({
      binary: redisServer!,
      port,
      dir: path.join(dir, 'redis'),
      stopLeftover: false,
      ownProcessGroup: false,
      log,
    });
    expect(redis.url).toBe(`redis://127.0.0.1:${port}`);
    await expect(pingRedis(port)).resolves.toBe('pong');
    expect(fs.readFileSync(path.join(dir, 'redis', 'redis.pid'), 'utf8').trim()).toBe(String(redis.process.pid));
    await redis.stop();
    expect(isProcessAlive(redis.process.pid!)).toBe(false);
    await expect(pingRedis(port)).resolves.toBe('no-answer');
  });
});
