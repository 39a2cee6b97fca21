/**
 * Checkout benchmark: concurrent shoppers configure, add, init, pay and confirm against the real API and worker, beside
 * a bare node:http + pg server doing the same rows. Method, options and figures: bench/README.md.
 *
 *   npm run bench:checkout   (DATABASE_URL = the server, REDIS_URL = Redis; BENCH_SHOP_DIST, BENCH_CPU_PROFILE)
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { InitOrderResult } from '@sound-putter/contracts';
import { Client } from 'pg';
import {
  activeReadModelTable,
  BenchBrowser,
  benchCustomerDetails,
  cpuMs,
  loadAverage,
  postgresCpuMs,
  postgresCpuSince,
  postgresTransactions,
  jsonClient,
  printTable,
  quantile,
  serverEnv,
  startChild,
  stopChildren,
  withBenchDatabase,
  askProbe,
  probeArgs,
} from './bench-support';
import { checkoutBaselineTables } from './checkout-baseline-server';
import { summarizeProfile } from './cpu-profile-summary';
import { startSmtpSink } from './smtp-sink';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 20);
/** BENCH_PROCESSES (1): API processes (replicas) and bare servers alike; shopper i uses server i mod N. */
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 1));
const STEPS = ['configure', 'add', 'init', 'confirm', 'payment'] as const;
type Step = (typeof STEPS)[number];

/** BENCH_CPU_PROFILE=<file>: a V8 CPU profile of the API over the shop's run, summarised at the end. */
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
const PROFILED: 'api' | 'worker' = process.env.BENCH_CPU_PROFILE_OF === 'worker' ? 'worker' : 'api';
/** BENCH_SHOP_DIST=<folder>: the compiled API and worker (main.js, worker.js) to measure, e.g. another commit's. */
const SHOP_DIST = path.resolve(process.env.BENCH_SHOP_DIST ?? path.join(__dirname, '../src'));
/** Another commit's build migrates and seeds its own database: its schema and catalog are not this checkout's. */
const SHOP_MIGRATIONS = process.env.BENCH_SHOP_DIST ? path.join(SHOP_DIST, 'cli/migrate.cli.js') : undefined;

const customerDetails = benchCustomerDetails();
const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };

/** The five calls of one checkout, as the API names them and as the baseline server does. */
interface Target {
  configure: string;
  add: string;
  init: string;
  confirm: string;
  payment: (orderId: string) => string;
}
const apiTarget = (base: string): Target => ({
  configure: `${base}/api/configure-putter`,
  add: `${base}/api/cart/add`,
  init: `${base}/api/orders/init`,
  confirm: `${base}/api/payments/test-gateway/confirm`,
  payment: (orderId) => `${base}/api/orders/${orderId}/payment`,
});
const baselineTarget = (base: string): Target => ({
  configure: `${base}/configure`,
  add: `${base}/add`,
  init: `${base}/init`,
  confirm: `${base}/confirm`,
  payment: (orderId) => `${base}/payment/${orderId}`,
});

interface RunResult {
  name: string;
  checkouts: number;
  seconds: number;
  latencies: Record<Step, number[]>;
  errors: number;
  orders: Array<{ orderId: string; shopper: BenchBrowser }>;
  /** CPU over the run, ms: the server process(es) under test, and the PostgreSQL backends of the database. */
  serverCpuMs: number;
  /** The part of serverCpuMs each process took, in the order of CpuSources.pids (the worker first, then the APIs). */
  processCpuMs: number[];
  postgresCpuMs: number;
  /** PostgreSQL transactions (round trips) the database counted over the run and the worker's catch-up after it. */
  transactions: number;
  /** CPU the shoppers' own client (this process) used over the run, ms. */
  clientCpuMs: number;
}

/** What a run's CPU is read from: the processes under test and the database's backends. */
interface CpuSources {
  pids: number[];
  pg: Client;
  database: string;
}

