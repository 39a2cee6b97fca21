/**
 * Response-serializer benchmark: this build's API against a compiled earlier one on the same database, in the same
 * run (bench/README.md).
 *
 *   BENCH_BEFORE_MAIN=dist-before/main.js npm run bench:serializers   (BENCH_SECONDS=8, BENCH_ROUNDS=3)
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  BenchBrowser,
  benchCustomerDetails,
  loadAverage,
  median,
  printTable,
  serverEnv,
  startChild,
  stopChildren,
  withBenchDatabase,
} from './bench-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 64;
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 20);
const BEFORE_MAIN = process.env.BENCH_BEFORE_MAIN;

/** An API process on `port`, its metrics on the next port. */
const startApi = (script: string, env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> =>
  startChild(
    script,
    { ...env, PORT: String(port), METRICS_PORT: String(port + 1) },
    `http://127.0.0.1:${port}/api/health/live`,
    { seconds: 30 },
  );

const json = async <T>(url: string, shopper: BenchBrowser, body?: unknown): Promise<T> => {
  const res = await shopper.fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

async function main() {
  if (!BEFORE_MAIN) throw new Error('Set BENCH_BEFORE_MAIN to the compiled main.js of the commit to compare with');
  const loadAtStart = loadAverage();
  const children: ChildProcess[] = [];
  await withBenchDatabase('ser', async (url) => {
    try {
      const env = { ...serverEnv(url, POOL_SIZE), NEW_ORDERS_PER_IP_PER_HOUR: '100000' };
      const port = 4000 + Math.floor(Math.random() * 40);
      const variants = [
        { name: 'before', script: path.resolve(BEFORE_MAIN), port },
        { name: 'after', script: path.join(__dirname, '../src/main.js'), port: port + 50 },
      ];
      for (const v of variants) children.push(await startApi(v.script, env, v.port));
      const api = `http://127.0.0.1:${port + 50}`;

      // 64 shoppers, each with a two-line cart and an unpaid order of it (the owner reads the full view). Each is one
      // browser, whose sp_browser cookie goes with its reads (both processes share the database that binds it).
      const shoppers: { shopper: BenchBrowser; orderId: string }[] = [];
      for (let i = 0; i < CONNECTIONS; i++) {
        const shopper = new BenchBrowser();
        for (const modelId of ['melody-c', 'melody-d']) {
          const { configurationId } = await json<{ configurationId: string }>(`${api}/api/configure-putter`, shopper, {
            modelId,
          });
          await json(`${api}/api/cart/add`, shopper, { configurationId, quantity: 1 });
        }
        const { orderId } = await json<{ orderId: string }>(`${api}/api/orders/init`, shopper, {
          customerDetails: benchCustomerDetails(`bench${i}@example.com`),
        });
        shoppers.push({ shopper, orderId });
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
                  headers: { ...req.headers, ...s.shopper.headers },
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

      console.log(
        `\nresponse serializers: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds (median), ` +
          `${POOL_SIZE} PostgreSQL connections per server`,
      );
      console.log(`load average at start: ${loadAtStart}\n`);
      const labels = { cart: 'GET /api/cart', order: 'GET /api/orders/{id}' } as const;
      printTable(
        [
          ['call', 24],
          ['variant', 10],
          ['req/s', 10],
          ['p50 ms', 10],
          ['p99 ms', 10],
          ['errors', 10],
        ],
        (['cart', 'order'] as const).flatMap((route) =>
          variants.flatMap((v) => {
            const r = results.get(`${v.name} ${route}`);
            return r
              ? [
                  [
                    labels[route],
                    v.name.padEnd(10),
                    median(r.rps).toFixed(0),
                    median(r.p50).toFixed(1),
                    median(r.p99).toFixed(1),
                    String(r.errors),
                  ],
                ]
              : [];
          }),
        ),
      );
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
      console.log(`load average at end: ${loadAverage()}`);
    } finally {
      await stopChildren(children);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
