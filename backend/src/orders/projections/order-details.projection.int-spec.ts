import type { PersonalDataRef } from '@sound-putter/contracts';
import type { EventMetadata, RecordedEvent } from '../../infrastructure/event-store/event-store.port';
import {
  forgetSubjects,
  personalDataLookup,
  sealPersonalData,
} from '../../infrastructure/personal-data/personal-data-vault';
import { runTogetherInTransaction } from '../../infrastructure/database/send-together';
import { ensureProjectionSchemas } from '../../infrastructure/projections/projection-schema';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import type { OrderEvent } from '../order.decider';
import { erasedPersonalData, orderDetailsProjection } from './order-details.projection';

const orderId = '5d7f9c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
const address = {
  streetAddress: '1 Charoen Krung',
  city: 'Bangkok',
  state: 'Bangkok',
  postalCode: '10100',
  country: 'Thailand',
};
const session: EventMetadata['actor'] = { kind: 'session', id: 'sess_abcdefghi' };
const staffer: EventMetadata['actor'] = { kind: 'user', id: 'b1c2d3e4-0000-4000-8000-000000000001', role: 'staff' };

const customer = { name: 'Ploy', email: 'Ploy@Example.com', phone: '800000000', phoneCountryCode: '+66' };

const historyWith = (personal: PersonalDataRef): [OrderEvent, EventMetadata['actor']][] => [
  [
    {
      type: 'OrderPlaced',
      data: {
        orderId,
        cartId: 'sess_abcdefghi',
        userId: null,
        sessionId: 'sess_abcdefghi',
        channel: 'web',
        personal,
        lines: [
          {
            configurationId: '6f1c2a9e-1111-4a7b-8c9d-0e1f2a3b4c5d',
            quantity: 1,
            unitPriceSatang: 1_050_000,
            modelName: 'Melody C',
          },
        ],
        totalSatang: 1_050_000,
        paymentIntentId: 'pi_test_1',
        fingerprint: 'fp',
        saveForFuture: false,
        placedAt: '2026-03-01T08:00:00.000Z',
      },
    },
    session,
  ],
  [
    {
      type: 'OrderPaymentFailed',
      data: { orderId, paymentId: 'pi_test_1', reason: 'card_declined', failedAt: '2026-03-01T08:01:00.000Z' },
    },
    session,
  ],
  [
    {
      type: 'OrderPaid',
      data: {
        orderId,
        paymentId: 'pi_test_1',
        amountSatang: 1_050_000,
        method: 'card',
        paidAt: '2026-03-01T08:02:00.000Z',
      },
    },
    session,
  ],
  [
    {
      type: 'OrderConfirmed',
      data: {
        orderId,
        confirmedAt: '2026-03-01T08:02:00.000Z',
        deliveryDeadline: '2026-03-02T08:02:00.000Z',
        estimatedDelivery: '2026-03-02T08:02:00.000Z',
      },
    },
    session,
  ],
  [{ type: 'CraftingStarted', data: { orderId, startedAt: '2026-03-01T09:00:00.000Z' } }, staffer],
  [{ type: 'OrderShipped', data: { orderId, shippedAt: '2026-03-01T15:00:00.000Z' } }, staffer],
  [
    {
      type: 'CraftingDeadlineMissed',
      data: { orderId, deliveryDeadline: '2026-03-02T08:02:00.000Z', missedAt: '2026-03-02T08:02:01.000Z' },
    },
    { kind: 'system', id: 'system' },
  ],
  [{ type: 'OrderDelivered', data: { orderId, deliveredAt: '2026-03-02T09:00:00.000Z' } }, staffer],
];

const recordedWith = (personal: PersonalDataRef) =>
  historyWith(personal).map(([event, actor], i): RecordedEvent => ({
    type: event.type,
    data: event.data,
    metadata: {
      correlationId: 'c',
      causationId: null,
      actor,
      channel: actor.kind === 'user' ? 'staff' : 'web',
      at: '2026-03-01T08:00:00.000Z',
    },
    eventId: `00000000-0000-4000-8000-00000000000${i}`,
    streamId: `order-${orderId}`,
    streamPosition: i + 1,
    globalPosition: String(i + 1),
    transactionId: String(100 + i),
    createdAt: '2026-03-01T08:00:00.000Z',
  }));

