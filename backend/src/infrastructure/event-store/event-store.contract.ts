import { randomUUID } from 'node:crypto';
import {
  ANY_VERSION,
  compareLogPositions,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type InlineProjection,
  type LogPosition,
  type RecordedEvent,
  WrongExpectedVersionError,
} from './event-store.port';

/** What one adapter run of the contract needs. */
export interface EventStoreContractHarness {
  store: EventStore;
  /** A second store on the same log, as another process would open it; used to check cross-instance wake-ups. */
  openAnother?: () => Promise<EventStore>;
  /** A store on the same log that keeps `projection` inline (however the adapter does that). */
  openWithInline: (projection: InlineProjection) => Promise<EventStore>;
  dispose(): Promise<void>;
}

const metadata = (n: number): EventMetadata => ({
  correlationId: `corr-${n}`,
  causationId: n > 1 ? `cause-${n - 1}` : null,
  actor: { kind: 'session', id: 'sess_contract' },
  channel: 'web',
  at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5, n)).toISOString(),
});

const event = (type: string, n: number): EventToAppend => ({
  event: { type, data: { n, label: `item ${n}`, nested: { satang: n * 100 } } },
  metadata: metadata(n),
});

const positionOf = (e: RecordedEvent): LogPosition => ({
  transactionId: e.transactionId,
  globalPosition: e.globalPosition,
});

const waitFor = (register: (resolve: () => void) => () => void, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    let off: () => void = () => undefined;
    const timer = setTimeout(() => {
      off();
      resolve(false);
    }, ms);
    off = register(() => {
      clearTimeout(timer);
      off();
      resolve(true);
    });
  });

/**
 * The behaviour every EventStore adapter must show. Streams get random names, so the suite also runs against a
 * server that keeps data between runs (KurrentDB); global-log checks only look at this run's streams.
 */
