import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { prepareDatabase } from '../../src/cli/migrate.cli';
import { findFreePort, waitFor } from './local-services';
import { createTestDatabase, type TestDatabase, testRedisUrl } from './test-database';

const dist = path.join(__dirname, '..', '..', 'dist');

/** Whether `npm run build` has produced these entry points; tests of whole processes skip without them. */
export const isBuilt = (...scripts: string[]): boolean => scripts.every((f) => existsSync(path.join(dist, f)));

export interface BuiltProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** The exit code once it has exited (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Runs a built entry point (main.js, worker.js) as production does, with only PATH and the given settings: nothing
 * of this process's environment (a STRIPE_SECRET_KEY in the shell, NODE_ENV=test of jest) leaks into it.
 */
export function runBuilt(script: string, env: Record<string, string>): BuiltProcess {
  const child = spawn(process.execPath, [path.join(dist, script)], {
    cwd: path.join(dist, '..'),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(kill);
  };
  return { child, output: () => output, exited, stop };
}

/** A fresh database prepared as the `migrate` service prepares it, for built processes to run on. */
export async function preparedTestDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase({ migrate: false });
  await prepareDatabase(db.url);
  return db;
}

/** Starts the built API on a free port against the database and waits until it answers /api/health/ready. */
export async function startBuiltApi(
  db: TestDatabase,
  env: Record<string, string>,
): Promise<BuiltProcess & { url: string }> {
  const port = await findFreePort();
  const api = runBuilt('main.js', {
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    PORT: String(port),
    METRICS_PORT: '0',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      'the built API to be ready',
      () =>
        fetch(`${url}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      {
        // Generous: a Node process booting on a busy shared 2-core machine.
        timeoutMs: 60_000,
        failFast: () =>
          api.child.exitCode === null ? undefined : new Error(`the API exited ${api.child.exitCode}:\n${api.output()}`),
      },
    );
  } catch (error) {
    await api.stop();
    throw error;
  }
  return { ...api, url };
}
