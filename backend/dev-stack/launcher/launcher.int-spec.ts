/**
 * The "done when" for `npm start`, automated against the built launcher: with no DATABASE_URL it answers
 * GET /api/health/ready with 200 within 90 s, and after Ctrl-C (SIGINT) it exits 0 and none of the processes it
 * started (embedded PostgreSQL, migration, API, worker, orphan guard) is left.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { findFreePort, waitFor } from '../services/net-probe';
import { isProcessAlive } from '../services/process-files';
import { findRepoRoot } from '../services/repo-root';
import { DEV_ADMIN } from './app-env';
import { APP_ENTRIES } from './launcher';

const root = findRepoRoot(__dirname);
const launcherEntry = 'backend/dist-dev-stack/launcher/start.js';
const missing = [launcherEntry, ...Object.values(APP_ENTRIES)].filter((file) => !fs.existsSync(path.join(root, file)));
if (missing.length > 0)
  console.warn(`Skipping the launcher test: ${missing.join(', ')} not built (npm test builds first)`);

/** The tests' Redis, on a database index of its own so this API and worker never see other tests' queues. */
function isolatedRedisUrl(): string {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.pathname = '/14';
  return url.toString();
}

/** Signs in as the development admin, asks for a test mail, and returns its subject once it is in the inbox. */
async function sendTestMail(shop: string, inbox: string): Promise<string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-session-id': `sess_${randomBytes(5).toString('hex').slice(0, 9)}`,
  };
  const login = await fetch(`${shop}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: DEV_ADMIN.email, password: DEV_ADMIN.password }),
  });
  expect(login.status).toBe(200);
  headers.cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const check = await fetch(`${shop}/api/admin/mail/check`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ to: 'newcomer@example.com', language: 'en' }),
  });
  expect(check.status).toBe(201);
  let subject = '';
  await waitFor(
    'the test mail in the inbox',
    async () => {
      const mails = (await (await fetch(`${inbox}/api/email`)).json()) as { subject: string }[];
      subject = mails[0]?.subject ?? '';
      return mails.length > 0;
    },
    { timeoutMs: 30_000, intervalMs: 250 },
  );
  return subject;
}

(missing.length === 0 ? it : it.skip)(
  'npm start: ready on an embedded PostgreSQL, and nothing left after Ctrl-C',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-int-'));
    // As root, the embedded PostgreSQL runs as the postgres user, which must traverse this folder.
    fs.chmodSync(dataDir, 0o755);
    const port = await findFreePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      EMBEDDED_DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await findFreePort()),
      REDIS_URL: isolatedRedisUrl(),
      // Any free port for the worker's probes: a developer's own npm start may hold the default.
      WORKER_PORT: '0',
      METRICS_PORT: '0',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'development',
    };
    delete env.DATABASE_URL;
    delete env.npm_lifecycle_event;

    const started = Date.now();
    const launcher = spawn(process.execPath, [path.join(root, launcherEntry)], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const childPids = new Set<number>();
    let inboxUrl: string | undefined;
    for (const stream of [launcher.stdout, launcher.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        try {
          const { childPid, inboxUrl: inbox } = JSON.parse(line) as { childPid?: number; inboxUrl?: string };
          if (childPid) childPids.add(childPid);
          if (inbox) inboxUrl = inbox;
        } catch {
          // not a JSON line
        }
      });
    }
    const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
    const tail = () => output.slice(-40).join('\n');

    try {
      await waitFor(
        'GET /api/health/ready to answer 200',
        async () => {
          try {
            const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`, {
              signal: AbortSignal.timeout(2000),
            });
            return response.status === 200;
          } catch {
            return false;
          }
        },
        {
          timeoutMs: 90_000,
          intervalMs: 250,
          failFast: () =>
            launcher.exitCode !== null
              ? new Error(`the launcher exited (${launcher.exitCode}):\n${tail()}`)
              : undefined,
        },
      );
      // The wait above is the bound (a hang guard); how long the stack took to come up is reported, not asserted.
      process.stdout.write(`[launcher] the stack answered ready ${Date.now() - started} ms after the launch\n`);
      // The kiosk and the shop are served by the same process.
      expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
      // The development admin's test mail goes through the worker to the local catcher's inbox.
      expect(inboxUrl).toMatch(/^http:\/\/localhost:\d+$/);
      const subject = await sendTestMail(`http://127.0.0.1:${port}`, String(inboxUrl));
      expect(subject).toBe('Test mail from Sound Putter');

      launcher.kill('SIGINT');
      await expect(exited).resolves.toBe(0);
      // embedded PostgreSQL, migrate is already gone, MailDev, API, worker, orphan guard
      expect(childPids.size).toBeGreaterThanOrEqual(5);
      await waitFor(
        'every started process to be gone',
        async () => [...childPids].every((pid) => !isProcessAlive(pid)),
        {
          timeoutMs: 5000,
        },
      ).catch(() => undefined);
      const alive = [...childPids].filter((pid) => isProcessAlive(pid));
      expect({ alive, log: alive.length ? tail() : '' }).toEqual({ alive: [], log: '' });
    } finally {
      if (launcher.exitCode === null) launcher.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
  150_000,
);
