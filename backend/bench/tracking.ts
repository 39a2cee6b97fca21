/**
 * Tracking benchmark, on a database it creates and drops:
 *  1. 1,000 and 5,000 socket clients on ONE API process, each watching the same orders; staff PATCH each order
 *     through its statuses; latency from sending the PATCH to receipt of `order/statusChanged` at every watcher
 *     (API → event log → worker pusher → Redis stream → API → socket), and the API's heap per connection beside a
 *     bare Socket.IO server holding the same connections and rooms, in the same run.
 *  2. 10,000 crafting-deadline jobs due within one minute on a bench queue: scheduling rate (the scheduler's
 *     addBulk path), Redis memory per pending job, and how late a worker with the production options and a no-op
 *     processor picks them up.
 *
 *   npm run bench:tracking   (DATABASE_URL = the server, REDIS_URL = Redis)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { InitOrderResult, OrderStatusChangedPayload } from '@sound-putter/contracts';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { deadlineJobs } from '../src/crafting/crafting-deadlines.queue';
import { createUser } from '../src/cli/user-create.cli';
import { prepareDatabase } from '../src/cli/migrate.cli';
import { redisOptionsOf } from '../src/infrastructure/redis/redis-namespace';
import { admin, adminUrl, redisUrl, sessionId, withDatabase } from './bench-support';

const WATCHER_COUNTS = (process.env.BENCH_WATCHERS ?? '1000,5000').split(',').map(Number);
const ORDERS = 4;
const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

function startChild(script: string, env: NodeJS.ProcessEnv, probe: boolean): ChildProcess {
  return fork(script, [], {
    env: { ...process.env, ...env },
    execArgv: probe ? ['--expose-gc', '-r', path.join(__dirname, 'tracking-heap-probe.js')] : [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

async function waitUp(url: string) {
  for (let i = 0; i < 300; i++) {
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

/** Connects `count` watchers in batches, each watching every order; resolves with the sockets. */
async function connectWatchers(base: string, count: number, orderIds: string[]): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += 250) {
    await Promise.all(
      Array.from({ length: Math.min(250, count - i) }, async () => {
        const socket = io(base, { transports: ['websocket'], auth: { sessionId: sessionId() }, reconnection: false });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        for (const orderId of orderIds) {
          await new Promise((resolve) => socket.emit('order/watch', { orderId }, resolve));
        }
      }),
    );
  }
  return sockets;
}

interface PushRow {
  watchers: number;
  samples: number;
  p50: number;
  p99: number;
  max: number;
  missing: number;
  apiHeapPerConn: number;
  bareHeapPerConn: number;
}

async function pushBench(
  api: string,
  bare: string,
  apiChild: ChildProcess,
  bareChild: ChildProcess,
  staffCookie: string,
  placeOrder: () => Promise<string>,
  watchers: number,
): Promise<PushRow> {
  const orderIds: string[] = [];
  for (let i = 0; i < ORDERS; i++) orderIds.push(await placeOrder());
  await sleep(1500);

  const apiBefore = await heapOf(apiChild);
  const sockets = await connectWatchers(api, watchers, orderIds);
  await sleep(1000);
  const apiAfter = await heapOf(apiChild);

  const bareBefore = await heapOf(bareChild);
  const bareSockets = await connectWatchers(bare, watchers, orderIds);
  await sleep(1000);
  const bareAfter = await heapOf(bareChild);
  for (const s of bareSockets) s.disconnect();

  const latencies: number[] = [];
  let missing = 0;
  for (const orderId of orderIds) {
    for (const status of ['crafting', 'shipped', 'delivered']) {
      let received = 0;
      let sent = 0;
      const done = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        for (const s of sockets) {
          const on = (c: OrderStatusChangedPayload) => {
            if (c.orderId !== orderId || c.status !== status) return;
            s.off('order/statusChanged', on);
            latencies.push(performance.now() - sent);
            if (++received === sockets.length) {
              clearTimeout(timer);
              resolve();
            }
          };
          s.on('order/statusChanged', on);
        }
      });
      sent = performance.now();
      const res = await fetch(`${api}/api/orders/${orderId}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-session-id': sessionId(), cookie: staffCookie },
        body: JSON.stringify({ status }),
      });
      if (res.status !== 200) throw new Error(`PATCH ${status}: ${res.status} ${await res.text()}`);
      await done;
      missing += sockets.length - received;
      for (const s of sockets) s.removeAllListeners('order/statusChanged');
    }
  }
  for (const s of sockets) s.disconnect();
  await sleep(1000);
  latencies.sort((a, b) => a - b);
  return {
    watchers,
    samples: latencies.length,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies[latencies.length - 1],
    missing,
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
  const db = `sp_bench_tracking_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${db}`);
  const url = withDatabase(adminUrl, db);
  const children: ChildProcess[] = [];
  try {
    await prepareDatabase(url);
    const pool = new Pool({ connectionString: url, max: 2 });
    await createUser(pool, { email: 'bench-staff@example.com', password: 'Secret123', role: 'staff' });
    await pool.end();
    const apiPort = 20000 + Math.floor(Math.random() * 20000);
    const api = `http://127.0.0.1:${apiPort}`;
    const bare = `http://127.0.0.1:${apiPort + 1}`;
    const env = { DATABASE_URL: url, REDIS_URL: redisUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
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

    const login = await fetch(`${api}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': sessionId() },
      body: JSON.stringify({ email: 'bench-staff@example.com', password: 'Secret123' }),
    });
    const staffCookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const placeOrder = async () => {
      const sid = sessionId();
      const call = async <T>(p: string, body: unknown) => {
        const res = await fetch(`${api}${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-session-id': sid },
          body: JSON.stringify(body),
        });
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

    const rows: PushRow[] = [];
    for (const watchers of WATCHER_COUNTS) {
      rows.push(await pushBench(api, bare, apiChild, bareChild, staffCookie, placeOrder, watchers));
    }
    const deadlines = await deadlineBench();

    const pad = (s: string, n: number) => s.padEnd(n);
    const num = (v: number, d = 0) => v.toFixed(d).padStart(11);
    console.log(
      `\ntracking benchmark: one API process, one worker, ${ORDERS} orders × 3 status changes, every watcher watches every order\n`,
    );
    console.log(
      `${pad('watchers', 10)}${'samples'.padStart(11)}${'p50 ms'.padStart(11)}${'p99 ms'.padStart(11)}${'max ms'.padStart(11)}${'missing'.padStart(11)}${'API B/conn'.padStart(13)}${'bare B/conn'.padStart(13)}${'ratio'.padStart(8)}`,
    );
    for (const r of rows) {
      console.log(
        `${pad(String(r.watchers), 10)}${num(r.samples)}${num(r.p50, 1)}${num(r.p99, 1)}${num(r.max, 1)}${num(r.missing)}${num(r.apiHeapPerConn).padStart(13)}${num(r.bareHeapPerConn).padStart(13)}${(r.apiHeapPerConn / r.bareHeapPerConn).toFixed(2).padStart(8)}`,
      );
    }
    console.log(`\n${JOBS} deadline jobs due within one minute (no-op processor, concurrency 32)`);
    console.log(`scheduling rate: ${deadlines.rate.toFixed(0)} jobs/s`);
    console.log(`Redis memory per pending job: ${deadlines.memPerJob.toFixed(0)} B`);
    console.log(
      `lateness: p50 ${deadlines.p50.toFixed(0)} ms, p99 ${deadlines.p99.toFixed(0)} ms, max ${deadlines.max.toFixed(0)} ms\n`,
    );
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
