import { ANY_VERSION, LOG_START } from '../event-store.port';
import { KurrentEventStore } from './kurrent-event-store';
import { systemMetadata } from '../../../../test/support/event-metadata';

jest.mock('@eventstore/db-client', () => jest.requireActual('./kurrent-client.stand-in').kurrentClientStandIn());

const meta = systemMetadata();
const added = { event: { type: 'CartItemAdded', data: { sku: 'grip' } }, metadata: meta };

// The shared contract runs over this stand-in in kurrent-stand-in.int-spec.ts (its inline part needs PostgreSQL).

describe('KurrentEventStore mapping', () => {
  let store: KurrentEventStore;

  beforeAll(async () => {
    store = await KurrentEventStore.connect('esdb://stand-in:2113?tls=false');
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
});
