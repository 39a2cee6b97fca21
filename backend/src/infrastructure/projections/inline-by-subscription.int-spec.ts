import type { ClientBase } from 'pg';
import { keepInlineBySubscription } from '../../../test/support/inline-by-subscription';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import type { EventMetadata, EventToAppend, LogPosition } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import type { InlineBySubscription } from './inline-by-subscription';
import type { Projection } from './projection';
import { buildAndSwitch } from './rebuild';
import { checkpointSql } from './subscription-runner';

/**
 * Inline projections kept by a checkpointed subscription, as on KurrentDB, with the PostgreSQL store (no inline
 * projections of its own) as the log: real log, real PostgreSQL read model and checkpoints, real advisory locks.
 */
const meta: EventMetadata = {
  correlationId: 'c',
  causationId: null,
  actor: { kind: 'system', id: 'system' },
  channel: 'system',
  at: '2026-11-22T05:00:00.000Z',
};
const noted = (n: number): EventToAppend => ({ event: { type: 'Noted', data: { n } }, metadata: meta });

/** Events of these numbers fail once, after writing their row, inside the subscription's transaction. */
const failOnce = new Set<number>();
/** Events of these numbers fail every time. */
const failAlways = new Set<number>();

/** Counts applications per event in its row, so an event applied twice (committed) shows as 2. */
const notes: Projection = {
  name: 'ibs-notes',
  version: 1,
  mode: 'inline',
  tables: ['rm_ibs_notes'],
  schema: `CREATE TABLE IF NOT EXISTS rm_ibs_notes (
    event_id uuid PRIMARY KEY, stream_id text NOT NULL, n integer NOT NULL, applied integer NOT NULL)`,
  handles: ['Noted'],
  async apply(tx: ClientBase, event) {
    const { n } = event.data as { n: number };
    await tx.query(
      `INSERT INTO rm_ibs_notes VALUES ($1, $2, $3, 1)
       ON CONFLICT (event_id) DO UPDATE SET applied = rm_ibs_notes.applied + 1`,
      [event.eventId, event.streamId, n],
    );
    if (failAlways.has(n)) throw new Error(`read model refuses ${n}`);
    if (failOnce.delete(n)) throw new Error(`read model down for ${n}`);
  },
};

