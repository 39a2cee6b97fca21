import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { keepInlineBySubscription } from '../../../../test/support/inline-by-subscription';
import { eventStoreContract } from '../event-store.contract';
import type { EventStore } from '../event-store.port';
import { KurrentEventStore } from './kurrent-event-store';

jest.mock('@eventstore/db-client', () => jest.requireActual('./kurrent-client.stand-in').kurrentClientStandIn());

/**
 * The shared contract against the KurrentDB adapter over the in-memory client stand-in, with its inline
 * projections kept as the KurrentDB deployment keeps them: a checkpointed subscription in real PostgreSQL.
 * (kurrent-event-store.int-spec.ts runs the same against a real server when one answers.)
 */
const url = 'esdb://stand-in:2113?tls=false';
let db: TestDatabase;
const opened: EventStore[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(opened.map((s) => s.close().catch(() => undefined)));
  await db.drop();
});

eventStoreContract('KurrentDB adapter over an in-memory stand-in', async () => {
  const store = await KurrentEventStore.connect(url);
  return {
    store,
    openAnother: () => KurrentEventStore.connect(url),
    openWithInline: async (projection) => {
      const inline = await keepInlineBySubscription(await KurrentEventStore.connect(url), db, projection);
      opened.push(inline);
      return inline;
    },
    dispose: () => store.close(),
  };
});
