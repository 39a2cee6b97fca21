/**
 * The checkout benchmark's baseline: a bare node:http server doing the same five steps' rows through `pg`, with no
 * framework, event log or validation beyond SQL's (bench/README.md, "Checkout under load").
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { Pool, type PoolClient } from 'pg';
import { catalogModels } from '../src/catalog/catalog-data';

/** The baseline's tables; its cart lines are shaped like the shop's, `cartLinesTable` (the active build's table). */
/**
 * The baseline's own price list, from the catalog's seed: where the shop keeps its catalog (a table, or the log
 * since the back office) is the shop's business, and the bare server must read prices the same way on every build.
 */
const modelPrices = catalogModels
  .map((model) => `('${model.id.replace(/'/g, "''")}', ${Math.round(model.basePrice * 100)})`)
  .join(', ');

export const checkoutBaselineTables = (cartLinesTable: string) => `
  CREATE TABLE bench_models (id text PRIMARY KEY, base_price_satang bigint NOT NULL);
  INSERT INTO bench_models (id, base_price_satang) VALUES ${modelPrices};
  CREATE TABLE bench_configurations (
    id uuid PRIMARY KEY, session_id text NOT NULL, model_id text NOT NULL, price_satang bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE bench_cart_lines (LIKE ${cartLinesTable} INCLUDING ALL);
  CREATE TABLE bench_orders (
    id uuid PRIMARY KEY, cart_id text NOT NULL, total_satang bigint NOT NULL, details jsonb NOT NULL,
    paid_at timestamptz, created_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE bench_intents (
    id text PRIMARY KEY, client_secret text NOT NULL UNIQUE, order_id uuid NOT NULL UNIQUE, amount_satang bigint NOT NULL,
    status text NOT NULL);`;

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 20) });

const inTransaction = async <T>(work: (client: PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
};

type Body = Record<string, unknown>;
const steps: Record<string, (session: string, body: Body, id?: string) => Promise<[number, unknown]>> = {
  'POST /configure': async (session, body) => {
    const id = randomUUID();
    const { rowCount } = await pool.query(
      `INSERT INTO bench_configurations (id, session_id, model_id, price_satang)
       SELECT $1, $2, id, base_price_satang FROM bench_models WHERE id = $3`,
      [id, session, body.modelId],
    );
    return rowCount ? [201, { configurationId: id }] : [404, { message: 'unknown model' }];
  },
  'POST /add': async (session, body) => {
    const { rowCount } = await pool.query(
      `INSERT INTO bench_cart_lines (item_id, cart_id, configuration_id, quantity, unit_price_satang, created_at, updated_at)
       SELECT $1, $2, id, $3, price_satang, now(), now() FROM bench_configurations WHERE id = $4`,
      [randomUUID(), session, body.quantity, body.configurationId],
    );
    return rowCount ? [201, { ok: true }] : [404, { message: 'unknown configuration' }];
  },
  'POST /init': (session, body) =>
    inTransaction(async (client) => {
      const { rows } = await client.query<{ total: string | null }>(
        `SELECT sum(quantity * unit_price_satang) AS total FROM bench_cart_lines WHERE cart_id = $1`,
        [session],
      );
      if (!rows[0].total) return [422, { message: 'empty cart' }];
      const orderId = randomUUID();
      const intentId = `pi_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${intentId}_secret_${randomBytes(12).toString('hex')}`;
      await client.query(`INSERT INTO bench_orders (id, cart_id, total_satang, details) VALUES ($1, $2, $3, $4)`, [
        orderId,
        session,
        rows[0].total,
        JSON.stringify(body.customerDetails),
      ]);
      await client.query(
        `INSERT INTO bench_intents (id, client_secret, order_id, amount_satang, status) VALUES ($1, $2, $3, $4, 'requires_payment_method')`,
        [intentId, clientSecret, orderId, rows[0].total],
      );
      return [200, { orderId, clientSecret }];
    }),
  'POST /confirm': (session, body) =>
    inTransaction(async (client) => {
      const { rows } = await client.query<{ id: string; order_id: string }>(
        `UPDATE bench_intents SET status = 'succeeded' WHERE client_secret = $1 AND status <> 'succeeded'
         RETURNING id, order_id`,
        [body.clientSecret],
      );
      if (!rows[0]) return [409, { message: 'already paid' }];
      await client.query(`UPDATE bench_orders SET paid_at = now() WHERE id = $1 AND paid_at IS NULL`, [
        rows[0].order_id,
      ]);
      await client.query(`DELETE FROM bench_cart_lines WHERE cart_id = $1`, [session]);
      return [200, { paymentIntentId: rows[0].id, status: 'succeeded' }];
    }),
  'PATCH /payment': async (_session, body, id) => {
    const { rows } = await pool.query(
      `SELECT o.id, o.paid_at, i.status FROM bench_orders o JOIN bench_intents i ON i.order_id = o.id
       WHERE o.id = $1 AND i.id = $2`,
      [id, body.paymentId],
    );
    return rows[0] ? [200, rows[0]] : [404, { message: 'unknown payment' }];
  },
};

const server = http.createServer((req, res) => {
  const reply = ([status, body]: [number, unknown]) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const [, route, id] = /^(\/[a-z]+)(?:\/([^/]+))?$/.exec(req.url ?? '') ?? [];
  const step = steps[`${req.method} ${route}`];
  if (!step) return reply([404, {}]);
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    step(String(req.headers['x-session-id'] ?? ''), (raw ? JSON.parse(raw) : {}) as Body, id).then(reply, (e: Error) =>
      reply([500, { message: e.message }]),
    );
  });
});

if (require.main === module) {
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close();
    void pool.end().then(() => process.exit(0));
  });
}
