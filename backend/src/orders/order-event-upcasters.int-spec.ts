import type { OrderPlaced } from '@sound-putter/contracts';
import type { EventMetadata, RecordedEvent } from '../infrastructure/event-store/event-store.port';
import { LOG_START } from '../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../infrastructure/event-store/postgres/postgres-event-store';
import { EventUpcasters } from '../infrastructure/event-store/upcasters';
import { UpcastingEventStore } from '../infrastructure/event-store/upcasting-event-store';
import { rebuildProjections } from '../infrastructure/projections/rebuild';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { orderEventUpcasters } from './order-event-upcasters';
import { orderDetailsProjection } from './projections/order-details.projection';
import { appendOrderPlacedV1 } from './testing/legacy-events';

const orderId = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const address = {
  streetAddress: '9 Old Shape Rd',
  city: 'Chiang Mai',
  state: 'CM',
  postalCode: '50000',
  country: 'TH',
};
const customer = { name: 'Old Shape', email: 'old.shape@example.com', phone: '811111111', phoneCountryCode: '+66' };
/** OrderPlaced as version 1 wrote it: personal fields in plaintext at the top of `data`, no schemaVersion. */
const v1Data = {
  orderId,
  cartId: 'sess_oldshape1',
  userId: null,
  sessionId: 'sess_oldshape1',
  channel: 'web',
  customer,
  shippingAddress: address,
  billingAddress: address,
  lines: [
    {
      configurationId: '1f2e3d4c-0000-4000-8000-000000000001',
      quantity: 2,
      unitPriceSatang: 1_050_000,
      modelName: 'Melody C',
    },
  ],
  totalSatang: 2_100_000,
  paymentIntentId: 'pi_old',
  fingerprint: 'fp-old',
  saveForFuture: false,
  placedAt: '2025-06-01T10:00:00.000Z',
};
const v1Meta = {
  correlationId: 'old',
  causationId: null,
  actor: { kind: 'session', id: 'sess_oldshape1' },
  channel: 'web',
  at: v1Data.placedAt,
};

describe('OrderPlaced version 1 read as version 2', () => {
  let db: TestDatabase;
  let store: UpcastingEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new UpcastingEventStore(new PostgresEventStore(db.pool), new EventUpcasters(orderEventUpcasters));
    // Written straight into the log, as a process of the previous release did.
    await appendOrderPlacedV1(db.pool, v1Data);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  const expectV2 = (event: RecordedEvent) => {
    const data = event.data as OrderPlaced['data'] & Record<string, unknown>;
    expect(event.metadata.schemaVersion).toBe(2);
    expect(data.personal).toEqual({
      subjectId: null,
      plaintext: { customer, shippingAddress: address, billingAddress: address },
    });
    expect(data).not.toHaveProperty('customer');
    expect(data).not.toHaveProperty('shippingAddress');
    expect(data).toMatchObject({ orderId, totalSatang: 2_100_000, lines: v1Data.lines, placedAt: v1Data.placedAt });
  };

  it('stores the old shape untouched (positive control: the raw row is version 1)', async () => {
    const { rows } = await db.pool.query(`SELECT data, metadata FROM events WHERE stream_id = $1`, [
      `order-${orderId}`,
    ]);
    expect(rows[0].data).toHaveProperty('customer.email', customer.email);
    expect(rows[0].metadata).not.toHaveProperty('schemaVersion');
    const raw = await new PostgresEventStore(db.pool).readStream(`order-${orderId}`);
    expect(raw.events[0].data).toHaveProperty('customer');
  });

  it('reads it as version 2 from the stream and from the ordered log', async () => {
    const stream = await store.readStream(`order-${orderId}`);
    expect(stream.version).toBe(1);
    expectV2(stream.events[0]);
    const log = await store.readAll(LOG_START, 10);
    expect(log).toHaveLength(1);
    expectV2(log[0]);
  });

  it('stamps new events with version 2, which are read back as stored', async () => {
    const newId = '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const { customer: _c, shippingAddress: _s, billingAddress: _b, ...rest } = v1Data;
    const v2Data = {
      ...rest,
      orderId: newId,
      personal: { subjectId: null, plaintext: { customer, shippingAddress: address, billingAddress: address } },
    };
    const appended = await store.appendToStream(
      `order-${newId}`,
      [{ event: { type: 'OrderPlaced', data: v2Data }, metadata: { ...(v1Meta as EventMetadata) } }],
      { expectedVersion: 0 },
    );
    expect(appended.recorded[0].metadata.schemaVersion).toBe(2);
    const { rows } = await db.pool.query('SELECT metadata FROM events WHERE stream_id = $1', [`order-${newId}`]);
    expect(rows[0].metadata.schemaVersion).toBe(2);
    expect((await store.readStream(`order-${newId}`)).events[0].data).toEqual(v2Data);
  });

  it('rebuilds the order read model from the old event', async () => {
    const reports = await rebuildProjections(db.pool, store, [orderDetailsProjection]);
    expect(reports[0].events).toBe(2);
    const { rows } = await db.pool.query('SELECT * FROM rm_orders WHERE id = $1', [orderId]);
    expect(rows[0]).toMatchObject({
      customer_name: customer.name,
      customer_email: customer.email,
      shipping_address: address,
      total_satang: 2_100_000,
      personal_subject_id: null,
    });
  });
});
