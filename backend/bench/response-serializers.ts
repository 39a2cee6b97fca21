/**
 * Response-serializer benchmark: GET /api/cart and GET /api/orders/{id} (the owner's full view) on two API
 * processes over the same database, in the same run, with the cart bench's method (autocannon, 64 connections,
 * real API process, warm-up first): the API built from this checkout (responses serialized through the
 * contracts' schemas) and the one built from the commit before (`BENCH_BEFORE_MAIN`, a compiled main.js; see
 * bench/README.md). Rounds rotate the order; the ratio is the median over rounds.
 *
 *   BENCH_BEFORE_MAIN=dist-before/main.js npm run bench:serializers   (BENCH_SECONDS=8, BENCH_ROUNDS=3)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { prepareDatabase } from '../src/cli/migrate.cli';
import { admin, adminUrl, redisUrl, sessionId, withDatabase } from './bench-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 64;
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 20);
const BEFORE_MAIN = process.env.BENCH_BEFORE_MAIN;

async function startApi(script: string, env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = fork(script, [], {
    // Each process its own metrics port too.
    env: { ...process.env, ...env, PORT: String(port), METRICS_PORT: String(port + 1) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status < 500) return child;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start`);
}

const json = async <T>(url: string, session: string, body?: unknown): Promise<T> => {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': session },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  if (!BEFORE_MAIN) throw new Error('Set BENCH_BEFORE_MAIN to the compiled main.js of the commit to compare with');
  const loadAtStart = loads();
  const db = `sp_bench_ser_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${db}`);
  const url = withDatabase(adminUrl, db);
  const children: ChildProcess[] = [];
  try {
    await prepareDatabase(url);
    const env = {
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      NEW_ORDERS_PER_IP_PER_HOUR: '100000',
    };
    const port = 4000 + Math.floor(Math.random() * 40);
    const variants = [
      { name: 'before', script: path.resolve(BEFORE_MAIN), port },
      { name: 'after', script: path.join(__dirname, '../src/main.js'), port: port + 50 },
    ];
    for (const v of variants) children.push(await startApi(v.script, env, v.port));
    const api = `http://127.0.0.1:${port + 50}`;

    // 64 shoppers, each with a two-line cart and an unpaid order of it (the owner reads the full view).
    const shoppers: { session: string; orderId: string }[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const session = sessionId();
      for (const modelId of ['melody-c', 'melody-d']) {
        const { configurationId } = await json<{ configurationId: string }>(`${api}/api/configure-putter`, session, {
          modelId,
        });
        await json(`${api}/api/cart/add`, session, { configurationId, quantity: 1 });
      }
      const { orderId } = await json<{ orderId: string }>(`${api}/api/orders/init`, session, {
        customerDetails: {
          name: 'Bench Shopper',
          email: `bench${i}@example.com`,
          phone: '812345678',
          phoneCountryCode: '+66',
          shippingAddress: {
            streetAddress: '1 Bench Rd',
            city: 'Bangkok',
            state: 'Bangkok',
            postalCode: '10110',
            country: 'Thailand',
          },
          billingAddressSameAsShipping: true,
        },
      });
      shoppers.push({ session, orderId });
    }

    const reads = (base: string, route: 'cart' | 'order'): autocannon.Options => {
      let next = 0;
      return {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (req) => {
              const s = shoppers[next++ % shoppers.length];
              return {
                ...req,
                path: route === 'cart' ? '/api/cart' : `/api/orders/${s.orderId}`,
                headers: { ...req.headers, 'x-session-id': s.session },
              };
            },
          },
        ],
      };
    };

    for (const v of variants) {
      for (const route of ['cart', 'order'] as const)
        await autocannon({ ...reads(`http://127.0.0.1:${v.port}`, route), connections: 16, duration: 2 });
    }

    type Key = `${string} ${'cart' | 'order'}`;
    const results = new Map<Key, { rps: number[]; p50: number[]; p99: number[]; errors: number }>();
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const route of ['cart', 'order'] as const) {
        for (const v of order) {
          const r = await autocannon(reads(`http://127.0.0.1:${v.port}`, route));
          const key: Key = `${v.name} ${route}`;
          const acc = results.get(key) ?? { rps: [], p50: [], p99: [], errors: 0 };
          acc.rps.push(r.requests.average);
          acc.p50.push(r.latency.p50);
          acc.p99.push(r.latency.p99);
          acc.errors += r.non2xx + r.errors + r.timeouts;
          results.set(key, acc);
        }
      }
    }

    const num = (n: number, d = 0) => n.toFixed(d).padStart(10);
    console.log(
      `\nresponse serializers: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds (median), ` +
        `${POOL_SIZE} PostgreSQL connections per server`,
    );
    console.log(`load average at start: ${loadAtStart}\n`);
    console.log(
      `${'call'.padEnd(24)}${'variant'.padEnd(10)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}` +
        `${'p99 ms'.padStart(10)}${'errors'.padStart(10)}`,
    );
    for (const [label, route] of [
      ['GET /api/cart', 'cart'],
      ['GET /api/orders/{id}', 'order'],
    ] as const) {
      for (const v of variants) {
        const r = results.get(`${v.name} ${route}`);
        if (!r) continue;
        console.log(
          `${label.padEnd(24)}${v.name.padEnd(10)}${num(median(r.rps))}${num(median(r.p50), 1)}` +
            `${num(median(r.p99), 1)}${num(r.errors)}`,
        );
      }
    }
    console.log('');
    for (const route of ['cart', 'order'] as const) {
      const before = results.get(`before ${route}`);
      const after = results.get(`after ${route}`);
      if (!before || !after) continue;
      const ratios = after.rps.map((rps, i) => rps / before.rps[i]);
      console.log(
        `${route === 'cart' ? 'GET /api/cart' : 'GET /api/orders/{id}'} after / before: ${median(ratios).toFixed(2)}x`,
      );
    }
    console.log(`load average at end: ${loads()}`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await sleep(500);
    await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