describe('InlineBySubscription: inline read models through a checkpointed subscription', () => {
  let db: TestDatabase;
  const opened: InlineBySubscription[] = [];
  const errors: unknown[] = [];

  const open = async (options: Parameters<typeof keepInlineBySubscription>[3] = {}) => {
    const store = await keepInlineBySubscription(new PostgresEventStore(db.pool), db, notes, {
      projections: [notes],
      runner: { pollIntervalMs: 50, lockRetryMs: 50, onError: (_name, error) => errors.push(error) },
      ...options,
    });
    opened.push(store);
    return store;
  };
  const rows = async (streamId: string) =>
    (await db.pool.query(`SELECT n, applied FROM rm_ibs_notes WHERE stream_id = $1 ORDER BY n`, [streamId])).rows;
  const checkpoint = async (): Promise<LogPosition | undefined> => {
    const { rows: saved } = await db.pool.query(checkpointSql.read, [`projection:${notes.name}`]);
    return saved[0] && { transactionId: saved[0].transaction_id, globalPosition: saved[0].global_position };
  };
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });

  afterAll(async () => {
    await db.drop();
  });

  it('has the rows and the checkpoint committed when the append returns (read-your-writes)', async () => {
    const store = await open();
    const result = await store.appendToStream('note-ryw', [noted(1), noted(2)], { expectedVersion: 0 });
    // Read the moment the append returned, with no waiting in between.
    expect(await rows('note-ryw')).toEqual([
      { n: 1, applied: 1 },
      { n: 2, applied: 1 },
    ]);
    expect(await checkpoint()).toEqual(result.lastPosition);
  });

  it('repairs a crash between the append and the projection when a process starts again, applying each event once', async () => {
    const first = await open();
    await first.appendToStream('note-crash', [noted(1)], { expectedVersion: 0 });
    await first.close();
    // The "crash": events reach the log while no process runs the projection (appended, never projected).
    const bare = new PostgresEventStore(db.pool);
    const lost = await bare.appendToStream('note-crash', [noted(2), noted(3)], { expectedVersion: 1 });
    expect((await bare.readStream('note-crash')).version).toBe(3);
    expect(await rows('note-crash')).toEqual([{ n: 1, applied: 1 }]);

    const restarted = await open();
    await expect(restarted.caughtUp([notes], lost.lastPosition)).resolves.toBe(true);
    expect(await rows('note-crash')).toEqual([
      { n: 1, applied: 1 },
      { n: 2, applied: 1 },
      { n: 3, applied: 1 },
    ]);
    // And again after another restart: the checkpoint committed with the rows, so nothing is applied twice.
    await restarted.close();
    const again = await open();
    await again.appendToStream('note-crash', [noted(4)], { expectedVersion: 3 });
    expect((await rows('note-crash')).map((r) => r.applied)).toEqual([1, 1, 1, 1]);
  });

  it('retries a failed read-model write until it lands, and the append waits for it', async () => {
    const store = await open();
    errors.length = 0;
    failOnce.add(7);
    await store.appendToStream('note-retry', [noted(6), noted(7), noted(8)], { expectedVersion: 0 });
    // The write did fail (the error reached the runner), was rolled back with its checkpoint, and was redone once.
    expect(errors).toEqual([expect.objectContaining({ message: 'read model down for 7' })]);
    expect(await rows('note-retry')).toEqual([
      { n: 6, applied: 1 },
      { n: 7, applied: 1 },
      { n: 8, applied: 1 },
    ]);
  });

  it('lets an append in a process that does not run the projection wait on the committed checkpoint', async () => {
    const a = await open();
    const b = await open();
    await until(() => a.runningHere().length + b.runningHere().length === 1);
    const [leader, follower] = a.runningHere().length === 1 ? [a, b] : [b, a];
    expect(follower.runningHere()).toEqual([]);
    await follower.appendToStream('note-two', [noted(1)], { expectedVersion: 0 });
    expect(await rows('note-two')).toEqual([{ n: 1, applied: 1 }]);

    // The running process dies: the other takes the projection over and the next append still reads its write.
    await leader.close();
    await follower.appendToStream('note-two', [noted(2)], { expectedVersion: 1 });
    expect(await rows('note-two')).toEqual([
      { n: 1, applied: 1 },
      { n: 2, applied: 1 },
    ]);
    expect(follower.runningHere()).toEqual([notes.name]);
  });

  it('returns the append when the projection cannot catch up in time, and says which is behind', async () => {
    const timedOut: string[][] = [];
    const store = await open({ waitTimeoutMs: 300, onWaitTimedOut: (names) => timedOut.push(names) });
    failAlways.add(9);
    const result = await store.appendToStream('note-late', [noted(9)], { expectedVersion: 0 });
    expect(timedOut).toEqual([[notes.name]]);
    expect((await store.readStream('note-late')).version).toBe(1);
    expect(await rows('note-late')).toEqual([]);
    // The read model is behind, not lost: once it accepts the event the subscription writes it.
    failAlways.delete(9);
    await expect(store.caughtUp([notes], result.lastPosition)).resolves.toBe(true);
    expect(await rows('note-late')).toEqual([{ n: 9, applied: 1 }]);
  });

  it('switches a blue/green rebuild under live appends: the subscription carries on in the new tables, once each', async () => {
    const store = await open();
    let version = 0;
    for (let i = 0; i < 20; i++) {
      const batch = Array.from({ length: 10 }, (_, k) => noted(100 + i * 10 + k));
      version = (await store.appendToStream('note-bg-seed', batch, { expectedVersion: version })).nextExpectedVersion;
    }
    // Live appends, each reading its own write at once, before, during and after the build and its switch.
    let stop = false;
    let building = true;
    const live = { appends: 0, duringBuild: 0, unseen: [] as number[] };
    const writer = (async () => {
      for (let n = 1000, at = 0; !stop || building; n++) {
        at = (await store.appendToStream('note-bg-live', [noted(n)], { expectedVersion: at })).nextExpectedVersion;
        live.appends++;
        if (building) live.duringBuild++;
        const seen = await db.pool.query('SELECT applied FROM rm_ibs_notes WHERE stream_id = $1 AND n = $2', [
          'note-bg-live',
          n,
        ]);
        if (seen.rows.length !== 1) live.unseen.push(n);
      }
    })();
    await until(() => live.appends >= 3);
    const report = await buildAndSwitch(db.pool, store, { ...notes, version: 2 }, { reason: 'version', batchSize: 50 });
    building = false;
    const after = live.appends;
    await until(() => live.appends >= after + 3);
    stop = true;
    await writer;

    expect(report).toMatchObject({ version: 2, fromVersion: 1 });
    process.stdout.write(
      `subscription-fed blue/green rebuild: ${report?.eventsRead} events replayed, ${report?.tailEvents} at the switch, ` +
        `${report?.catchUpMs} ms, ${report?.switchAttempts} switch attempt(s); ${live.duringBuild} live appends during it\n`,
    );
    expect(live.unseen).toEqual([]);
    expect(live.duringBuild).toBeGreaterThan(0);
    // Every event of the log is in the new tables exactly once: neither the build nor the subscription repeated one.
    const { rows: counts } = await db.pool.query(
      `SELECT count(*)::int AS rows, count(*) FILTER (WHERE applied <> 1)::int AS repeated FROM rm_ibs_notes`,
    );
    const { rows: logged } = await db.pool.query(`SELECT count(*)::int AS n FROM events WHERE type = 'Noted'`);
    expect(counts).toEqual([{ rows: logged[0].n, repeated: 0 }]);
  });
});
