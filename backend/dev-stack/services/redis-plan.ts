import fs from 'node:fs';
import path from 'node:path';
import type { RedisPingAnswer } from './net-probe';

export type RedisPlan =
  | { kind: 'url'; url: string }
  | { kind: 'local'; url: string }
  | { kind: 'private'; binary: string }
  | { kind: 'missing'; message: string };

/**
 * The order the launcher and the test set-up follow: an explicit REDIS_URL, then a Redis already answering on the
 * standard port, then a private redis-server of our own, else a message that says how to get one.
 */
export function planRedis(input: {
  redisUrl: string | undefined;
  standardPort: RedisPingAnswer;
  redisServerBinary: string | undefined;
  platform: NodeJS.Platform;
}): RedisPlan {
  if (input.redisUrl) return { kind: 'url', url: input.redisUrl };
  if (input.standardPort === 'pong') return { kind: 'local', url: 'redis://127.0.0.1:6379' };
  if (input.redisServerBinary) return { kind: 'private', binary: input.redisServerBinary };
  return { kind: 'missing', message: redisInstallHelp(input.platform, input.standardPort) };
}

export function redisInstallHelp(platform: NodeJS.Platform, standardPort: RedisPingAnswer = 'no-answer'): string {
  const seen =
    standardPort === 'auth-required'
      ? 'The Redis on 127.0.0.1:6379 asks for a password'
      : standardPort === 'other'
        ? 'Something that is not Redis listens on 127.0.0.1:6379'
        : 'No Redis answers on 127.0.0.1:6379';
  const install =
    platform === 'darwin'
      ? '  brew install redis'
      : [
          '  sudo apt-get install redis-server     (Debian, Ubuntu)',
          '  sudo dnf install redis               (Fedora)',
        ].join('\n');
  return [
    `Redis is needed and none was found. ${seen}, REDIS_URL is not set, and there is no redis-server program to start.`,
    'Install Redis (the launcher then starts a private redis-server by itself):',
    install,
    'or point the shop at a Redis you already run:',
    '  REDIS_URL=redis://host:6379 npm start',
  ].join('\n');
}

/** Arguments for a private server that shares nothing with a system Redis: own port, pid file and folder, no disk. */
export function redisServerArgs(options: { port: number; dir: string; pidFile: string }): string[] {
  return [
    '--bind',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--pidfile',
    options.pidFile,
    '--dir',
    options.dir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'no',
    '--logfile',
    '',
    // BullMQ loses jobs silently if Redis may evict keys.
    '--maxmemory-policy',
    'noeviction',
  ];
}

const EXTRA_REDIS_DIRS = ['/usr/sbin', '/usr/local/sbin', '/usr/local/bin', '/opt/homebrew/bin', '/snap/bin'];

/** Looks for redis-server on PATH and where package managers put it even when it is not on PATH. */
export function findRedisServer(
  pathVariable: string | undefined,
  isExecutable: (file: string) => boolean = defaultIsExecutable,
): string | undefined {
  const dirs = [...(pathVariable ?? '').split(path.delimiter).filter(Boolean), ...EXTRA_REDIS_DIRS];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'redis-server');
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function defaultIsExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
