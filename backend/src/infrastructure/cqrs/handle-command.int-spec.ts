import {
  type AppendOptions,
  type AppendResult,
  type DomainEvent,
  type EventStore,
  type EventToAppend,
  type ReadStreamResult,
  WrongExpectedVersionError,
} from '../event-store/event-store.port';
import { ForwardingEventStore } from '../event-store/forwarding-event-store';
import { FakeClock } from '../clock/clock';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { systemContext } from './command-context';
import { ConcurrencyConflict } from './domain-error';
import { handleCommand } from './handle-command';
import { CachingEventStore } from '../event-store/caching-event-store';

type CounterEvent = DomainEvent<'CounterIncremented', { by: number }>;
const counter = {
  initialState: () => ({ total: 0, increments: 0 }),
  evolve: (s: { total: number; increments: number }, e: CounterEvent) => ({
    total: s.total + e.data.by,
    increments: s.increments + 1,
  }),
};
const increment = (by: number) => (): CounterEvent[] => [{ type: 'CounterIncremented', data: { by } }];

const rivalMeta = { ...systemContext('rival'), at: '2026-01-01T00:00:00.000Z' };

/**
 * Delegates to a real store and lets a test act between handleCommand's read and its append, the window in which
 * another replica (its own store instance, so its own KeyedLock) can move the stream.
 */
class InterposingStore extends ForwardingEventStore {
  appendAttempts = 0;
  conflicts = 0;
  reads = 0;

  constructor(
    inner: EventStore,
    private readonly afterRead: (streamId: string, version: number) => Promise<void> = async () => undefined,
  ) {
    super(inner);
  }

  override async readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<ReadStreamResult<E>> {
    this.reads++;
    const result = await this.inner.readStream<E>(streamId);
    await this.afterRead(streamId, result.version);
    return result;
  }

  override async appendToStream(
    streamId: string,
    events: EventToAppend[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    this.appendAttempts++;
    try {
      return await this.inner.appendToStream(streamId, events, options);
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) this.conflicts++;
      throw error;
    }
  }
}

