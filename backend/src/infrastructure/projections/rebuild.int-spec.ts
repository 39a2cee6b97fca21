import type { ClientBase, Pool } from 'pg';
import { compareLogPositions, type EventMetadata, type LogPosition } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import type { Projection } from './projection';
import { ProjectionConsumer } from './projection-consumer';
import { ensureProjectionSchemas } from './projection-schema';
import { rebuildProjections } from './rebuild';
import { checkpointSql, SubscriptionRunner } from './subscription-runner';

type Line = { sku: string; quantity: number; unitSatang: number };

/**
 * A cart read model in two tables. Every write is an upsert of absolute values or a recomputation from the lines,
 * so applying an event twice leaves the same rows, which a rebuild relies on.
 */
const cartLines: Projection = {
  name: 'test-cart-lines',
  mode: 'async',
  tables: ['rm_test_cart_lines', 'rm_test_cart_totals'],
  schema: `
    CREATE TABLE IF NOT EXISTS rm_test_cart_lines (
      cart_id text NOT NULL, sku text NOT NULL, quantity int NOT NULL, unit_satang bigint NOT NULL,
      PRIMARY KEY (cart_id, sku));
    CREATE TABLE IF NOT EXISTS rm_test_cart_totals (
      cart_id text PRIMARY KEY, items int NOT NULL, total_satang bigint NOT NULL, version int NOT NULL);`,
  handles: ['CartItemAdded', 'CartItemQuantityChanged', 'CartItemRemoved', 'CartCleared'],
  async apply(tx: ClientBase, event) {
    const cartId = event.streamId;
    const data = event.data as Partial<Line>;
    switch (event.type) {
      case 'CartItemAdded':
      case 'CartItemQuantityChanged':
        await tx.query(
          `INSERT INTO rm_test_cart_lines VALUES ($1, $2, $3, $4)
           ON CONFLICT (cart_id, sku) DO UPDATE SET quantity = EXCLUDED.quantity, unit_satang = EXCLUDED.unit_satang`,
          [cartId, data.sku, data.quantity, data.unitSatang],
        );
        break;
      case 'CartItemRemoved':
        await tx.query('DELETE FROM rm_test_cart_lines WHERE cart_id = $1 AND sku = $2', [cartId, data.sku]);
        break;
      case 'CartCleared':
        await tx.query('DELETE FROM rm_test_cart_lines WHERE cart_id = $1', [cartId]);
        break;
    }
    await tx.query(
      `INSERT INTO rm_test_cart_totals (cart_id, items, total_satang, version)
       SELECT $1, COALESCE(sum(quantity), 0), COALESCE(sum(quantity * unit_satang), 0), $2
       FROM rm_test_cart_lines WHERE cart_id = $1
       ON CONFLICT (cart_id) DO UPDATE SET items = EXCLUDED.items, total_satang = EXCLUDED.total_satang,
         version = EXCLUDED.version`,
      [cartId, event.streamPosition],
    );
  },
};

const meta: EventMetadata = {
  correlationId: 'rebuild-test',
  causationId: null,
  actor: { kind: 'session', id: 'sess_rebuild' },
  channel: 'web',
  at: '2026-03-04T05:06:07.000Z',
};

const snapshot = async (pool: Pool) => ({
  lines: (await pool.query('SELECT * FROM rm_test_cart_lines ORDER BY cart_id, sku')).rows,
  totals: (await pool.query('SELECT * FROM rm_test_cart_totals ORDER BY cart_id')).rows,
});

const checkpointOf = async (pool: Pool): Promise<LogPosition | null> => {
  const { rows } = await pool.query(checkpointSql.read, [`projection:${cartLines.name}`]);
  return rows[0] ? { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position } : null;
};

describe('rebuildProjections', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
    await ensureProjectionSchemas(db.pool, [cartLines]);
  });

  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('gives the same rows as the live subscription, and the same again when replayed twice', async () => {
    const runner = new SubscriptionRunner(store, { connectionString: db.url }, new ProjectionConsumer(cartLines), {
      batchSize: 7,
      pollIntervalMs: 20,
    });
    runner.start();
    let last: LogPosition | null = null;
    try {
      // Carts written concurrently, with every event type, plus an event the projection does not handle.
      await Promise.all(
        Array.from({ length: 12 }, async (_, c) => {
          const cart = `cart-sess_${c.toString().padStart(4, '0')}`;
          const steps: [string, Partial<Line>][] = [
            ['CartItemAdded', { sku: 'blade', quantity: 1, unitSatang: 1_250_000 }],
            ['CartItemAdded', { sku: 'grip', quantity: 2, unitSatang: 89_000 }],
            ['CartItemQuantityChanged', { sku: 'grip', quantity: 3 + c, unitSatang: 89_000 }],
            ['SessionNoted', {}],
          ];
          if (c % 3 === 0) steps.push(['CartItemRemoved', { sku: 'blade' }]);
          if (c % 4 === 0) steps.push(['CartCleared', {}]);
          if (c % 5 === 0) steps.push(['CartItemAdded', { sku: 'headcover', quantity: 1, unitSatang: 45_000 }]);
          let version = 0;
          for (const [type, data] of steps) {
            const result = await store.appendToStream(cart, [{ event: { type, data }, metadata: meta }], {
              expectedVersion: version,
            });
            version = result.nextExpectedVersion;
            if (!last || compareLogPositions(result.lastPosition, last) > 0) last = result.lastPosition;
          }
        }),
      );
      const target = last as unknown as LogPosition;
      const deadline = Date.now() + 10_000;
      while (compareLogPositions(runner.checkpoint, target) < 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(compareLogPositions(runner.checkpoint, target)).toBe(0);
    } finally {
      await runner.stop();
    }

    const live = await snapshot(db.pool);
    expect(live.totals).toHaveLength(12);
    expect(live.lines.length).toBeGreaterThan(12);
    expect(await checkpointOf(db.pool)).toEqual(last);

    const reports = await rebuildProjections(db.pool, store, [cartLines], 10);
    expect(reports).toEqual([{ projection: cartLines.name, events: expect.any(Number) }]);
    expect(reports[0].events).toBe(12 * 3 + 4 + 3 + 3);
    expect(await snapshot(db.pool)).toEqual(live);
    expect(await checkpointOf(db.pool)).toEqual(last);

    await rebuildProjections(db.pool, store, [cartLines], 1000);
    expect(await snapshot(db.pool)).toEqual(live);
  });

  it('drops rows that did not come from the log', async () => {
    await db.pool.query(`INSERT INTO rm_test_cart_totals VALUES ('cart-stray', 9, 9, 9)`);
    await rebuildProjections(db.pool, store, [cartLines]);
    const { rows } = await db.pool.query(`SELECT * FROM rm_test_cart_totals WHERE cart_id = 'cart-stray'`);
    expect(rows).toEqual([]);
  });
});
