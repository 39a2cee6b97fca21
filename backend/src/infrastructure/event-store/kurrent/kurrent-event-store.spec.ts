import { Pool } from 'pg';
import { eventStoreContract } from '../event-store.contract';
import { ANY_VERSION, LOG_START, type EventMetadata } from '../event-store.port';
import { KurrentEventStore } from './kurrent-event-store';

/**
 * An in-memory stand-in for the parts of the KurrentDB client the adapter uses, following the server's documented
 * behaviour: revisions from 0, reads from a position include it, $all carries system events, a missing stream
 * throws StreamNotFoundError while iterating. It checks the adapter's mapping without a server; the int-spec runs
 * the same contract against a real one.
 */
jest.mock('@eventstore/db-client', () => {
  const actual = jest.requireActual('@eventstore/db-client');
  const { EventEmitter } = jest.requireActual('node:events');
  type Stored = {
    streamId: string;
    id: string;
    type: string;
    revision: bigint;
    data: unknown;
    metadata: unknown;
    isJson: true;
    created: Date;
    position: { commit: bigint; prepare: bigint };
  };
  const log: Stored[] = [];
  const streams = new Map<string, Stored[]>();
  const subscribers = new Set<{ emit: (event: string, value: unknown) => boolean }>();
  let nextPosition = 1000n;
  const record = (streamId: string, e: { id: string; type: string; data: unknown; metadata: unknown }) => {
    const events = streams.get(streamId) ?? [];
    const position = { commit: nextPosition, prepare: nextPosition };
    nextPosition += 137n;
    const stored: Stored = {
      streamId,
      id: e.id,
      type: e.type,
      revision: BigInt(events.length),
      data: e.data,
      metadata: e.metadata,
      isJson: true,
      created: new Date(),
      position,
    };
    events.push(stored);
    streams.set(streamId, events);
    log.push(stored);
    return stored;
  };
  const cmp = (a: Stored['position'], b: Stored['position']) =>
    a.commit !== b.commit
      ? a.commit < b.commit
        ? -1
        : 1
      : a.prepare === b.prepare
        ? 0
        : a.prepare < b.prepare
          ? -1
          : 1;
  class FakeClient {
    async appendToStream(
      streamId: string,
      data: { id: string; type: string; data: unknown; metadata: unknown }[],
      options: { expectedRevision: 'any' | 'no_stream' | bigint },
    ) {
      const current = streams.get(streamId);
      const currentRevision = current ? BigInt(current.length - 1) : 'no_stream';
      const expected = options.expectedRevision;
      if (expected !== 'any' && expected !== currentRevision) {
        throw new actual.WrongExpectedVersionError(undefined, {
          streamName: streamId,
          expected,
          current: currentRevision,
        });
      }
      let last: Stored | undefined;
      for (const e of data) last = record(streamId, e);
      // The server writes its own events beside ours now and then (statistics, metadata).
      if (log.length % 5 === 0)
        record('$stats-127.0.0.1:2113', { id: `s${log.length}`, type: '$statsCollected', data: {}, metadata: {} });
      for (const s of subscribers) s.emit('data', { event: last });
      return { success: true, nextExpectedRevision: (last as Stored).revision, position: (last as Stored).position };
    }

    async *readStream(streamId: string, options: { fromRevision?: 'start' | bigint; maxCount?: number } = {}) {
      const events = streams.get(streamId);
      if (!events) throw new actual.StreamNotFoundError(undefined, streamId);
      const from = typeof options.fromRevision === 'bigint' ? Number(options.fromRevision) : 0;
      for (const e of events.slice(from, from + (options.maxCount ?? events.length))) yield { event: e };
    }

    async *readAll(options: { fromPosition?: 'start' | Stored['position']; maxCount?: number } = {}) {
      const from = options.fromPosition;
      const start = from && from !== 'start' ? log.findIndex((e) => cmp(e.position, from) >= 0) : 0;
      if (start < 0) return;
      for (const e of log.slice(start, start + (options.maxCount ?? log.length))) yield { event: e };
    }

    subscribeToAll() {
      const subscription = new EventEmitter();
      subscribers.add(subscription);
      Object.assign(subscription, { unsubscribe: async () => void subscribers.delete(subscription) });
      return subscription;
    }

    async dispose() {}
  }
  // A system event before anything else, as a real server's log starts with them.
  record('$settings', { id: 'settings', type: '$settings', data: {}, metadata: {} });
  return { ...actual, EventStoreDBClient: { connectionString: () => new FakeClient() }, __log: log };
});

