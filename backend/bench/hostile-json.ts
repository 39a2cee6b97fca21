/**
 * Deeply nested JSON benchmark: one shopper's latency while an attacker posts deep bodies, against the same run's
 * ordinary-request baseline. Method and figures: bench/README.md.
 *
 *   npm run bench:hostile-json   (BENCH_SECONDS=10 per phase; BENCH_DEPTH=2500; DATABASE_URL, REDIS_URL as the others)
 */
import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { prepareDatabase } from '../src/cli/migrate.cli';
import { admin, adminUrl, BenchBrowser, serverEnv, withDatabase } from './bench-support';

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
  /** CPU time of the API process during the phase, ms. */
  apiCpuMs: number;
}

/** User + system CPU time of a process so far, in ms (Linux /proc; clock ticks of 10 ms). */
const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

type AttackMode = 'nested' | 'ordinary';

const ATTACKER_ROLE = '--attacker';
const nestedBody = () => `{"modelId":"melody-c","x":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;

/** The attacker's process: one connection posting the nested body back to back, then its counts to the parent. */
async function attack(base: string, seconds: number, mode: AttackMode): Promise<void> {
  const statuses: Record<string, number> = {};
  // The attacker's browser keeps its sp_browser cookie like any other, so its bodies reach the parser rather than
  // being refused unread for a session id shown without its cookie.
  const request =
    mode === 'nested'
      ? {
          url: `${base}/api/configure-putter`,
          method: 'POST' as const,
          headers: { 'content-type': 'application/json', ...(await new BenchBrowser().bind(base)).headers },
          body: nestedBody(),
        }
      : { url: `${base}/api/health/live`, method: 'GET' as const };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ ...request, connections: 1, duration: seconds }, (error, done) =>
      error ? reject(error) : resolve(done),
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
  // A browser whose id is bound, sending its sp_browser cookie with every read (the id alone would be refused once
  // the first 30 s are over).
  const { headers } = await new BenchBrowser().bind(api);
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
      { ...serverEnv(url), PORT: String(port), METRICS_PORT: '0', LOG_LEVEL: 'silent' },
      `${base}/api/health/live`,
    );
    // Warm the JIT and the pools.
    await shopper(base, 2);

    const apiPid = api.pid!;
    const measure = async (name: string, mode?: AttackMode): Promise<Phase> => {
      // The attacker runs in its own process, so its own work does not slow the shopper's clock.
      const attacker = mode
        ? fork(__filename, [ATTACKER_ROLE, base, String(SECONDS + 3), mode], {
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          })
        : null;
      const attackDone = attacker
        ? new Promise<AttackReport>((resolve) => attacker.once('message', (m) => resolve(m as AttackReport)))
        : null;
      // The attack is under way before the shopper's clock starts (a node process takes a while to start here).
      if (attacker) await sleep(2000);
      const cpuBefore = cpuMsOf(apiPid);
      const latencies = await shopper(base, SECONDS);
      const apiCpuMs = cpuMsOf(apiPid) - cpuBefore;
      const attack = attackDone ? await attackDone : undefined;
      return { name, ...latencies, apiCpuMs, attack };
    };
    const phases: Phase[] = [
      await measure('quiet'),
      await measure(`nested bodies (${DEPTH} levels)`, 'nested'),
      await measure('ordinary GETs (baseline)', 'ordinary'),
      // The machine drifts (other work on a shared host): a second quiet phase shows by how much.
      await measure('quiet again'),
    ];
    const [quietPhase] = phases;

    const num = (n: number, d = 2) => n.toFixed(d).padStart(10);
    console.log(
      `\nnested-JSON benchmark: shopper GET /api/putter-models on 1 connection, attacker 1 connection ` +
        `posting ${nestedBody().length} bytes nested ${DEPTH} deep, ${SECONDS} s per phase`,
    );
    console.log(
      `API slowdown for repeated refusals: REFUSED_BODY_DELAY_MS=${process.env.REFUSED_BODY_DELAY_MS ?? '1000 (default)'}`,
    );
    console.log(`load average at start: ${loadAtStart}\n`);
    console.log(
      `${'phase'.padEnd(32)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'req/s'.padStart(10)}` +
        `${'errors'.padStart(8)}${'API cpu'.padStart(10)}${'µs/att.'.padStart(10)}  attacker`,
    );
    for (const p of phases) {
      const sent = p.attack?.sent ?? 0;
      // The API's CPU beyond what this phase's shopper requests cost at the quiet phase's rate, per attacker request.
      const shopperCpuMs = p.rps * SECONDS * (quietPhase.apiCpuMs / (quietPhase.rps * SECONDS));
      const perAttack = sent > 0 ? ((p.apiCpuMs - shopperCpuMs) * 1000) / sent : NaN;
      const attack = p.attack ? `  ${sent} requests, statuses ${JSON.stringify(p.attack.statuses)}` : '';
      console.log(
        `${p.name.padEnd(32)}${num(p.p50)}${num(p.p99)}${num(p.rps, 0)}${num(p.errors, 0).slice(2)}` +
          `${num(p.apiCpuMs, 0)}${sent > 0 ? num(perAttack, 0) : '         -'}${attack}`,
      );
    }
    const ratio = (a: number, b: number) => (b > 0 ? a / b : a > 0 ? Infinity : 1);
    console.log('');
    console.log(`p50 nested / quiet: ${ratio(phases[1].p50, phases[0].p50).toFixed(2)}x`);
    console.log(`p99 nested / quiet: ${ratio(phases[1].p99, phases[0].p99).toFixed(2)}x (target <= 2)`);
    console.log(`p99 ordinary GETs / quiet (same-run baseline): ${ratio(phases[2].p99, phases[0].p99).toFixed(2)}x`);
    console.log(`p99 nested / ordinary GETs: ${ratio(phases[1].p99, phases[2].p99).toFixed(2)}x`);
    console.log(`p99 quiet again / quiet: ${ratio(phases[3].p99, phases[0].p99).toFixed(2)}x (drift of the machine)`);
    console.log(`load average at end: ${load()}`);
  } finally {
    api?.kill('SIGTERM');
    await sleep(500);
    await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  }
}

const entry =
  process.argv[2] === ATTACKER_ROLE
    ? attack(process.argv[3], Number(process.argv[4]), process.argv[5] as AttackMode)
    : main();
entry.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
