import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client, type Pool } from 'pg';
import { type LogSource, SharedLogReads } from '../../projections/shared-log-reads';
import { SubscriptionRunner, type LogConsumer } from '../../projections/subscription-runner';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import type { LogPosition, RecordedEvent } from '../event-store.port';
import { PostgresEventStore } from './postgres-event-store';

/**
 * The same reader without the snapshot guard: it advances past an open transaction's xid, so that transaction's
 * events, once committed, land behind the cursor. Kept here as the proof that the guard is what prevents skips.
 */
class UnguardedEventStore extends PostgresEventStore {
  constructor(private readonly db: Pool) {
    super(db);
  }

  override async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query(
      `SELECT global_position::text, transaction_id::text, stream_id, stream_position, event_id, type, data, metadata,
              created_at
       FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
       ORDER BY transaction_id, global_position LIMIT $3`,
      [after.transactionId, after.globalPosition, limit],
    );
    return rows.map((r) => ({
      type: r.type,
      data: r.data,
      metadata: r.metadata,
      eventId: r.event_id,
      streamId: r.stream_id,
      streamPosition: Number(r.stream_position),
      globalPosition: r.global_position,
      transactionId: r.transaction_id,
      createdAt: r.created_at.toISOString(),
    }));
  }
}

/** Collects what a subscription delivers, checkpointing in the runner's connection like a projection would. */
class Collector implements LogConsumer {
  readonly seen: RecordedEvent[] = [];
  batches = 0;
  constructor(
    readonly name: string,
    readonly checkpointEveryMs?: number,
  ) {}

  async handleBatch(events: RecordedEvent[], _client: Client, saveCheckpoint: (at: LogPosition) => Promise<void>) {
    this.seen.push(...events);
    this.batches++;
    const last = events[events.length - 1];
    await saveCheckpoint({ transactionId: last.transactionId, globalPosition: last.globalPosition });
  }
}

/** A small seeded generator: the load varies by seed, and a failing seed can be replayed. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const APPEND = `SELECT * FROM append_to_stream($1, -1, $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])`;

interface LoadResult {
  committed: Map<string, string>; // event id → stream id
  rolledBack: Set<string>;
  transactions: { committed: number; rolledBack: number; conflicted: number };
}

/**
 * Writers on their own connections, each transaction: BEGIN → (sleep) → append 1–3 events to a random stream →
 * sleep → COMMIT, or ROLLBACK for about one in eight. Sleeps inside the transaction make commits land out of
 * xid order all the time.
 */
async function runLoad(url: string, opts: { writers: number; txPerWriter: number; streams: string[]; seed: number }) {
  const random = prng(opts.seed);
  const result: LoadResult = {
    committed: new Map(),
    rolledBack: new Set(),
    transactions: { committed: 0, rolledBack: 0, conflicted: 0 },
  };
  const writer = async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      for (let i = 0; i < opts.txPerWriter; i++) {
        const stream = opts.streams[Math.floor(random() * opts.streams.length)];
        const ids = Array.from({ length: 1 + Math.floor(random() * 3) }, () => randomUUID());
        const before = random() * 0.01;
        const inside = random() * 0.03;
        const rollback = random() < 0.125;
        await client.query('BEGIN');
        try {
          await client.query('SELECT pg_sleep($1)', [before]);
          await client.query(APPEND, [
            stream,
            ids,
            ids.map(() => 'LoadEventRecorded'),
            ids.map((id) => JSON.stringify({ id })),
            ids.map(() => '{}'),
          ]);
          await client.query('SELECT pg_sleep($1)', [inside]);
          if (rollback) {
            await client.query('ROLLBACK');
            ids.forEach((id) => result.rolledBack.add(id));
            result.transactions.rolledBack++;
          } else {
            await client.query('COMMIT');
            ids.forEach((id) => result.committed.set(id, stream));
            result.transactions.committed++;
          }
        } catch (error) {
          // Two writers on one stream at ANY version race for the same stream position: the loser rolls back.
          await client.query('ROLLBACK');
          if ((error as { code?: string }).code !== '23505') throw error;
          ids.forEach((id) => result.rolledBack.add(id));
          result.transactions.conflicted++;
        }
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: opts.writers }, writer));
  return result;
}