describe('order-details projection', () => {
  let db: TestDatabase;
  let sealed: { subjectId: string; sealed: string };
  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureProjectionSchemas(db.pool, [orderDetailsProjection]);
    sealed = await sealPersonalData(db.pool, personalDataLookup(customer), {
      customer,
      shippingAddress: address,
      billingAddress: address,
    });
  });
  afterAll(() => db.drop());

  const applyAll = async (personal: PersonalDataRef = sealed) => {
    const client = await db.pool.connect();
    try {
      for (const event of recordedWith(personal)) await orderDetailsProjection.apply(client, event);
    } finally {
      client.release();
    }
  };
  const rows = async () => ({
    order: (await db.pool.query('SELECT * FROM rm_orders')).rows,
    timeline: (await db.pool.query('SELECT status, at, actor_role, actor_id FROM rm_order_timeline ORDER BY at')).rows,
  });

  it('projects the whole life of an order, and a replay leaves the same rows', async () => {
    await applyAll();
    const first = await rows();
    expect(first.order).toHaveLength(1);
    expect(first.order[0]).toMatchObject({
      status: 'delivered',
      payment_status: 'paid',
      payment_id: 'pi_test_1',
      total_satang: 1_050_000,
      customer_email: 'Ploy@Example.com',
      shipping_address: address,
      deadline_missed: true,
    });
    expect(first.order[0].delivered_at.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(first.timeline.map((r: { status: string; actor_role: string }) => [r.status, r.actor_role])).toEqual([
      ['pending', 'customer'],
      ['confirmed', 'customer'],
      ['crafting', 'staff'],
      ['shipped', 'staff'],
      ['delivered', 'staff'],
    ]);
    await applyAll();
    expect(await rows()).toEqual(first);
  });

  it('reads a legacy plaintext reference as it is, and shows "erased" once the key is deleted', async () => {
    await db.pool.query('DELETE FROM rm_orders; DELETE FROM rm_order_timeline');
    await applyAll({ subjectId: null, plaintext: { customer, shippingAddress: address, billingAddress: address } });
    expect((await rows()).order[0]).toMatchObject({ customer_name: 'Ploy', personal_subject_id: null });

    await db.pool.query('DELETE FROM rm_orders; DELETE FROM rm_order_timeline');
    expect(await forgetSubjects(db.pool, [sealed.subjectId])).toBe(1);
    await applyAll();
    const erasedRow = (await rows()).order[0];
    expect(erasedRow).toMatchObject({
      customer_name: 'erased',
      customer_email: 'erased',
      customer_phone: 'erased',
      shipping_address: {
        streetAddress: 'erased',
        city: 'erased',
        state: 'erased',
        postalCode: 'erased',
        country: 'erased',
      },
      status: 'delivered',
      total_satang: 1_050_000,
      payment_status: 'paid',
      personal_subject_id: sealed.subjectId,
    });
  });

  describe('as statements sent together with the append', () => {
    /** What the PostgreSQL store sends for these events: every statement together, in one transaction. */
    const sendStatements = async (personal: PersonalDataRef) => {
      const statements = recordedWith(personal).flatMap((event) => {
        const written = orderDetailsProjection.statements?.(event);
        if (!written) throw new Error(`no statements for ${event.type}`);
        return written;
      });
      await runTogetherInTransaction(db.pool, statements);
    };
    const sealFor = (email: string) =>
      sealPersonalData(db.pool, personalDataLookup({ ...customer, email }), {
        customer: { ...customer, email },
        shippingAddress: address,
        billingAddress: address,
      });

    it('writes the rows apply writes, opening what this process has just sealed', async () => {
      const mine = await sealFor('statements@example.com');
      await db.pool.query('DELETE FROM rm_orders; DELETE FROM rm_order_timeline');
      await applyAll(mine);
      const applied = await rows();
      expect(applied.order[0]).toMatchObject({ customer_email: 'statements@example.com', shipping_address: address });

      await db.pool.query('DELETE FROM rm_orders; DELETE FROM rm_order_timeline');
      await sendStatements(mine);
      expect(await rows()).toEqual(applied);
    });

    it('leaves personal data it could only open with a read to apply', () => {
      const [placed, paid] = recordedWith({ subjectId: '0f0e0d0c-0000-4000-8000-000000000000', sealed: 'AAAA' });
      expect(orderDetailsProjection.statements?.(placed)).toBeNull();
      expect(orderDetailsProjection.statements?.(paid)).not.toBeNull();
    });

    it('writes "erased" when the key was deleted elsewhere after this process sealed with it', async () => {
      const mine = await sealFor('erased-meanwhile@example.com');
      // Another process's erasure: the key is gone from the table, this process still holds it.
      await db.pool.query('DELETE FROM personal_data_keys WHERE subject_id = $1', [mine.subjectId]);
      await db.pool.query('DELETE FROM rm_orders; DELETE FROM rm_order_timeline');
      await sendStatements(mine);
      expect((await rows()).order[0]).toMatchObject({
        customer_name: 'erased',
        customer_email: 'erased',
        customer_phone: 'erased',
        customer_phone_country_code: 'erased',
        billing_address: erasedPersonalData.billingAddress,
        status: 'delivered',
        payment_status: 'paid',
        personal_subject_id: mine.subjectId,
      });
    });
  });
});