export function eventStoreContract(adapter: string, open: () => Promise<EventStoreContractHarness>): void {
  describe(`EventStore contract: ${adapter}`, () => {
    let harness: EventStoreContractHarness;
    let store: EventStore;
    const stream = (category: string) => `${category}-${randomUUID()}`;

    /** The log's current tail as seen through this store: a marker append's position. */
    const tail = async (): Promise<LogPosition> =>
      (await store.appendToStream(stream('marker'), [event('MarkerPlaced', 0)], { expectedVersion: 0 })).lastPosition;

    /** Everything in the log after `from` that belongs to `streams`, read page by page. */
    const readAllOf = async (from: LogPosition, streams: Set<string>, page = 100): Promise<RecordedEvent[]> => {
      const seen: RecordedEvent[] = [];
      let cursor = from;
      for (;;) {
        const batch = await store.readAll(cursor, page);
        if (batch.length === 0) return seen;
        seen.push(...batch.filter((e) => streams.has(e.streamId)));
        cursor = positionOf(batch[batch.length - 1]);
      }
    };

    beforeAll(async () => {
      harness = await open();
      store = harness.store;
    });

    afterAll(async () => {
      await harness?.dispose();
    });

    describe('appendToStream and readStream', () => {
      it('starts a new stream at expected version 0 and reads it back in order, stream positions from 1', async () => {
        const id = stream('cart');
        const result = await store.appendToStream(id, [event('CartItemAdded', 1), event('CartItemAdded', 2)], {
          expectedVersion: 0,
        });
        expect(result.nextExpectedVersion).toBe(2);
        expect(result.recorded.map((e) => e.streamPosition)).toEqual([1, 2]);

        const read = await store.readStream(id);
        expect(read.version).toBe(2);
        expect(read.events.map((e) => [e.streamId, e.streamPosition, e.type])).toEqual([
          [id, 1, 'CartItemAdded'],
          [id, 2, 'CartItemAdded'],
        ]);
        expect(read.events[0].data).toEqual({ n: 1, label: 'item 1', nested: { satang: 100 } });
        expect(read.events[1].metadata).toEqual(metadata(2));
        expect(read.events.map((e) => e.eventId)).toEqual(result.recorded.map((e) => e.eventId));
        expect(read.events.map(positionOf)).toEqual(result.recorded.map(positionOf));
        expect(Number.isNaN(Date.parse(read.events[0].createdAt))).toBe(false);
      });

      it('continues a stream at its current version', async () => {
        const id = stream('order');
        await store.appendToStream(id, [event('OrderPlaced', 1)], { expectedVersion: 0 });
        const second = await store.appendToStream(id, [event('OrderPaid', 2), event('OrderConfirmed', 3)], {
          expectedVersion: 1,
        });
        expect(second.nextExpectedVersion).toBe(3);
        expect(second.recorded.map((e) => e.streamPosition)).toEqual([2, 3]);
        expect(compareLogPositions(positionOf(second.recorded[0]), second.lastPosition)).toBe(-1);
        const read = await store.readStream(id);
        expect(read.version).toBe(3);
        expect(read.events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderPaid', 'OrderConfirmed']);
      });

      it('reads a missing stream as empty at version 0', async () => {
        await expect(store.readStream(stream('nothing'))).resolves.toEqual({ events: [], version: 0 });
      });

      it('refuses expected version 0 on an existing stream with WrongExpectedVersionError', async () => {
        const id = stream('configuration');
        await store.appendToStream(id, [event('PutterConfigured', 1)], { expectedVersion: 0 });
        const error = await store
          .appendToStream(id, [event('PutterConfigured', 2)], { expectedVersion: 0 })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect((error as WrongExpectedVersionError).streamId).toBe(id);
        expect((error as WrongExpectedVersionError).expected).toBe(0);
      });

      it('refuses a stale or a future expected version and leaves the stream as it was', async () => {
        const id = stream('cart');
        await store.appendToStream(id, [event('CartItemAdded', 1), event('CartItemAdded', 2)], { expectedVersion: 0 });
        await expect(
          store.appendToStream(id, [event('CartCleared', 3)], { expectedVersion: 1 }),
        ).rejects.toBeInstanceOf(WrongExpectedVersionError);
        await expect(
          store.appendToStream(id, [event('CartCleared', 3)], { expectedVersion: 5 }),
        ).rejects.toBeInstanceOf(WrongExpectedVersionError);
        const read = await store.readStream(id);
        expect(read.version).toBe(2);
        expect(read.events.map((e) => e.type)).toEqual(['CartItemAdded', 'CartItemAdded']);
      });

      it('refuses an expected version on a stream that does not exist yet', async () => {
        await expect(
          store.appendToStream(stream('order'), [event('OrderPaid', 1)], { expectedVersion: 3 }),
        ).rejects.toBeInstanceOf(WrongExpectedVersionError);
      });

      it('appends at any version with ANY_VERSION', async () => {
        const id = stream('cart');
        await store.appendToStream(id, [event('CartItemAdded', 1)], { expectedVersion: ANY_VERSION });
        const result = await store.appendToStream(id, [event('CartItemAdded', 2)], { expectedVersion: ANY_VERSION });
        expect(result.nextExpectedVersion).toBe(2);
      });

      it('lets exactly one of several writers at the same expected version win', async () => {
        const id = stream('order');
        await store.appendToStream(id, [event('OrderPlaced', 1)], { expectedVersion: 0 });
        const outcomes = await Promise.allSettled(
          [2, 3, 4, 5, 6].map((n) => store.appendToStream(id, [event('OrderPaid', n)], { expectedVersion: 1 })),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of outcomes.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) {
          expect(o.reason).toBeInstanceOf(WrongExpectedVersionError);
        }
        expect((await store.readStream(id)).version).toBe(2);
      });

      it('has an inline projection apply the append, its events as recorded, before the append returns', async () => {
        const id = stream('probe');
        const seen: RecordedEvent[] = [];
        const inline = await harness.openWithInline({
          name: `contract-probe-${randomUUID().slice(0, 8)}`,
          handles: ['InlineProbeNoted'],
          apply: async (_work, recorded) => {
            if (recorded.streamId === id) seen.push(recorded);
          },
        });
        try {
          const first = await inline.appendToStream(id, [event('InlineProbeNoted', 1), event('Ignored', 2)], {
            expectedVersion: 0,
          });
          // Taken at the moment the append returns: nothing may arrive later and still count.
          const atReturn = seen.map(positionOf);
          expect(atReturn).toEqual([positionOf(first.recorded[0])]);
          expect(seen[0]).toMatchObject({ streamId: id, streamPosition: 1, eventId: first.recorded[0].eventId });
          const second = await inline.appendToStream(id, [event('InlineProbeNoted', 3)], { expectedVersion: 2 });
          expect(seen.map(positionOf)).toEqual([positionOf(first.recorded[0]), positionOf(second.recorded[0])]);
        } finally {
          await inline.close();
        }
      });
    });

    describe('readAll', () => {
      it('returns the log after a cursor in append order, each event once, with strictly increasing positions', async () => {
        const from = await tail();
        const a = stream('cart');
        const b = stream('order');
        const appended: RecordedEvent[] = [];
        appended.push(...(await store.appendToStream(a, [event('CartItemAdded', 1)], { expectedVersion: 0 })).recorded);
        appended.push(
          ...(await store.appendToStream(b, [event('OrderPlaced', 1), event('OrderPaid', 2)], { expectedVersion: 0 }))
            .recorded,
        );
        appended.push(...(await store.appendToStream(a, [event('CartItemAdded', 2)], { expectedVersion: 1 })).recorded);

        const read = await readAllOf(from, new Set([a, b]));
        expect(read.map((e) => e.eventId)).toEqual(appended.map((e) => e.eventId));
        expect(read.map((e) => [e.streamId, e.streamPosition])).toEqual([
          [a, 1],
          [b, 1],
          [b, 2],
          [a, 2],
        ]);
        for (let i = 1; i < read.length; i++) {
          expect(compareLogPositions(positionOf(read[i - 1]), positionOf(read[i]))).toBe(-1);
        }
        expect(read[1].data).toEqual({ n: 1, label: 'item 1', nested: { satang: 100 } });
        expect(read[2].metadata).toEqual(metadata(2));
      });

      it('pages with a limit and resumes from the last position without gaps or repeats', async () => {
        const from = await tail();
        const ids = [stream('cart'), stream('cart'), stream('cart')];
        for (let round = 1; round <= 4; round++) {
          for (const id of ids) {
            await store.appendToStream(id, [event('CartItemAdded', round)], { expectedVersion: round - 1 });
          }
        }
        const whole = await readAllOf(from, new Set(ids), 1000);
        const paged = await readAllOf(from, new Set(ids), 5);
        const single = await readAllOf(from, new Set(ids), 1);
        expect(whole).toHaveLength(12);
        expect(paged.map((e) => e.eventId)).toEqual(whole.map((e) => e.eventId));
        expect(single.map((e) => e.eventId)).toEqual(whole.map((e) => e.eventId));

        const firstPage = await store.readAll(from, 2);
        expect(firstPage.length).toBeLessThanOrEqual(2);
        expect(firstPage.length).toBeGreaterThan(0);
      });

      it('returns nothing after the last position', async () => {
        const last = await tail();
        await expect(store.readAll(last, 10)).resolves.toEqual([]);
      });

      it('starts after the cursor, never at it', async () => {
        const from = await tail();
        const id = stream('order');
        const appended = await store.appendToStream(id, [event('OrderPlaced', 1), event('OrderPaid', 2)], {
          expectedVersion: 0,
        });
        const afterFirst = await store.readAll(positionOf(appended.recorded[0]), 10);
        expect(afterFirst.map((e) => e.eventId)).toEqual([appended.recorded[1].eventId]);
        expect((await readAllOf(from, new Set([id]))).map((e) => e.eventId)).toEqual(
          appended.recorded.map((e) => e.eventId),
        );
      });
    });

    describe('onAppended', () => {
      it('wakes a listener after an append, and not after it unsubscribed', async () => {
        let calls = 0;
        let wake: () => void = () => undefined;
        const off = store.onAppended(() => {
          calls++;
          wake();
        });
        // Let adapters that subscribe remotely finish subscribing before the append.
        await new Promise((r) => setTimeout(r, 300));
        const woke = waitFor((resolve) => {
          wake = resolve;
          return () => (wake = () => undefined);
        }, 2000);
        await store.appendToStream(stream('cart'), [event('CartItemAdded', 1)], { expectedVersion: 0 });
        await expect(woke).resolves.toBe(true);
        off();
        await new Promise((r) => setTimeout(r, 300));
        const before = calls;
        await store.appendToStream(stream('cart'), [event('CartItemAdded', 1)], { expectedVersion: 0 });
        await new Promise((r) => setTimeout(r, 300));
        expect(calls).toBe(before);
      });

      it('wakes a listener on another store instance over the same log', async () => {
        if (!harness.openAnother) return;
        const other = await harness.openAnother();
        try {
          const woke = waitFor((resolve) => other.onAppended(resolve), 3000);
          await new Promise((r) => setTimeout(r, 300));
          await store.appendToStream(stream('cart'), [event('CartItemAdded', 1)], { expectedVersion: 0 });
          await expect(woke).resolves.toBe(true);
        } finally {
          await other.close();
        }
      });
    });
  });
}
