/**
 * Cart benchmark: POST /api/cart/add and GET /api/cart on the real API process (event-sourced, inline read model)
 * at 64 concurrent connections, beside a bare HTTP handler doing one INSERT / one SELECT of the same row shape
 * through `pg`, in the same run, on a database it creates and drops.
 *
 *   npm run bench:cart        (BENCH_SECONDS=10 per run; DATABASE_URL = the server, REDIS_URL = Redis)
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import {
  activeReadModelTable,
  BenchBrowser,
  type LoadRow,
  loadAverage,
  loadRow,
  printTable,
  serverEnv,
  sessionId,
  startChild,
  stopChildren,
  withBenchDatabase,
} from './bench-support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
/** Both servers get the same number of PostgreSQL connections. */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 20);

const run = (name: string, options: autocannon.Options): Promise<LoadRow> =>
  loadRow(name, { connections: CONNECTIONS, duration: SECONDS, ...options });

async function main() {
  const loadAtStart = loadAverage();
  const children: ChildProcess[] = [];
  await withBenchDatabase('cart', async (url) => {
    try {
      const pg = new Client({ connectionString: url });
      await pg.connect();
      await pg.query(
        `CREATE TABLE bench_cart_lines (LIKE ${await activeReadModelTable(pg, 'cart-lines', 'rm_cart_lines')} INCLUDING ALL)`,
      );
      await pg.end();

      const apiPort = 3900 + Math.floor(Math.random() * 50);
      const basePort = apiPort + 50;
      const api = `http://127.0.0.1:${apiPort}`;
      const base = `http://127.0.0.1:${basePort}`;
      // The baseline's readiness probe reads a cart, so it needs a well-formed session id (the API's needs none).
      const ready = { headers: { 'x-session-id': 'sess_benchwarm' } };
      children.push(
        await startChild(
          path.join(__dirname, '../src/main.js'),
          { ...serverEnv(url, POOL_SIZE), PORT: String(apiPort) },
          `${api}/api/health/live`,
        ),
      );
      children.push(
        await startChild(
          path.join(__dirname, 'cart-baseline-server.js'),
          { DATABASE_URL: url, PORT: String(basePort), POOL_SIZE: String(POOL_SIZE) },
          `${base}/cart`,
          ready,
        ),
      );

      const configure = await fetch(`${api}/api/configure-putter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-id': sessionId() },
        body: JSON.stringify({ modelId: 'melody-c', gripId: 'grip-forest-tour' }),
      });
      const { configurationId } = (await configure.json()) as { configurationId: string };
      const body = JSON.stringify({ configurationId, quantity: 1 });

      // Each add is a new shopper's first line: many carts, as in a real shop (one cart's adds are serialised). It is
      // also that browser's first request, so the API binds the id (and sets an sp_browser cookie nobody needs again).
      const addOpts = (url: string): autocannon.Options => ({
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-session-id': sessionId() } }) }],
      });
      // Reads: 64 carts of two lines each, spread over the connections. Each reader is one browser: its id and the
      // sp_browser cookie the API bound it to, sent with every request (to the baseline too, the same bytes).
      const readers = await Promise.all(Array.from({ length: CONNECTIONS }, () => new BenchBrowser().bind(api)));
      const ok = async (res: Response, what: string) => {
        if (res.status >= 300) throw new Error(`${what}: ${res.status} ${await res.text()}`);
        return res;
      };
      for (const reader of readers) {
        for (const target of [`${api}/api/cart/add`, `${base}/add`]) {
          for (let i = 0; i < 2; i++) {
            const cfg =
              i === 0
                ? configurationId
                : await reader
                    .fetch(`${api}/api/configure-putter`, {
                      method: 'POST',
                      headers: { 'content-type': 'application/json' },
                      body: JSON.stringify({ modelId: 'melody-d' }),
                    })
                    .then((r) => ok(r, 'configure'))
                    .then((r) => r.json())
                    .then((j: { configurationId: string }) => j.configurationId);
            await reader
              .fetch(target, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ configurationId: cfg, quantity: 1 }),
              })
              .then((r) => ok(r, `add to ${target}`));
          }
        }
      }
      let next = 0;
      const readOpts = (url: string): autocannon.Options => ({
        url,
        method: 'GET',
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, ...readers[next++ % readers.length].headers },
            }),
          },
        ],
      });

      // Warm both servers (JIT, pools) before measuring.
      await autocannon({ ...addOpts(`${api}/api/cart/add`), connections: 16, duration: 2 });
      await autocannon({ ...addOpts(`${base}/add`), connections: 16, duration: 2 });

      const rows: LoadRow[] = [];
      rows.push(await run('baseline INSERT (bare http + pg)', addOpts(`${base}/add`)));
      rows.push(await run('POST /api/cart/add', addOpts(`${api}/api/cart/add`)));
      rows.push(await run('baseline SELECT (bare http + pg)', readOpts(`${base}/cart`)));
      rows.push(await run('GET /api/cart', readOpts(`${api}/api/cart`)));

      console.log(
        `\ncart benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, ${POOL_SIZE} PostgreSQL connections per server`,
      );
      console.log(`load average at start: ${loadAtStart}\n`);
      printTable(
        [
          ['run', 36],
          ['req/s', 10],
          ['p50 ms', 10],
          ['p99 ms', 10],
          ['errors', 10],
        ],
        rows.map((r) => [r.name, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.errors)]),
      );
      console.log('');
      console.log(
        `cart add / baseline INSERT throughput: ${(rows[1].rps / rows[0].rps).toFixed(2)}x (target >= 0.40), add p99 ${rows[1].p99} ms (target < 50)`,
      );
      console.log(`cart read / baseline SELECT throughput: ${(rows[3].rps / rows[2].rps).toFixed(2)}x`);
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