async function run(name: string, targets: Target[], cpu: CpuSources): Promise<RunResult> {
  const perProcess = () => cpu.pids.map((pid) => cpuMs(pid));
  const processBefore = perProcess();
  const postgresBefore = await postgresCpuMs(cpu.pg, cpu.database);
  const transactionsBefore = await postgresTransactions(cpu.pg, cpu.database);
  const latencies = Object.fromEntries(STEPS.map((s) => [s, [] as number[]])) as Record<Step, number[]>;
  const orders: RunResult['orders'] = [];
  let errors = 0;
  const client = jsonClient(SHOPPERS);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + SECONDS * 1000;

  // Each checkout is a new browser: its first call (configure) binds its id, and the cookie that answer sets goes with
  // the others, as a browser's would.
  const call = async <T>(step: Step, shopper: BenchBrowser, method: string, url: string, body: unknown): Promise<T> => {
    const t0 = performance.now();
    const { status, json, setCookie } = await client.send(method, url, body, shopper.headers);
    latencies[step].push(performance.now() - t0);
    shopper.keep(setCookie);
    if (status >= 300) throw new Error(`${name} ${step}: ${status} ${JSON.stringify(json)}`);
    return json as T;
  };

  const shopperLoop = async (index: number) => {
    const target = targets[index % targets.length];
    while (performance.now() < until) {
      const shopper = new BenchBrowser();
      try {
        const { configurationId } = await call<{ configurationId: string }>(
          'configure',
          shopper,
          'POST',
          target.configure,
          { modelId: 'melody-c', gripId: 'grip-forest-tour' },
        );
        await call('add', shopper, 'POST', target.add, { configurationId, quantity: 1 });
        const init = await call<InitOrderResult>('init', shopper, 'POST', target.init, { customerDetails });
        orders.push({ orderId: init.orderId, shopper });
        const paid = await call<{ paymentIntentId: string }>('confirm', shopper, 'POST', target.confirm, {
          clientSecret: init.clientSecret,
          ...card,
        });
        await call('payment', shopper, 'PATCH', target.payment(init.orderId), { paymentId: paid.paymentIntentId });
      } catch (error) {
        errors++;
        if (errors <= 3) console.error(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => shopperLoop(index)));
  const seconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  client.close();
  // The worker's share of the last checkouts lands just after; PostgreSQL flushes its counters once a second.
  await sleep(1500);
  const transactions = (await postgresTransactions(cpu.pg, cpu.database)) - transactionsBefore;
  const processCpuMs = perProcess().map((ms, i) => ms - processBefore[i]);
  const serverCpuMs = processCpuMs.reduce((a, b) => a + b, 0);
  const postgresCpu = postgresCpuSince(postgresBefore, await postgresCpuMs(cpu.pg, cpu.database));
  for (const step of STEPS) latencies[step].sort((a, b) => a - b);
  return {
    name,
    checkouts: latencies.payment.length,
    seconds,
    latencies,
    errors,
    orders,
    serverCpuMs,
    processCpuMs,
    postgresCpuMs: postgresCpu,
    transactions,
    clientCpuMs: (clientCpu.user + clientCpu.system) / 1000,
  };
}

/** Every order placed: exactly one OrderPaid event and one succeeded intent; every cart empty (the worker's job). */
async function verify(url: string, api: string, result: RunResult) {
  const pg = new Client({ connectionString: url });
  await pg.connect();
  try {
    const ids = result.orders.map((o) => o.orderId);
    const paid = await pg.query<{ order_id: string; n: string }>(
      `SELECT data->>'orderId' AS order_id, count(*) AS n FROM events WHERE type = 'OrderPaid' GROUP BY 1`,
    );
    const paidCount = new Map(paid.rows.map((r) => [r.order_id, Number(r.n)]));
    const intents = await pg.query<{ order_id: string; status: string }>(
      `SELECT order_id::text, status FROM test_gateway_intents WHERE order_id = ANY($1::uuid[])`,
      [ids],
    );
    const succeeded = new Map<string, number>();
    for (const row of intents.rows) {
      if (row.status === 'succeeded') succeeded.set(row.order_id, (succeeded.get(row.order_id) ?? 0) + 1);
    }
    const doubleCharged = ids.filter((id) => (paidCount.get(id) ?? 0) > 1 || (succeeded.get(id) ?? 0) > 1).length;
    const unpaid = ids.filter((id) => (paidCount.get(id) ?? 0) === 0 || (succeeded.get(id) ?? 0) === 0).length;

    // The worker empties each paid cart from the log; wait for it (bounded), then count the carts still holding lines.
    let notEmptied = result.orders.length;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const { rows } = await pg.query<{ n: string }>(
        `SELECT count(DISTINCT cart_id) AS n FROM rm_cart_lines WHERE cart_id = ANY($1::text[])`,
        [result.orders.map((o) => o.shopper.session)],
      );
      notEmptied = Number(rows[0].n);
      if (notEmptied === 0) break;
      await sleep(250);
    }
    // And as a shopper sees it: a sample of carts through the API, each read by the browser that filled it.
    let apiNonEmpty = 0;
    for (const { shopper } of result.orders.filter((_, i) => i % 10 === 0)) {
      const res = await shopper.fetch(`${api}/api/cart`);
      const cart = (await res.json()) as { count: number };
      if (res.status !== 200 || cart.count !== 0) apiNonEmpty++;
    }
    return {
      orders: ids.length,
      doubleCharged,
      unpaid,
      notEmptied,
      apiNonEmpty,
      apiSampled: Math.ceil(ids.length / 10),
    };
  } finally {
    await pg.end();
  }
}

async function main() {
  const loadAtStart = loadAverage();
  const children: ChildProcess[] = [];
  await withBenchDatabase(
    'checkout',
    async (url, database) => {
      const pg = new Client({ connectionString: url });
      await pg.connect();
      // The worker mails each paid order's receipt, as in production: to an SMTP server that only counts them.
      const smtp = await startSmtpSink();
      try {
        await pg.query(checkoutBaselineTables(await activeReadModelTable(pg, 'cart-lines', 'rm_cart_lines')));
        // Ports from here: the API processes, then the bare servers, then the worker's health port.
        const firstPort = 20000 + Math.floor(Math.random() * 20000);
        const apiUrls = Array.from({ length: PROCESSES }, (_, i) => `http://127.0.0.1:${firstPort + i}`);
        const bareUrls = Array.from({ length: PROCESSES }, (_, i) => `http://127.0.0.1:${firstPort + PROCESSES + i}`);
        const workerPort = firstPort + 2 * PROCESSES;
        const api = apiUrls[0];
        const { MAIL: mailOff, ...shopEnv } = serverEnv(url, POOL_SIZE);
        const env = {
          ...shopEnv,
          // BENCH_MAIL=off: the outbox still fills, nothing is sent (what sending costs the worker, by difference).
          ...(process.env.BENCH_MAIL === 'off'
            ? { MAIL: mailOff }
            : { SMTP_URL: smtp.url, MAIL_FROM: 'Sound Putter <shop@bench.example>' }),
          NEW_ORDERS_PER_IP_PER_HOUR: '1000000',
          METRICS_PORT: '0',
        };
        // Each server is registered as soon as it runs, so a later one failing to start still stops it.
        const started = async (child: Promise<ChildProcess>) => {
          children.push(await child);
          return children[children.length - 1];
        };
        const apiChildren: ChildProcess[] = [];
        for (const [i, apiUrl] of apiUrls.entries()) {
          apiChildren.push(
            await started(
              startChild(
                path.join(SHOP_DIST, 'main.js'),
                { ...env, PORT: String(firstPort + i) },
                `${apiUrl}/api/health/ready`,
                { execArgv: CPU_PROFILE && PROFILED === 'api' && i === 0 ? probeArgs : [] },
              ),
            ),
          );
        }
        const apiChild = apiChildren[0];
        const workerChild = await started(
          startChild(
            path.join(SHOP_DIST, 'worker.js'),
            { ...env, WORKER_PORT: String(workerPort) },
            `http://127.0.0.1:${workerPort}/health/live`,
            { execArgv: CPU_PROFILE && PROFILED === 'worker' ? probeArgs : [] },
          ),
        );
        const bareChildren: ChildProcess[] = [];
        for (const [i, bareUrl] of bareUrls.entries()) {
          bareChildren.push(
            await started(
              startChild(
                path.join(__dirname, 'checkout-baseline-server.js'),
                { DATABASE_URL: url, PORT: String(firstPort + PROCESSES + i), POOL_SIZE: String(POOL_SIZE) },
                `${bareUrl}/`,
              ),
            ),
          );
        }

        // Warm both (JIT, pools, prepared plans) with a short run each; its orders are checked too.
        const warm = async (target: Target) => {
          const until = Date.now() + 2000;
          while (Date.now() < until) {
            const shopper = new BenchBrowser();
            const post = (u: string, b: unknown) =>
              shopper
                .fetch(u, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })
                .then(async (r) => {
                  if (r.status >= 300) throw new Error(`warm-up ${u}: ${r.status} ${await r.text()}`);
                  return r.json() as Promise<Record<string, string>>;
                });
            const { configurationId } = await post(target.configure, { modelId: 'melody-c' });
            await post(target.add, { configurationId, quantity: 1 });
            await post(target.init, { customerDetails });
          }
        };
        for (const bareUrl of bareUrls) await warm(baselineTarget(bareUrl));
        for (const apiUrl of apiUrls) await warm(apiTarget(apiUrl));

        const cpu = { pg, database };
        const baseline = await run('bare http + pg, same rows', bareUrls.map(baselineTarget), {
          ...cpu,
          pids: bareChildren.map((c) => c.pid ?? 0),
        });
        const profiled = PROFILED === 'api' ? apiChild : workerChild;
        if (CPU_PROFILE) await askProbe(profiled, 'cpu-profile-start', 'profiling');
        const shop = await run('the shop (API + worker)', apiUrls.map(apiTarget), {
          ...cpu,
          pids: [workerChild.pid ?? 0, ...apiChildren.map((c) => c.pid ?? 0)],
        });
        if (CPU_PROFILE) await askProbe(profiled, { cpuProfileStop: CPU_PROFILE }, 'profiled');
        const proof = await verify(url, api, shop);
        const mails = await mailsSent(pg, smtp.count);

        console.log(
          `\ncheckout benchmark: ${SHOPPERS} concurrent shoppers, ${SECONDS} s per run, ${POOL_SIZE} PostgreSQL connections per server, ` +
            `${PROCESSES} API process(es) and as many bare servers (BENCH_PROCESSES)`,
        );
        if (process.env.BENCH_SHOP_DIST) console.log(`shop build: ${process.env.BENCH_SHOP_DIST}`);
        console.log(`load average at start: ${loadAtStart}\n`);
        const fixed = (n: number) => n.toFixed(1);
        printTable(
          [
            ['run', 28],
            ['checkouts', 10],
            ['per s', 8],
            ['errors', 8],
            ...STEPS.map((step) => [`${step} p50/p99 ms`, 22] as const),
            ['CPU ms/checkout: server', 26],
            ['PostgreSQL', 12],
            ['PG transactions/checkout', 26],
            ['client CPU ms/checkout', 24],
          ],
          [baseline, shop].map((r) => [
            r.name,
            String(r.checkouts),
            fixed(r.checkouts / r.seconds),
            String(r.errors),
            ...STEPS.map(
              (step) => `${fixed(quantile(r.latencies[step], 0.5))} / ${fixed(quantile(r.latencies[step], 0.99))}`,
            ),
            fixed(r.serverCpuMs / r.checkouts),
            fixed(r.postgresCpuMs / r.checkouts),
            fixed(r.transactions / r.checkouts),
            fixed(r.clientCpuMs / r.checkouts),
          ]),
        );
        const ratio = shop.checkouts / shop.seconds / (baseline.checkouts / baseline.seconds);
        console.log(`\nshop / baseline throughput: ${ratio.toFixed(2)}x`);
        const perCheckout = (r: RunResult) => (r.serverCpuMs + r.postgresCpuMs) / r.checkouts;
        console.log(
          `shop / baseline CPU per checkout (servers + PostgreSQL): ${(perCheckout(shop) / perCheckout(baseline)).toFixed(2)}x; ` +
            `the shop's server CPU per checkout: API ${fixed(shop.processCpuMs.slice(1).reduce((a, b) => a + b, 0) / shop.checkouts)} ms, ` +
            `worker ${fixed(shop.processCpuMs[0] / shop.checkouts)} ms`,
        );
        const p99 = (s: Step) => quantile(shop.latencies[s], 0.99);
        console.log(
          `init p99 ${p99('init').toFixed(0)} ms (≤ 100: ${p99('init') <= 100 ? 'met' : 'missed'}), confirm p99 ${p99('confirm').toFixed(0)} ms (≤ 100: ${p99('confirm') <= 100 ? 'met' : 'missed'})`,
        );
        console.log(
          `orders placed ${proof.orders}: paid more than once ${proof.doubleCharged}, not paid ${proof.unpaid} (0 and 0: ${proof.doubleCharged === 0 && proof.unpaid === 0 ? 'met' : 'missed'}); carts not emptied ${proof.notEmptied} (read model), ${proof.apiNonEmpty} of ${proof.apiSampled} sampled through GET /api/cart`,
        );
        console.log(
          mails === undefined
            ? 'mail: this build has no mail outbox (it sends no mail)'
            : `mail: ${mails.sent} received by the SMTP server, ${mails.waiting} still waiting in the outbox, ${mails.dead} given up (dead)`,
        );
        console.log(`load average at end: ${loadAverage()}`);
        if (CPU_PROFILE) {
          console.log(`\nCPU profile of the ${PROFILED} over the shop's run (${CPU_PROFILE}):`);
          console.log(summarizeProfile(JSON.parse(readFileSync(CPU_PROFILE, 'utf8')), 30));
        }
        if (shop.errors > 0 || proof.doubleCharged > 0 || proof.unpaid > 0 || proof.notEmptied > 0)
          process.exitCode = 1;
      } finally {
        await pg.end();
        await stopChildren(children);
        await smtp.close();
      }
    },
    SHOP_MIGRATIONS,
  );
}

/**
 * What the worker mailed once the run ended, waiting up to 30 s for its outbox to empty; undefined for a build
 * from before the outbox (a BENCH_SHOP_DIST of an older commit).
 */
async function mailsSent(
  pg: Client,
  received: () => number,
): Promise<{ sent: number; waiting: number; dead: number } | undefined> {
  const { rows } = await pg.query<{ outbox: string | null }>(`SELECT to_regclass('mail_outbox')::text AS outbox`);
  if (rows[0]?.outbox === null) return undefined;
  const counts = async () => {
    const { rows: byStatus } = await pg.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status',
    );
    const of = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
    // A failed mail is tried again: it is still waiting. A dead one is not.
    return { waiting: of('pending') + of('failed'), dead: of('dead') };
  };
  const until = Date.now() + 30_000;
  let now = await counts();
  while (now.waiting > 0 && Date.now() < until) {
    await sleep(200);
    now = await counts();
  }
  return { sent: received(), ...now };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