// A Pool (withTransaction tells a pool from a client by its class) whose connections answer every query with no rows.
const fakePool = Object.assign(Object.create(Pool.prototype) as Pool, {
  connect: async () => ({ query: async () => ({ rows: [] }), release: () => undefined }),
});

const meta: EventMetadata = {
  correlationId: 'c',
  causationId: null,
  actor: { kind: 'system', id: 'system' },
  channel: 'system',
  at: '2026-01-01T00:00:00.000Z',
};
const added = { event: { type: 'CartItemAdded', data: { sku: 'grip' } }, metadata: meta };

eventStoreContract('KurrentDB adapter over an in-memory stand-in', async () => {
  const store = await KurrentEventStore.connect('esdb://stand-in:2113?tls=false', { pool: fakePool });
  return {
    store,
    openAnother: () => KurrentEventStore.connect('esdb://stand-in:2113?tls=false'),
    dispose: () => store.close(),
  };
});

describe('KurrentEventStore mapping', () => {
  let store: KurrentEventStore;

  beforeAll(async () => {
    store = await KurrentEventStore.connect('esdb://stand-in:2113?tls=false', { pool: fakePool });
  });

  afterAll(() => store.close());

  it('maps versions onto revisions: ours count from 1, Kurrent revisions from 0', async () => {
    const first = await store.appendToStream('cart-map', [added, added], { expectedVersion: 0 });
    expect(first.recorded.map((e) => e.streamPosition)).toEqual([1, 2]);
    const third = await store.appendToStream('cart-map', [added], { expectedVersion: 2 });
    expect(third.nextExpectedVersion).toBe(3);
    const error = await store.appendToStream('cart-map', [added], { expectedVersion: 2 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'WrongExpectedVersionError', expected: 2, actual: 3 });
    await expect(store.appendToStream('cart-map', [added], { expectedVersion: ANY_VERSION })).resolves.toMatchObject({
      nextExpectedVersion: 4,
    });
  });

  it('skips system events in readAll, even when they fill whole pages', async () => {
    const all = await store.readAll(LOG_START, 1000);
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((e) => e.type.startsWith('$') || e.streamId.startsWith('$'))).toBe(false);
    const paged: string[] = [];
    let cursor = LOG_START;
    for (;;) {
      const batch = await store.readAll(cursor, 1);
      if (batch.length === 0) break;
      paged.push(batch[0].eventId);
      cursor = { transactionId: batch[0].transactionId, globalPosition: batch[0].globalPosition };
    }
    expect(paged).toEqual(all.map((e) => e.eventId));
  });

  it('runs beforeCommit after the append, so a failing hook leaves the event in the log (not atomic)', async () => {
    await expect(
      store.appendToStream('cart-hook', [added], {
        expectedVersion: 0,
        beforeCommit: async () => {
          throw new Error('read model down');
        },
      }),
    ).rejects.toThrow('read model down');
    expect((await store.readStream('cart-hook')).version).toBe(1);
  });

  it('refuses a beforeCommit hook before appending when it has no PostgreSQL pool', async () => {
    const bare = await KurrentEventStore.connect('esdb://stand-in:2113?tls=false');
    await expect(
      bare.appendToStream('cart-no-pool', [added], { expectedVersion: 0, beforeCommit: async () => undefined }),
    ).rejects.toThrow(/pool/);
    expect((await bare.readStream('cart-no-pool')).version).toBe(0);
    await bare.close();
  });
});
