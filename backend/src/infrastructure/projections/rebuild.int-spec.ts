import type { ClientBase, Pool } from 'pg';
import { compareLogPositions, type EventMetadata, type LogPosition } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import type { Projection } from './projection';
import { ProjectionConsumer } from './projection-consumer';
import { ensureProjectionSchemas, projectionsToBuild } from './projection-schema';
import { buildAndSwitch, rebuildProjections } from './rebuild';
import { checkpointSql, SubscriptionRunner } from './subscription-runner';
import { SystemClock } from '../clock/clock';
import type { AppConfig } from '../config/app-config';
import { LogConsumersService } from './log-consumers.service';

type Line = { sku: string; quantity: number; unitSatang: number };

/**
 * A cart read model in two tables. Every write is an upsert of absolute values or a recomputation from the lines,
 * so applying an event twice leaves the same rows, which a rebuild relies on.
 */
const cartLines: Projection = {
  name: 'test-cart-lines',
  version: 1,
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
    expect(reports).toEqual([expect.objectContaining({ projection: cartLines.name, version: 1, fromVersion: 1 })]);
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

const append = async (store: PostgresEventStore, cart: string, steps: [string, Partial<Line>][]) => {
  let version = 0;
  for (const [type, data] of steps) {
    version = (
      await store.appendToStream(cart, [{ event: { type, data }, metadata: meta }], { expectedVersion: version })
    ).nextExpectedVersion;
  }
};

const versionsOf = async (pool: Pool) =>
  (
    await pool.query(
      `SELECT b.projection, b.version, b.reason, b.switched_at IS NOT NULL AS switched, b.dropped_at IS NOT NULL AS dropped
       FROM projection_builds b WHERE projection = $1 ORDER BY id`,
      [cartLines.name],
    )
  ).rows;

describe('versioned read models', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const v2: Projection = { ...cartLines, version: 2 };

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool);
  });

  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('adopts tables from before versions as version 1, keeps them serving, then builds version 2 and switches', async () => {
    // A database as the release before versions left it: the tables in public, with a row no event explains.
    await db.pool.query(cartLines.schema);
    await append(store, 'cart-sess_a', [['CartItemAdded', { sku: 'blade', quantity: 2, unitSatang: 1_250_000 }]]);
    await db.pool.query(`INSERT INTO rm_test_cart_totals VALUES ('cart-legacy', 1, 1, 1)`);

    await ensureProjectionSchemas(db.pool, [cartLines]);
    expect(await versionsOf(db.pool)).toEqual([
      { projection: cartLines.name, version: 1, reason: 'adopted', switched: true, dropped: false },
    ]);
    const { rows: kinds } = await db.pool.query(
      `SELECT relname, relkind FROM pg_class WHERE relname = ANY($1) AND relnamespace = 'public'::regnamespace ORDER BY 1`,
      [cartLines.tables],
    );
    expect(kinds).toEqual(cartLines.tables.map((relname) => ({ relname, relkind: 'v' })));
    const stray = `SELECT cart_id FROM rm_test_cart_totals WHERE cart_id = 'cart-legacy'`;
    expect((await db.pool.query(stray)).rows).toHaveLength(1);

    // The next release declares version 2: starting does not touch what serves; the build does.
    await ensureProjectionSchemas(db.pool, [v2]);
    expect((await projectionsToBuild(db.pool, [v2])).map((p) => p.version)).toEqual([2]);
    expect((await db.pool.query(stray)).rows).toHaveLength(1);
    const report = await buildAndSwitch(db.pool, store, v2, { reason: 'version' });
    expect(report).toMatchObject({ version: 2, fromVersion: 1, events: 1, tailEvents: 0 });
    expect((await db.pool.query(stray)).rows).toEqual([]);
    expect((await db.pool.query('SELECT cart_id, items FROM rm_test_cart_totals')).rows).toEqual([
      { cart_id: 'cart-sess_a', items: 2 },
    ]);
    expect(await projectionsToBuild(db.pool, [v2])).toEqual([]);
    expect(await versionsOf(db.pool)).toEqual([
      { projection: cartLines.name, version: 1, reason: 'adopted', switched: true, dropped: true },
      { projection: cartLines.name, version: 2, reason: 'version', switched: true, dropped: false },
    ]);
    // A process of the old release starting now leaves version 2 serving.
    await ensureProjectionSchemas(db.pool, [cartLines]);
    expect((await db.pool.query('SELECT version FROM projection_versions')).rows).toEqual([{ version: 2 }]);
  });

  it('the worker, started with a version the database has not built, builds it and switches once', async () => {
    await append(store, 'cart-sess_b', [['CartItemAdded', { sku: 'grip', quantity: 3, unitSatang: 89_000 }]]);
    const v3: Projection = { ...cartLines, version: 3 };
    const worker = new LogConsumersService(store, { DATABASE_URL: db.url } as AppConfig, new SystemClock(), db.pool, [
      v3,
    ]);
    await worker.onApplicationBootstrap();
    try {
      for (let i = 0; (await projectionsToBuild(db.pool, [v3])).length > 0; i++) {
        if (i > 600) throw new Error('the worker did not switch to version 3 in 60 s');
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await worker.onApplicationShutdown();
    }
    const builds = await versionsOf(db.pool);
    expect(builds.filter((b) => b.version === 3)).toEqual([
      { projection: cartLines.name, version: 3, reason: 'version', switched: true, dropped: false },
    ]);
    expect((await db.pool.query('SELECT cart_id, items FROM rm_test_cart_totals ORDER BY 1')).rows).toEqual([
      { cart_id: 'cart-sess_a', items: 2 },
      { cart_id: 'cart-sess_b', items: 3 },
    ]);
  });

  it('gives way to a transaction reading the read model, which keeps reading, and switches once it ends', async () => {
    const holder = await db.pool.connect();
    let deferred = 0;
    try {
      await holder.query('BEGIN');
      const first = (await holder.query('SELECT * FROM rm_test_cart_totals ORDER BY cart_id')).rows;
      let gaveWay: () => void = () => undefined;
      const gaveWayOnce = new Promise<void>((resolve) => (gaveWay = resolve));
      const rebuilding = rebuildProjections(db.pool, store, [{ ...v2, version: 3 }], {
        switchLockTimeoutMs: 50,
        onSwitchDeferred: () => {
          deferred++;
          gaveWay();
        },
      });
      await gaveWayOnce;
      expect((await holder.query('SELECT * FROM rm_test_cart_totals ORDER BY cart_id')).rows).toEqual(first);
      await holder.query('COMMIT');
      const [report] = await rebuilding;
      expect(report.switchAttempts).toBe(deferred + 1);
      expect((await db.pool.query('SELECT * FROM rm_test_cart_totals ORDER BY cart_id')).rows).toEqual(first);
    } finally {
      holder.release();
    }
    expect(deferred).toBeGreaterThan(0);
  });

  it('adds a column the DDL gained at the same version to the active tables and their view', async () => {
    const { rows: active } = await db.pool.query<{ version: number }>('SELECT version FROM projection_versions');
    const widened: Projection = {
      ...cartLines,
      version: active[0].version,
      schema: `${cartLines.schema}; ALTER TABLE rm_test_cart_totals ADD COLUMN IF NOT EXISTS note text`,
    };
    await ensureProjectionSchemas(db.pool, [widened]);
    await db.pool.query(`UPDATE rm_test_cart_totals SET note = 'widened' WHERE cart_id = 'cart-sess_a'`);
    expect((await db.pool.query(`SELECT note FROM rm_test_cart_totals WHERE cart_id = 'cart-sess_a'`)).rows).toEqual([
      { note: 'widened' },
    ]);
  });

  it('starts a version that adds a table beside the older build: made there too, then built and switched', async () => {
    const { rows: active } = await db.pool.query<{ version: number }>('SELECT version FROM projection_versions');
    const withSkus: Projection = {
      ...cartLines,
      version: active[0].version + 1,
      tables: [...cartLines.tables, 'rm_test_cart_skus'],
      schema: `${cartLines.schema}
        CREATE TABLE IF NOT EXISTS rm_test_cart_skus (sku text PRIMARY KEY, carts int NOT NULL);`,
    };
    // DDL that does not fit the older tables (an index on a column they lack) leaves them as they were.
    const misfit: Projection = {
      ...withSkus,
      schema: `${withSkus.schema} CREATE INDEX IF NOT EXISTS rm_test_cart_totals_note ON rm_test_cart_totals (note2);`,
    };
    await ensureProjectionSchemas(db.pool, [misfit]);
    const skus = `SELECT count(*)::int AS n FROM rm_test_cart_skus`;
    await expect(db.pool.query(skus)).rejects.toThrow(/does not exist/);

    await ensureProjectionSchemas(db.pool, [withSkus]);
    // The new code's writes and reads find the table in the build still serving...
    await db.pool.query(`INSERT INTO rm_test_cart_skus VALUES ('blade', 1)`);
    expect((await db.pool.query(skus)).rows).toEqual([{ n: 1 }]);
    expect((await db.pool.query('SELECT version FROM projection_versions')).rows).toEqual([
      { version: active[0].version },
    ]);
    // ...and the build replayed from the log replaces it at the switch.
    const report = await buildAndSwitch(db.pool, store, withSkus, { reason: 'version' });
    expect(report).toMatchObject({ version: withSkus.version, fromVersion: active[0].version });
    expect((await db.pool.query(skus)).rows).toEqual([{ n: 0 }]);
  });
});
