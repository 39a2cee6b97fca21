/**
 * Deeply nested JSON benchmark (issue 12, item 1): one shopper reads GET /api/putter-models on its own connection,
 * first quietly, then while one attacker connection posts bodies nested BENCH_DEPTH levels deep to
 * POST /api/configure-putter as fast as the API answers. Prints both latency sets and the p99 ratio (target ≤ 2).
 *
 *   npm run bench:hostile-json   (BENCH_SECONDS=10 per phase; BENCH_DEPTH=2500; DATABASE_URL, REDIS_URL as the others)
 */
import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { prepareDatabase } from '../src/cli/migrate.cli';
import { admin, adminUrl, redisUrl, sessionId, withDatabase } from './bench-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DEPTH = Number(process.env.BENCH_DEPTH ?? 2500);

async function startApi(env: NodeJS.ProcessEnv, readyUrl: string): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, '../src/main.js'), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(readyUrl)).status < 500) return child;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start');
}

/** Latencies in milliseconds. */
interface Latencies {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

interface AttackReport {
  sent: number;
  statuses: Record<string, number>;
}

interface Phase extends Latencies {
  name: string;
  attack?: AttackReport;
}

const ATTACKER_ROLE = '--attacker';
const nestedBody = () => `{"modelId":"melody-c","x":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;

/** The attacker's process: one connection posting the nested body back to back, then its counts to the parent. */
async function attack(base: string, seconds: number): Promise<void> {
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: `${base}/api/configure-putter`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-id': sessionId() },
        body: nestedBody(),
        connections: 1,
        duration: seconds,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  process.send?.({ sent: result.requests.total, statuses } satisfies AttackReport);
  process.disconnect?.();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** One shopper on one keep-alive connection, one request after another, timed to the microsecond. */
async function shopper(api: string, seconds: number): Promise<Latencies> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { 'x-session-id': sessionId() };
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(`${api}/api/putter-models`, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
    });
  const times: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const status = await get().catch(() => 0);
    times.push(performance.now() - started);
    if (status !== 200) errors++;
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), rps: times.length / seconds, errors };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const db = `sp_bench_hostile_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${db}`);
  const url = withDatabase(adminUrl, db);
  let api: ChildProcess | null = null;
  const loadAtStart = load();
  try {
    await prepareDatabase(url);
    const port = 3700 + Math.floor(Math.random() * 100);
    const base = `http://127.0.0.1:${port}`;
    api = await startApi(
      { DATABASE_URL: url, REDIS_URL: redisUrl, PORT: String(port), LOG_LEVEL: 'silent', NODE_ENV: 'production' },
      `${base}/api/health/live`,
    );
    // Warm the JIT and the pools.
    await shopper(base, 2);

    const quiet = await shopper(base, SECONDS);
    // The attacker runs in its own process, so its own work does not slow the shopper's clock.
    const attacker = fork(__filename, [ATTACKER_ROLE, base, String(SECONDS + 1)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const attackDone = new Promise<AttackReport>((resolve) =>
      attacker.once('message', (m) => resolve(m as AttackReport)),
    );
    // The attack is under way before the shopper's clock starts.
    await sleep(500);
    const attacked = await shopper(base, SECONDS);
    const attack = await attackDone;

    const phases: Phase[] = [
      { name: 'quiet', ...quiet },
      { name: `under attack (${DEPTH} levels)`, ...attacked, attack },
    ];

    const num = (n: number, d = 2) => n.toFixed(d).padStart(10);
    console.log(
      `\nnested-JSON benchmark: shopper GET /api/putter-models on 1 connection, attacker 1 connection ` +
        `posting ${nestedBody().length} bytes nested ${DEPTH} deep, ${SECONDS} s per phase`,
    );
    console.log(`load average at start: ${loadAtStart}\n`);
    console.log(
      `${'phase'.padEnd(32)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'req/s'.padStart(10)}${'errors'.padStart(10)}  attack`,
    );
    for (const p of phases) {
      const attack = p.attack ? `  ${p.attack.sent} bodies, statuses ${JSON.stringify(p.attack.statuses)}` : '';
      console.log(`${p.name.padEnd(32)}${num(p.p50)}${num(p.p99)}${num(p.rps, 0)}${num(p.errors, 0)}${attack}`);
    }
    const ratio = (a: number, b: number) => (b > 0 ? a / b : a > 0 ? Infinity : 1);
    console.log('');
    console.log(`p50 under attack / quiet: ${ratio(phases[1].p50, phases[0].p50).toFixed(2)}x`);
    console.log(`p99 under attack / quiet: ${ratio(phases[1].p99, phases[0].p99).toFixed(2)}x (target <= 2)`);
    console.log(`load average at end: ${load()}`);
  } finally {
    api?.kill('SIGTERM');
    await sleep(500);
    await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  }
}

const entry = process.argv[2] === ATTACKER_ROLE ? attack(process.argv[3], Number(process.argv[4])) : main();
entry.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
