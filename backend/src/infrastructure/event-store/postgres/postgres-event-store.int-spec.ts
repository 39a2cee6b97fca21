import { Client, Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { eventStoreContract } from '../event-store.contract';
import { CachingEventStore } from '../caching-event-store';
import { LOG_START, WrongExpectedVersionError } from '../event-store.port';
import { PostgresEventStore } from './postgres-event-store';
import { systemMetadata } from '../../../../test/support/event-metadata';

const meta = systemMetadata();
const numbered = (n: number) => ({ event: { type: 'Numbered', data: { n } }, metadata: meta });

let db: TestDatabase;
const extraPools: Pool[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(extraPools.map((p) => p.end().catch(() => undefined)));
  await db.drop();
});

eventStoreContract('PostgreSQL', async () => {
  const store = new PostgresEventStore(db.pool, { listenConnectionString: db.url });
  return {
    store,
    openAnother: async () => {
      const pool = new Pool({ connectionString: db.url, max: 2 });
      extraPools.push(pool);
      return new PostgresEventStore(pool, { listenConnectionString: db.url });
    },
    openWithInline: async (projection) => new PostgresEventStore(db.pool, { inline: [projection] }),
    dispose: () => store.close(),
  };
});

describe('PostgresEventStore specifics', () => {
  let store: PostgresEventStore;

  beforeAll(() => {
    store = new PostgresEventStore(db.pool);
  });

  afterAll(async () => {
    await store.close();
  });

  it('rolls the append back when an inline projection throws, so inline read models and the log never disagree', async () => {
    const failing = new PostgresEventStore(db.pool, {
      inline: [
        {
          name: 'failing',
          handles: ['CartItemAdded'],
          apply: async () => {
            throw new Error('projection failed');
          },
        },
      ],
    });
    const id = 'cart-inline-throws';
    await expect(
      failing.appendToStream(id, [{ event: { type: 'CartItemAdded', data: {} }, metadata: meta }], {
        expectedVersion: 0,
      }),
    ).rejects.toThrow('projection failed');
    await expect(store.readStream(id)).resolves.toEqual({ events: [], version: 0 });
    // Control: an event no inline projection takes is appended by the same store.
    await failing.appendToStream(id, [{ event: { type: 'CartViewed', data: {} }, metadata: meta }], {
      expectedVersion: 0,
    });
    await expect(store.readStream(id)).resolves.toMatchObject({ version: 1 });
  });

  it('writes an inline projection in the same transaction as the events', async () => {
    await db.pool.query('CREATE TABLE rm_contract_probe (stream_id text PRIMARY KEY, seen_tx xid8)');
    const probing = new PostgresEventStore(db.pool, {
      inline: [
        {
          name: 'probe',
          handles: ['CartItemAdded'],
          apply: async (tx, recorded) => {
            await tx.query('INSERT INTO rm_contract_probe VALUES ($1, pg_current_xact_id())', [recorded.streamId]);
          },
        },
      ],
    });
    const result = await probing.appendToStream(
      'cart-inline-tx',
      [{ event: { type: 'CartItemAdded', data: {} }, metadata: meta }],
      { expectedVersion: 0 },
    );
    const { rows } = await db.pool.query<{ seen_tx: string }>('SELECT seen_tx::text FROM rm_contract_probe');
    expect(rows).toEqual([{ seen_tx: result.lastPosition.transactionId }]);
  });

  it('is not held back by a transaction open in another database of the same server', async () => {
    // Transaction ids and snapshots span the whole server, but a backend only ever writes to its own database.
    const neighbour = await createTestDatabase({ migrate: false });
    const foreign = new Client({ connectionString: neighbour.url });
    await foreign.connect();
    try {
      await foreign.query('BEGIN');
      await foreign.query('SELECT pg_current_xact_id()');
      const last = (await store.readAll(LOG_START, 10_000)).at(-1);
      const cursor = last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : LOG_START;
      await store.appendToStream(
        'order-beside-foreign-tx',
        [{ event: { type: 'OrderPlaced', data: {} }, metadata: meta }],
        {
          expectedVersion: 0,
        },
      );
      expect((await store.readAll(cursor, 100)).map((e) => e.streamId)).toEqual(['order-beside-foreign-tx']);
      await expect(store.heldBackCount()).resolves.toBe(0);
    } finally {
      await foreign.query('ROLLBACK').catch(() => undefined);
      await foreign.end();
      await neighbour.drop();
    }
  });

  it('holds back committed events behind an open transaction and counts them as the stall', async () => {
    const from = (await store.readAll(LOG_START, 10_000)).at(-1);
    const cursor = from ? { transactionId: from.transactionId, globalPosition: from.globalPosition } : LOG_START;
    const blocker = await db.pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query(
        `SELECT * FROM append_to_stream('order-held-open', 0, ARRAY[gen_random_uuid()], ARRAY['OrderPlaced'],
                                         ARRAY['{}'::jsonb], ARRAY['{}'::jsonb])`,
      );
      await store.appendToStream(
        'order-committed-later',
        [{ event: { type: 'OrderPlaced', data: {} }, metadata: meta }],
        {
          expectedVersion: 0,
        },
      );
      await expect(store.readAll(cursor, 100)).resolves.toEqual([]);
      await expect(store.heldBackCount()).resolves.toBe(1);
      await blocker.query('COMMIT');
    } finally {
      blocker.release();
    }
    const after = await store.readAll(cursor, 100);
    expect(after.map((e) => e.streamId)).toEqual(['order-held-open', 'order-committed-later']);
    await expect(store.heldBackCount()).resolves.toBe(0);
  });
});

