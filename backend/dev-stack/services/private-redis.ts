import fs from 'node:fs';
import path from 'node:path';
import { ManagedProcess } from './managed-process';
import { isPortListening, pingRedis, PortInUseError, waitFor } from './net-probe';
import { livePidFromFile, stopStrayProcess } from './process-files';
import { redisServerArgs } from './redis-plan';
import type { RuntimeLog } from './runtime-log';

export interface PrivateRedisOptions {
  binary: string;
  port: number;
  dir: string;
  stopLeftover: boolean;
  ownProcessGroup: boolean;
  log: RuntimeLog;
  signal?: AbortSignal;
  onSpawn?: (process: ManagedProcess) => void;
}

export interface PrivateRedis {
  process: ManagedProcess;
  url: string;
  stop(): Promise<void>;
}

export const stopRedis = (server: ManagedProcess) => server.stop([{ signal: 'SIGTERM', waitMs: 5_000 }]);

export async function startPrivateRedis(options: PrivateRedisOptions): Promise<PrivateRedis> {
  const { port, dir, log } = options;
  fs.mkdirSync(dir, { recursive: true });
  const pidFile = path.join(dir, 'redis.pid');
  if (options.stopLeftover) {
    const stray = livePidFromFile(pidFile, 'redis-server');
    if (stray !== undefined) {
      log.warn('Stopping a redis-server an earlier start left running', { strayPid: stray });
      await stopStrayProcess(stray, 'SIGTERM', 5_000);
    }
  }
  if (await isPortListening(port)) {
    throw new PortInUseError(
      `Port ${port} (private redis-server) is already in use by another program. ` +
        'Stop it, choose another port with EMBEDDED_REDIS_PORT, or set REDIS_URL.',
    );
  }
  options.signal?.throwIfAborted();
  const server = new ManagedProcess({
    name: 'redis',
    command: options.binary,
    args: redisServerArgs({ port, dir, pidFile }),
    cwd: dir,
    ownProcessGroup: options.ownProcessGroup,
    onLine: (line) => log.debug(line, { name: 'redis' }),
  });
  options.onSpawn?.(server);
  try {
    await waitFor('redis-server to answer PING', async () => (await pingRedis(port)) === 'pong', {
      timeoutMs: 15_000,
      signal: options.signal,
      failFast: () => server.exitedWhileStarting(),
    });
  } catch (error) {
    await stopRedis(server);
    throw error;
  }
  log.info('Private redis-server is ready', { port, childPid: server.pid });
  return { process: server, url: `redis://127.0.0.1:${port}`, stop: async () => void (await stopRedis(server)) };
}
