/**
 * The cart benchmark's baseline: a bare node:http server doing the same storage work as the cart calls in one
 * statement each — one INSERT of a cart line, one SELECT of a cart's lines — through `pg`, with no framework.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 20) });

const server = http.createServer((req, res) => {
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const session = String(req.headers['x-session-id'] ?? '');
  if (req.method === 'POST' && req.url === '/add') {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const { configurationId, quantity } = JSON.parse(raw) as { configurationId: string; quantity: number };
      pool
        .query(
          `INSERT INTO bench_cart_lines (item_id, cart_id, configuration_id, quantity, unit_price_satang, created_at, updated_at)
           VALUES ($1, $2, $3, $4, 1050000, now(), now())`,
          [randomUUID(), session, configurationId, quantity],
        )
        .then(
          () => reply(201, { ok: true }),
          (e: Error) => reply(500, { message: e.message }),
        );
    });
    return;
  }
  if (req.method === 'GET' && req.url === '/cart') {
    pool
      .query(
        `SELECT item_id, configuration_id, quantity, unit_price_satang FROM bench_cart_lines WHERE cart_id = $1 ORDER BY created_at`,
        [session],
      )
      .then(
        (r) => reply(200, { items: r.rows }),
        (e: Error) => reply(500, { message: e.message }),
      );
    return;
  }
  reply(404, {});
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