eventStoreContract('CachingEventStore over PostgreSQL', async () => {
  const store = new CachingEventStore(new PostgresEventStore(db.pool, { listenConnectionString: db.url }));
  return {
    store,
    openAnother: async () => {
      const pool = new Pool({ connectionString: db.url, max: 2 });
      extraPools.push(pool);
      return new CachingEventStore(new PostgresEventStore(pool, { listenConnectionString: db.url }));
    },
    openWithInline: async (projection) =>
      new CachingEventStore(new PostgresEventStore(db.pool, { inline: [projection] })),
    dispose: () => store.close(),
  };
});

describe('CachingEventStore: what it remembers', () => {
  let log: PostgresEventStore;
  let store: CachingEventStore;

  beforeEach(() => {
    log = new PostgresEventStore(db.pool);
    store = new CachingEventStore(log);
  });

  afterEach(async () => {
    await store.close();
  });

  it('remembers what it read and appended, and forgets a stream whose append was refused for its version', async () => {
    expect(store.remembered('remember-1')).toBeNull();
    await store.readStream('remember-1');
    expect(store.remembered('remember-1')).toMatchObject({ events: [], version: 0 });
    await store.appendToStream('remember-1', [numbered(1), numbered(2)], { expectedVersion: 0 });
    expect(store.remembered('remember-1')?.events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);

    await log.appendToStream('remember-1', [numbered(3)], { expectedVersion: 2 });
    expect(store.remembered('remember-1')?.version).toBe(2);
    await expect(store.appendToStream('remember-1', [numbered(4)], { expectedVersion: 2 })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    expect(store.remembered('remember-1')).toBeNull();
    expect((await store.readStream('remember-1')).version).toBe(3);
    expect(store.remembered('remember-1')?.version).toBe(3);
  });

  it('answers an expected-new stream empty until it learns otherwise', async () => {
    store.expectNew('remember-new');
    expect(store.remembered('remember-new')).toMatchObject({ events: [], version: 0 });
    await store.appendToStream('remember-new', [numbered(1)], { expectedVersion: 0 });
    store.expectNew('remember-new');
    expect(store.remembered('remember-new')?.version).toBe(1);
  });

  it('keeps up with the log it reads, event by event in stream order', async () => {
    await log.appendToStream('remember-log', [numbered(1)], { expectedVersion: 0 });
    await log.appendToStream('remember-log', [numbered(2)], { expectedVersion: 1 });
    expect(store.remembered('remember-log')).toBeNull();
    await store.readAll(LOG_START, 1000);
    expect(store.remembered('remember-log')?.events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
