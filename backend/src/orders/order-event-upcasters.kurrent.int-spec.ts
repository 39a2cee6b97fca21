import type { OrderPlaced } from '@sound-putter/contracts';
import type { AppConfig } from '../infrastructure/config/app-config';
import { createEventStore } from '../infrastructure/event-store/event-store.module';
import { type EventMetadata, type EventStore, LOG_START } from '../infrastructure/event-store/event-store.port';
import { KurrentEventStore } from '../infrastructure/event-store/kurrent/kurrent-event-store';
import { ensureProjectionSchemas } from '../infrastructure/projections/projection-schema';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { orderEventUpcasters } from './order-event-upcasters';
import { orderDetailsProjection } from './projections/order-details.projection';

jest.mock('@eventstore/db-client', () =>
  jest.requireActual('../infrastructure/event-store/kurrent/kurrent-client.stand-in').kurrentClientStandIn(),
);

const url = 'esdb://stand-in:2113?tls=false';
const orderId = '4b3c2d1e-0f9a-4b8c-9d7e-6f5a4b3c2d1e';
const address = { streetAddress: '3 Kurrent Rd', city: 'Phuket', state: 'PK', postalCode: '83000', country: 'TH' };
const customer = { name: 'Kurrent Old', email: 'kurrent.old@example.com', phone: '822222222', phoneCountryCode: '+66' };

/** The same upcasting on the KurrentDB adapter: stream reads, $all, and the inline projection's subscription. */
describe('OrderPlaced version 1 on KurrentDB (client stand-in)', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureProjectionSchemas(db.pool, [orderDetailsProjection]);
    // The previous release's append: plaintext personal fields, no schemaVersion.
    const raw = await KurrentEventStore.connect(url);
    const metadata: EventMetadata = {
      correlationId: 'old',
      causationId: null,
      actor: { kind: 'session', id: 'sess_kurrent01' },
      channel: 'web',
      at: '2025-07-01T10:00:00.000Z',
    };
    const data = {
      orderId,
      cartId: 'sess_kurrent01',
      userId: null,
      sessionId: 'sess_kurrent01',
      channel: 'web',
      customer,
      shippingAddress: address,
      billingAddress: address,
      lines: [],
      totalSatang: 1_050_000,
      paymentIntentId: null,
      fingerprint: 'fp',
      saveForFuture: false,
      placedAt: metadata.at,
    };
    await raw.appendToStream(`order-${orderId}`, [{ event: { type: 'OrderPlaced', data }, metadata }], {
      expectedVersion: 0,
    });
    await raw.close();
    const config = { EVENTSTORE_URL: url, DATABASE_URL: db.url } as AppConfig;
    store = await createEventStore(config, db.pool, [orderDetailsProjection], orderEventUpcasters);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('reads it as version 2 from the stream and $all, and the inline projection gets version 2', async () => {
    const [event] = (await store.readStream<OrderPlaced>(`order-${orderId}`)).events;
    expect(event.metadata.schemaVersion).toBe(2);
    expect(event.data.personal).toEqual({
      subjectId: null,
      plaintext: { customer, shippingAddress: address, billingAddress: address },
    });
    expect(event.data).not.toHaveProperty('customer');
    const all = (await store.readAll(LOG_START, 100)).filter((e) => e.streamId === `order-${orderId}`);
    expect(all.map((e) => e.metadata.schemaVersion)).toEqual([2]);
    // The inline projection's checkpointed subscription started with the store and caught up on the old event.
    const deadline = Date.now() + 20_000;
    let rows: { customer_name: string }[] = [];
    while (rows.length === 0 && Date.now() < deadline) {
      rows = (await db.pool.query('SELECT customer_name FROM rm_orders WHERE id = $1', [orderId])).rows;
      if (rows.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(rows).toEqual([{ customer_name: customer.name }]);
  });
});