const waitUntil = async (check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(20);
  }
  return check();
};

describe('ordered subscription over the PostgreSQL log', () => {
  let db: TestDatabase;
  const runners: SubscriptionRunner[] = [];

  const subscribe = (store: LogSource, name: string, checkpointEveryMs?: number) => {
    const collector = new Collector(name, checkpointEveryMs);
    const runner = new SubscriptionRunner(store, { connectionString: db.url }, collector, {
      pollIntervalMs: 2,
      batchSize: 50,
    });
    runner.start();
    runners.push(runner);
    return { collector, runner };
  };

  beforeEach(async () => {
    db = await createTestDatabase();
  });

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await db.drop();
  });

  it('delivers every committed event exactly once, in stream order, none rolled back, under out-of-order commits; the unguarded reader skips', async () => {
    const store = new PostgresEventStore(db.pool);
    const guarded = subscribe(store, 'guarded');
    const unguarded = subscribe(new UnguardedEventStore(db.pool), 'unguarded');
    // Three more runners reading through one SharedLogReads, as the worker's do; one holds its checkpoint back.
    let sharedQueries = 0;
    const counted: LogSource = {
      readAll: (after, limit) => {
        sharedQueries++;
        return store.readAll(after, limit);
      },
      onAppended: (listener) => store.onAppended(listener),
    };
    const sharedLog = new SharedLogReads(counted, 2);
    const shared = [
      subscribe(sharedLog, 'shared-1'),
      subscribe(sharedLog, 'shared-2'),
      subscribe(sharedLog, 'held-back', 60_000),
    ];
    await waitUntil(() => [guarded, unguarded, ...shared].every((s) => s.runner.isLeader), 5000);
    await db.pool.query(`CREATE TABLE checkpoint_writes (name text NOT NULL)`);
    await db.pool.query(`CREATE FUNCTION count_checkpoint_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO checkpoint_writes VALUES (NEW.name); RETURN NEW; END $$`);
    await db.pool.query(`CREATE TRIGGER count_checkpoint_writes AFTER INSERT OR UPDATE ON subscription_checkpoints
      FOR EACH ROW EXECUTE FUNCTION count_checkpoint_write()`);

    const streams = Array.from({ length: 64 }, (_, i) => `load-${i}`);
    const seed = Number(process.env.ORDERED_SUBSCRIPTION_SEED ?? 20261122);
    const load = await runLoad(db.url, { writers: 16, txPerWriter: 30, streams, seed });

    expect(load.committed.size).toBeGreaterThan(500);
    expect(load.rolledBack.size).toBeGreaterThan(20);
    const { rows } = await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
    expect(Number(rows[0].n)).toBe(load.committed.size);

    await waitUntil(() => guarded.collector.seen.length >= load.committed.size, 10_000);
    // Let the unguarded reader drain too, so what it lacks is skipped for good, not late.
    await waitUntil(async () => (await store.readAll(unguarded.runner.checkpoint, 1)).length === 0, 5000);
    await sleep(100);

    const seen = guarded.collector.seen;
    const ids = seen.map((e) => e.eventId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(load.committed.size);
    expect(ids.every((id) => load.committed.has(id))).toBe(true);
    expect(ids.some((id) => load.rolledBack.has(id))).toBe(false);
    const perStream = new Map<string, number[]>();
    for (const e of seen) perStream.set(e.streamId, [...(perStream.get(e.streamId) ?? []), e.streamPosition]);
    for (const positions of perStream.values()) {
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    }

    // The shared runners: each saw exactly what the guarded one saw, in the same order.
    await waitUntil(() => shared.every((r) => r.collector.seen.length >= load.committed.size), 10_000);
    for (const { collector } of shared) expect(collector.seen.map((e) => e.eventId)).toEqual(ids);
    const ownQueries = guarded.collector.batches;
    // The held-back runner wrote its checkpoint far fewer times than it handled batches (the others: once each,
    // the positive control), and the newest position once the log went quiet.
    const writes = async (name: string) =>
      Number(
        (await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM checkpoint_writes WHERE name = $1', [name]))
          .rows[0].n,
      );
    const held = shared[2];
    expect(await writes('shared-1')).toBe(shared[0].collector.batches);
    expect(held.collector.batches).toBeGreaterThan(5);
    const last = seen[seen.length - 1];
    await waitUntil(async () => (await writes('held-back')) >= 2, 5000);
    expect(await writes('held-back')).toBeLessThan(held.collector.batches / 2);
    const stored = await db.pool.query<{ global_position: string }>(
      `SELECT global_position::text FROM subscription_checkpoints WHERE name = 'held-back'`,
    );
    expect(stored.rows[0].global_position).toBe(last.globalPosition);

    const unguardedIds = new Set(unguarded.collector.seen.map((e) => e.eventId));
    const skipped = [...load.committed.keys()].filter((id) => !unguardedIds.has(id)).length;
    console.info(
      `ordered subscription (seed ${seed}): ${load.transactions.committed} transactions committed ` +
        `(${load.committed.size} events), ${load.transactions.rolledBack} rolled back, ` +
        `${load.transactions.conflicted} lost a stream-position race; guarded reader saw ${seen.length}/${load.committed.size}, ` +
        `unguarded reader saw ${unguardedIds.size}/${load.committed.size} (skipped ${skipped}); ` +
        `three runners sharing reads made ${sharedQueries} queries, one runner alone ${ownQueries} batches; ` +
        `the held-back checkpoint was written ${await writes('held-back')} times for ${held.collector.batches} batches`,
    );
    expect(skipped).toBeGreaterThan(0);
  });

  it('makes the subscriber wait for a transaction held open, never skip it; the unguarded reader skips it', async () => {
    const store = new PostgresEventStore(db.pool);
    const guarded = subscribe(store, 'guarded');
    const unguarded = subscribe(new UnguardedEventStore(db.pool), 'unguarded');
    await waitUntil(() => guarded.runner.isLeader && unguarded.runner.isLeader, 5000);

    const held = new Client({ connectionString: db.url });
    await held.connect();
    try {
      await held.query('BEGIN');
      await held.query(APPEND, ['order-held', [randomUUID()], ['OrderPlaced'], ['{}'], ['{}']]);
      const meta = {
        correlationId: 'c',
        causationId: null,
        actor: { kind: 'system' as const, id: 'system' },
        channel: 'system' as const,
        at: '2026-01-01T00:00:00.000Z',
      };
      for (let i = 0; i < 5; i++) {
        await store.appendToStream(
          `cart-after-${i}`,
          [{ event: { type: 'CartItemAdded', data: { i } }, metadata: meta }],
          {
            expectedVersion: 0,
          },
        );
      }
      await waitUntil(() => unguarded.collector.seen.length === 5, 3000);
      await sleep(300);
      expect(guarded.collector.seen).toEqual([]);
      await expect(store.heldBackCount()).resolves.toBe(5);
      await held.query('COMMIT');
    } finally {
      await held.end();
    }

    await waitUntil(() => guarded.collector.seen.length === 6, 3000);
    expect(guarded.collector.seen.map((e) => e.streamId)).toEqual([
      'order-held',
      'cart-after-0',
      'cart-after-1',
      'cart-after-2',
      'cart-after-3',
      'cart-after-4',
    ]);
    await sleep(200);
    expect(unguarded.collector.seen.map((e) => e.streamId)).not.toContain('order-held');
    expect(unguarded.collector.seen).toHaveLength(5);
  });
});