describe('handleCommand against PostgreSQL', () => {
  let db: TestDatabase;
  let rival: PostgresEventStore;
  const clock = new FakeClock();
  const fast = { retry: { retries: 3, minDelayMs: 5, factor: 1.5 }, now: () => clock.now() };

  const rivalAppend = (streamId: string, version: number) =>
    rival.appendToStream(
      streamId,
      [{ event: { type: 'CounterIncremented', data: { by: 100 } }, metadata: rivalMeta }],
      {
        expectedVersion: version,
      },
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    rival = new PostgresEventStore(db.pool);
  });

  afterAll(async () => {
    await rival.close();
    await db.drop();
  });

  it('retries a conflict on the same stream and then answers ConcurrencyConflict (409)', async () => {
    const store = new InterposingStore(new PostgresEventStore(db.pool), (id, version) =>
      rivalAppend(id, version).then(),
    );
    const error = await handleCommand(
      store,
      'counter-always-raced',
      counter,
      systemContext(),
      increment(1),
      fast,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyConflict);
    expect((error as ConcurrencyConflict).status).toBe(409);
    expect((error as ConcurrencyConflict).code).toBe('concurrency_conflict');
    expect((error as ConcurrencyConflict).details).toEqual({ streamId: 'counter-always-raced' });
    // One first attempt plus three retries, every one beaten by the rival.
    expect(store.appendAttempts).toBe(4);
    expect(store.conflicts).toBe(4);
    const { events } = await rival.readStream('counter-always-raced');
    expect(events.map((e) => (e.data as { by: number }).by)).toEqual([100, 100, 100, 100]);
  });

  it('re-decides on fresh state after a conflict and succeeds within the budget', async () => {
    let raced = 0;
    const store = new InterposingStore(new PostgresEventStore(db.pool), async (id, version) => {
      if (raced++ < 2) await rivalAppend(id, version);
    });
    const result = await handleCommand(store, 'counter-raced-twice', counter, systemContext(), increment(1), fast);
    expect(store.conflicts).toBe(2);
    expect(result.version).toBe(3);
    expect(result.newState).toEqual({ total: 201, increments: 3 });
    const { events } = await rival.readStream('counter-raced-twice');
    expect(events.map((e) => (e.data as { by: number }).by)).toEqual([100, 100, 1]);
  });

  it('lets two replicas deciding on the same version both land, the loser after one retry', async () => {
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    const barrier = async () => {
      if (++arrived === 2) release();
      if (arrived <= 2) await bothRead;
    };
    const replicaA = new InterposingStore(new PostgresEventStore(db.pool), barrier);
    const replicaB = new InterposingStore(new PostgresEventStore(db.pool), barrier);
    const [a, b] = await Promise.all([
      handleCommand(replicaA, 'counter-two-replicas', counter, systemContext(), increment(1), fast),
      handleCommand(replicaB, 'counter-two-replicas', counter, systemContext(), increment(10), fast),
    ]);
    expect(replicaA.conflicts + replicaB.conflicts).toBe(1);
    expect([a.version, b.version].sort()).toEqual([1, 2]);
    expect((await rival.readStream('counter-two-replicas')).version).toBe(2);
  });

  it('queues commands on one stream inside one store instance instead of conflicting', async () => {
    const store = new InterposingStore(new PostgresEventStore(db.pool));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        handleCommand(store, 'counter-one-replica', counter, systemContext(), increment(i + 1), fast),
      ),
    );
    expect(store.conflicts).toBe(0);
    expect(results.map((r) => r.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(results[9].newState).toEqual({ total: 55, increments: 10 });
  });

  it('appends nothing when the decision is empty', async () => {
    const store = new InterposingStore(new PostgresEventStore(db.pool));
    const result = await handleCommand(store, 'counter-noop', counter, systemContext(), () => [], fast);
    expect(result).toMatchObject({ newEvents: [], version: 0, appended: null });
    expect(store.appendAttempts).toBe(0);
  });

  describe('through a CachingEventStore', () => {
    type Counter = ReturnType<typeof counter.initialState>;
    /** Increments once, then decides nothing: a stream that is written once. */
    const once = (state: Counter) => (state.increments === 0 ? increment(1)() : []);

    it('starts the next command from what a read found, without reading again', async () => {
      const store = new InterposingStore(new PostgresEventStore(db.pool));
      await rivalAppend('counter-cached-read', 0);
      const cached = new CachingEventStore(store);
      await handleCommand(cached, 'counter-cached-read', counter, systemContext(), increment(1), fast);
      const second = await handleCommand(cached, 'counter-cached-read', counter, systemContext(), increment(1), fast);
      expect(store.reads).toBe(1);
      expect(second).toMatchObject({ version: 3, newState: { total: 102, increments: 3 } });
    });

    it('checks a no-op decided on the remembered state against the store', async () => {
      const store = new InterposingStore(new PostgresEventStore(db.pool));
      const cached = new CachingEventStore(store);
      await handleCommand(cached, 'counter-written-once', counter, systemContext(), once, fast);
      expect(store.reads).toBe(1);
      const checked = await handleCommand(cached, 'counter-written-once', counter, systemContext(), once, fast);
      expect(checked).toMatchObject({ newEvents: [], version: 1, appended: null });
      expect(store.reads).toBe(2);
      expect(store.appendAttempts).toBe(1);
    });

    it('does not trust an assumed-new state for a no-op', async () => {
      await rivalAppend('counter-assumed-new', 0);
      const store = new InterposingStore(new PostgresEventStore(db.pool));
      const cached = new CachingEventStore(store);
      cached.expectNew('counter-assumed-new');
      const result = await handleCommand(cached, 'counter-assumed-new', counter, systemContext(), () => [], fast);
      expect(store.reads).toBe(1);
      expect(result).toMatchObject({ newEvents: [], version: 1 });
    });

    it('decides again on the stored stream when the remembered one moved on, without a 409 or a back-off', async () => {
      const store = new InterposingStore(new PostgresEventStore(db.pool));
      const cached = new CachingEventStore(store);
      await handleCommand(cached, 'counter-moved-on', counter, systemContext(), increment(1), fast);
      await rivalAppend('counter-moved-on', 1);
      const result = await handleCommand(cached, 'counter-moved-on', counter, systemContext(), increment(1), {
        ...fast,
        retry: { retries: 0 },
      });
      expect(store.conflicts).toBe(1);
      expect(result).toMatchObject({ version: 3, newState: { total: 102, increments: 3 } });
    });

    it('reports a refusal only once made on the stored stream', async () => {
      const store = new InterposingStore(new PostgresEventStore(db.pool));
      const cached = new CachingEventStore(store);
      cached.expectNew('counter-refused');
      await rivalAppend('counter-refused', 0);
      const refuseEmpty = (state: Counter) => {
        if (state.increments === 0) throw new Error('nothing to add to');
        return increment(1)();
      };
      const result = await handleCommand(cached, 'counter-refused', counter, systemContext(), refuseEmpty, fast);
      expect(store.reads).toBe(1);
      expect(result).toMatchObject({ version: 2 });
    });
  });
});
