/**
 * Tracking benchmark: socket watchers on one API process (push latency, CPU per push, heap per connection beside a
 * bare Socket.IO server) and 10,000 crafting-deadline jobs. Method and figures: bench/README.md.
 *
 *   npm run bench:tracking   (DATABASE_URL = the server, REDIS_URL = Redis)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { InitOrderResult } from '@sound-putter/contracts';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { deadlineJobs } from '../src/crafting/crafting-deadlines.queue';
import { createUser } from '../src/cli/user-create.cli';
import { prepareDatabase } from '../src/cli/migrate.cli';
import { redisOptionsOf } from '../src/infrastructure/redis/redis-namespace';
import {
  admin,
  adminUrl,
  askProbe,
  BenchBrowser,
  cpuMs,
  loadAverage,
  probeArgs,
  quantile,
  redisUrl,
  serverEnv,
  withDatabase,
} from './bench-support';
import { summarizeProfile } from './cpu-profile-summary';
import { pushKey, type WatcherCommand, type WatcherReply } from './tracking-watchers';

const EMS = { carrier: 'thailand_post_ems', trackingNumber: 'EX123456785TH' };

const WATCHER_COUNTS = (process.env.BENCH_WATCHERS ?? '1000,5000').split(',').map(Number);
const ORDERS = 4;
/** Not a common password: the account CLI refuses those. */
const BENCH_PASSWORD = 'Fairway-Bench-7';
const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const WATCHER_PROCESSES = Math.max(2, Number(process.env.BENCH_WATCHER_PROCESSES ?? 2));
/** BENCH_CPU_PROFILE=<file>: a V8 CPU profile of the API over the pushes of the largest run, summarised at the end. */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
/** A folder: heap snapshots of the bare server and the API with the watchers connected, per watcher count. */
const HEAP_SNAPSHOTS = process.env.BENCH_HEAP_SNAPSHOTS;
const wallNow = () => performance.timeOrigin + performance.now();

function startChild(script: string, env: NodeJS.ProcessEnv, probe: boolean): ChildProcess {
  return fork(script, [], {
    env: { ...process.env, ...env },
    execArgv: probe ? probeArgs : [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** The watcher processes: each holds an equal share of the sockets and reports when a push reached all of them. */
class WatcherPool {
  readonly children: ChildProcess[];

  constructor(size: number) {
    this.children = Array.from({ length: size }, () =>
      fork(path.join(__dirname, 'tracking-watchers.js'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }),
    );
  }

  private ask(child: ChildProcess, command: WatcherCommand, done: (reply: WatcherReply) => boolean) {
    return new Promise<WatcherReply>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`a watcher process exited (${code})`));
      const on = (reply: WatcherReply) => {
        if (!done(reply)) return;
        child.off('message', on);
        child.off('exit', exited);
        resolve(reply);
      };
      child.on('message', on);
      child.once('exit', exited);
      child.send(command);
    });
  }

  async connect(base: string, count: number, orderIds: string[]) {
    const share = Math.ceil(count / this.children.length);
    await Promise.all(
      this.children.map((child, i) =>
        this.ask(
          child,
          { type: 'connect', base, count: Math.min(share, count - i * share), orderIds },
          (r) => r.type === 'connected',
        ),
      ),
    );
  }

  /** Resolves once every watcher has the push, or after `timeoutMs` (the report then shows what is missing). */
  expectEverywhere(key: string, timeoutMs: number): Promise<void> {
    const all = Promise.all(
      this.children.map((child) =>
        this.ask(child, { type: 'expect', key }, (r) => r.type === 'complete' && r.key === key),
      ),
    );
    return Promise.race([all.then(() => undefined), sleep(timeoutMs).then(() => undefined)]);
  }

  async arrivals(): Promise<Map<string, number[]>> {
    const merged = new Map<string, number[]>();
    for (const child of this.children) {
      const reply = await this.ask(child, { type: 'report' }, (r) => r.type === 'report');
      if (reply.type !== 'report') continue;
      for (const [key, times] of Object.entries(reply.arrivals))
        merged.set(key, [...(merged.get(key) ?? []), ...times]);
    }
    return merged;
  }

  async disconnect() {
    await Promise.all(
      this.children.map((child) => this.ask(child, { type: 'disconnect' }, (r) => r.type === 'disconnected')),
    );
  }

  stop() {
    for (const child of this.children) child.kill('SIGTERM');
  }
}

async function waitUp(url: string) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

const heapOf = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    child.once('message', (m) => resolve((m as { heapUsed: number }).heapUsed));
    child.send('heap');
  });

interface PushRow {
  watchers: number;
  samples: number;
  p50: number;
  p99: number;
  max: number;
  missing: number;
  apiCpuPerPush: number;
  bareP99: number;
  bareMissing: number;
  bareCpuPerPush: number;
  workerCpuPerPush: number;
  apiHeapPerConn: number;
  bareHeapPerConn: number;
}

async function pushBench(
  api: string,
  bare: string,
  children: { api: ChildProcess; bare: ChildProcess; worker: ChildProcess },
  pool: WatcherPool,
  staff: BenchBrowser,
  placeOrder: () => Promise<string>,
  watchers: number,
  profileTo?: string,
): Promise<PushRow> {
  const orderIds: string[] = [];
  for (let i = 0; i < ORDERS; i++) orderIds.push(await placeOrder());
  await sleep(1500);

  // The bare server first, then the API: the same sockets and rooms, from the same watcher processes.
  const bareBefore = await heapOf(children.bare);
  if (HEAP_SNAPSHOTS)
    await askProbe(
      children.bare,
      { heapSnapshot: path.join(HEAP_SNAPSHOTS, `bare-idle-${watchers}.heapsnapshot`) },
      'snapshot',
    );
  await pool.connect(bare, watchers, orderIds);
  await sleep(1000);
  const bareAfter = await heapOf(children.bare);
  if (HEAP_SNAPSHOTS)
    await askProbe(
      children.bare,
      { heapSnapshot: path.join(HEAP_SNAPSHOTS, `bare-${watchers}.heapsnapshot`) },
      'snapshot',
    );
  // The same 12 pushes as a bare Socket.IO emit to the same rooms: what any Socket.IO server pays for the fan-out.
  const bareSent = new Map<string, number>();
  const bareCpuBefore = cpuMs(children.bare.pid);
  for (const orderId of orderIds) {
    for (const status of ['crafting', 'shipped', 'delivered']) {
      const key = pushKey(orderId, status);
      const everywhere = pool.expectEverywhere(key, 10_000);
      bareSent.set(key, wallNow());
      await askProbe(children.bare, { broadcast: { orderId, status } }, 'broadcasted');
      await everywhere;
    }
  }
  const bareCpu = cpuMs(children.bare.pid) - bareCpuBefore;
  const bareArrivals = await pool.arrivals();
  const bareLatencies: number[] = [];
  for (const [key, at] of bareSent) {
    for (const time of bareArrivals.get(key) ?? []) bareLatencies.push(time - at);
  }
  bareLatencies.sort((a, b) => a - b);
  await pool.disconnect();

  const apiBefore = await heapOf(children.api);
  if (HEAP_SNAPSHOTS)
    await askProbe(
      children.api,
      { heapSnapshot: path.join(HEAP_SNAPSHOTS, `api-idle-${watchers}.heapsnapshot`) },
      'snapshot',
    );
  await pool.connect(api, watchers, orderIds);
  await sleep(1000);
  const apiAfter = await heapOf(children.api);
  if (HEAP_SNAPSHOTS)
    await askProbe(
      children.api,
      { heapSnapshot: path.join(HEAP_SNAPSHOTS, `api-${watchers}.heapsnapshot`) },
      'snapshot',
    );

  const sent = new Map<string, number>();
  if (profileTo) await askProbe(children.api, 'cpu-profile-start', 'profiling');
  const apiCpuBefore = cpuMs(children.api.pid);
  const workerCpuBefore = cpuMs(children.worker.pid);
  for (const orderId of orderIds) {
    for (const status of ['crafting', 'shipped', 'delivered']) {
      const key = pushKey(orderId, status);
      const everywhere = pool.expectEverywhere(key, 10_000);
      sent.set(key, wallNow());
      const res = await fetch(`${api}/api/orders/${orderId}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...staff.headers },
        // Shipping needs a carrier and a number with a right check digit.
        body: JSON.stringify({ status, ...(status === 'shipped' ? EMS : {}) }),
      });
      if (res.status !== 200) throw new Error(`PATCH ${status}: ${res.status} ${await res.text()}`);
      await everywhere;
    }
  }
  const apiCpu = cpuMs(children.api.pid) - apiCpuBefore;
  const workerCpu = cpuMs(children.worker.pid) - workerCpuBefore;
  if (profileTo) await askProbe(children.api, { cpuProfileStop: profileTo }, 'profiled');

  const arrivals = await pool.arrivals();
  const latencies: number[] = [];
  for (const [key, at] of sent) {
    for (const time of arrivals.get(key) ?? []) latencies.push(time - at);
  }
  await pool.disconnect();
  await sleep(1000);
  latencies.sort((a, b) => a - b);
  return {
    watchers,
    samples: latencies.length,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies[latencies.length - 1],
    missing: sent.size * watchers - latencies.length,
    apiCpuPerPush: apiCpu / sent.size,
    bareP99: quantile(bareLatencies, 0.99),
    bareMissing: bareSent.size * watchers - bareLatencies.length,
    bareCpuPerPush: bareCpu / bareSent.size,
    workerCpuPerPush: workerCpu / sent.size,
    apiHeapPerConn: (apiAfter - apiBefore) / watchers,
    bareHeapPerConn: (bareAfter - bareBefore) / watchers,
  };
}

async function deadlineBench() {
  const prefix = `sp-bench-${randomBytes(4).toString('hex')}`;
  const connection = { ...redisOptionsOf(redisUrl), maxRetriesPerRequest: null };
  const queue = new Queue('crafting-deadlines', { connection, prefix });
  const redis = new Redis(redisUrl);
  await queue.waitUntilReady();
  const memory = async () => Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? 0);
  const memBefore = await memory();
  const now = Date.now();
  // Due 20–50 s from now: inside one minute, after scheduling has finished.
  const jobs = Array.from({ length: JOBS }, (_, i) => {
    const deadline = new Date(now + 20_000 + Math.floor((i / JOBS) * 30_000)).toISOString();
    return deadlineJobs(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, deadline, 7200, now)[0];
  });
  const started = performance.now();
  for (let i = 0; i < jobs.length; i += 500) await queue.addBulk(jobs.slice(i, i + 500));
  const scheduleSeconds = (performance.now() - started) / 1000;
  const memPerJob = ((await memory()) - memBefore) / JOBS;

  const lateness: number[] = [];
  const worker = new Worker(
    'crafting-deadlines',
    async (job) => {
      lateness.push(Date.now() - (job.timestamp + (job.opts.delay ?? 0)));
    },
    { connection, prefix, concurrency: 32 },
  );
  while (lateness.length < JOBS) await sleep(500);
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
  lateness.sort((a, b) => a - b);
  return {
    rate: JOBS / scheduleSeconds,
    memPerJob,
    p50: quantile(lateness, 0.5),
    p99: quantile(lateness, 0.99),
    max: lateness[lateness.length - 1],
  };
}

async function main() {
  const loadAtStart = loadAverage();
  const db = `sp_bench_tracking_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${db}`);
  const url = withDatabase(adminUrl, db);
  const children: ChildProcess[] = [];
  try {
    await prepareDatabase(url);
    const pool = new Pool({ connectionString: url, max: 2 });
    await createUser(pool, { email: 'bench-staff@example.com', password: BENCH_PASSWORD, role: 'staff' });
    await pool.end();
    const apiPort = 20000 + Math.floor(Math.random() * 20000);
    const api = `http://127.0.0.1:${apiPort}`;
    const bare = `http://127.0.0.1:${apiPort + 1}`;
    const env = serverEnv(url);
    const apiChild = startChild(
      path.join(__dirname, '../src/main.js'),
      { ...env, PORT: String(apiPort), METRICS_PORT: '0' },
      true,
    );
    const bareChild = startChild(path.join(__dirname, 'tracking-bare-server.js'), { PORT: String(apiPort + 1) }, true);
    const workerChild = startChild(
      path.join(__dirname, '../src/worker.js'),
      { ...env, WORKER_PORT: String(apiPort + 2) },
      false,
    );
    children.push(apiChild, bareChild, workerChild);
    await Promise.all([
      waitUp(`${api}/api/health/ready`),
      waitUp(bare),
      waitUp(`http://127.0.0.1:${apiPort + 2}/health/live`),
    ]);

    // Staff's browser: its session id, and the cookies the sign-in set (sp_browser and the session), on every PATCH.
    const staff = new BenchBrowser();
    const login = await staff.fetch(`${api}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-staff@example.com', password: BENCH_PASSWORD }),
    });
    if (login.status !== 200 || !staff.bound || !staff.cookie.includes('sp_session=')) {
      throw new Error(`staff sign-in: ${login.status} ${await login.text()}`);
    }
    const placeOrder = async () => {
      const shopper = new BenchBrowser();
      const call = async <T>(p: string, body: unknown) => {
        const res = await shopper.fetch(`${api}${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (res.status >= 300) throw new Error(`${p}: ${res.status} ${await res.text()}`);
        return (await res.json()) as T;
      };
      const { configurationId } = await call<{ configurationId: string }>('/api/configure-putter', {
        modelId: 'melody-c',
      });
      await call('/api/cart/add', { configurationId, quantity: 1 });
      const address = {
        streetAddress: '1 Bench Rd',
        city: 'Bangkok',
        state: 'Bangkok',
        postalCode: '10500',
        country: 'Thailand',
      };
      const init = await call<InitOrderResult>('/api/orders/init', {
        customerDetails: {
          name: 'Bench',
          email: 'bench@example.com',
          phone: '812345678',
          phoneCountryCode: '+66',
          shippingAddress: address,
          billingAddressSameAsShipping: true,
        },
      });
      await call('/api/payments/test-gateway/confirm', {
        clientSecret: init.clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        cvc: '123',
      });
      return init.orderId;
    };

    const watcherPool = new WatcherPool(WATCHER_PROCESSES);
    children.push(...watcherPool.children);
    const rows: PushRow[] = [];
    for (const watchers of WATCHER_COUNTS) {
      rows.push(
        await pushBench(
          api,
          bare,
          { api: apiChild, bare: bareChild, worker: workerChild },
          watcherPool,
          staff,
          placeOrder,
          watchers,
          CPU_PROFILE && watchers === Math.max(...WATCHER_COUNTS) ? CPU_PROFILE : undefined,
        ),
      );
    }
    watcherPool.stop();
    const deadlines = await deadlineBench();

    const pad = (s: string, n: number) => s.padEnd(n);
    console.log(
      `\ntracking benchmark: one API process, one worker, ${WATCHER_PROCESSES} watcher processes, ${ORDERS} orders × 3 status changes, every watcher watches every order`,
    );
    console.log(`load average at start: ${loadAtStart}\n`);
    console.log(
      `${pad('watchers', 10)}${'samples'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'missing'.padStart(9)}${'API CPU ms/push'.padStart(17)}${'worker ms/push'.padStart(16)}${'bare p99 ms'.padStart(13)}${'bare CPU ms/push'.padStart(18)}${'API B/conn'.padStart(12)}${'bare B/conn'.padStart(13)}${'ratio'.padStart(7)}`,
    );
    const col = (v: number, width: number, d = 0) => v.toFixed(d).padStart(width);
    for (const r of rows) {
      console.log(
        `${pad(String(r.watchers), 10)}${col(r.samples, 9)}${col(r.p50, 9, 1)}${col(r.p99, 9, 1)}${col(r.max, 9, 1)}${col(r.missing, 9)}${col(r.apiCpuPerPush, 17, 1)}${col(r.workerCpuPerPush, 16, 1)}${col(r.bareP99, 13, 1)}${col(r.bareCpuPerPush, 18, 1)}${col(r.apiHeapPerConn, 12)}${col(r.bareHeapPerConn, 13)}${(r.apiHeapPerConn / r.bareHeapPerConn).toFixed(2).padStart(7)}`,
      );
    }
    const big = rows[rows.length - 1];
    console.log(
      `\ntargets at ${big.watchers} watchers: push p99 ${big.p99.toFixed(0)} ms (≤ 250: ${big.p99 <= 250 ? 'met' : 'missed'}), heap ${(big.apiHeapPerConn / big.bareHeapPerConn).toFixed(2)}× bare (≤ 1.2: ${big.apiHeapPerConn / big.bareHeapPerConn <= 1.2 ? 'met' : 'missed'}), push p99 ${(big.p99 / big.bareP99).toFixed(2)}× the bare fan-out's, pushes lost ${rows.reduce((n, r) => n + r.missing, 0)} (bare: ${rows.reduce((n, r) => n + r.bareMissing, 0)}) (0: ${rows.every((r) => r.missing === 0) ? 'met' : 'missed'})`,
    );
    console.log(`\n${JOBS} deadline jobs due within one minute (no-op processor, concurrency 32)`);
    console.log(`scheduling rate: ${deadlines.rate.toFixed(0)} jobs/s`);
    console.log(`Redis memory per pending job: ${deadlines.memPerJob.toFixed(0)} B`);
    console.log(
      `lateness: p50 ${deadlines.p50.toFixed(0)} ms, p99 ${deadlines.p99.toFixed(0)} ms, max ${deadlines.max.toFixed(0)} ms\n`,
    );
    if (CPU_PROFILE) {
      console.log(`CPU profile of the API over the pushes at ${big.watchers} watchers (${CPU_PROFILE}):`);
      console.log(summarizeProfile(JSON.parse(readFileSync(CPU_PROFILE, 'utf8')), 25), '\n');
    }
    console.log(`load average at end: ${loadAverage()}`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await sleep(1500);
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
