import type { OrderView } from '@sound-putter/contracts';
import Stripe from 'stripe';
import { EventStore } from '../infrastructure/event-store/event-store.port';
import { streams } from '../infrastructure/event-store/stream-names';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';
import { paymentsRefused } from '../infrastructure/metrics/metrics';
import { testCustomerDetails } from '../../test/support/customer-details';
import { eventually, placeOrder as placeUnpaidOrder, startWorker } from '../../test/support/paid-orders';

const WEBHOOK_SECRET = 'whsec_test_local_secret';
const stripe = new Stripe('sk_test_signing_only');

describe('Stripe webhook', () => {
  let t: TestApp;
  let store: EventStore;
  let eventCounter = 0;

  beforeAll(async () => {
    t = await createTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    store = t.app.get(EventStore);
  });
  afterAll(() => t.close());

  const placeOrder = async (shopper: TestClient) => {
    const details = testCustomerDetails({ name: 'Malee', email: 'malee@example.com', phone: '899999999' });
    const init = await placeUnpaidOrder(shopper, details, 'melody-d');
    const order = await shopper.get<OrderView>(`/api/orders/${init.orderId}`);
    return { ...init, intentId: init.clientSecret.split('_secret_')[0], amount: order.body.totalAmount * 100 };
  };

  const eventFor = (
    type: string,
    intent: { intentId: string; orderId: string; amount: number },
    overrides: Record<string, unknown> = {},
  ) => ({
    id: `evt_test_${++eventCounter}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: intent.intentId,
        object: 'payment_intent',
        amount: intent.amount,
        currency: 'thb',
        client_secret: `${intent.intentId}_secret_x`,
        metadata: { orderId: intent.orderId },
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        last_payment_error:
          type === 'payment_intent.payment_failed' ? { code: 'card_declined', message: 'declined' } : null,
        ...overrides,
      },
    },
  });

  const deliver = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.client().raw({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };
  const eventsOf = async (orderId: string) =>
    (await store.readStream(streams.order(orderId))).events.map((e) => e.type);
  const dedupeRows = async () =>
    Number((await t.db.pool.query('SELECT count(*) FROM payment_webhook_events')).rows[0].count);

  it('rejects a bad signature with 400 and records nothing', async () => {
    const order = await placeOrder(t.client());
    const before = await dedupeRows();
    const forged = await deliver(eventFor('payment_intent.succeeded', order), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    const unsigned = await t.client().raw({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: JSON.stringify(eventFor('payment_intent.succeeded', order)),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect(await eventsOf(order.orderId)).toEqual(['OrderPlaced']);
    expect(await dedupeRows()).toBe(before);
  });

  it('records a succeeded payment once, however often Stripe delivers it, and clears the cart', async () => {
    const shopper = t.client();
    const order = await placeOrder(shopper);
    const event = eventFor('payment_intent.succeeded', order);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    const again = await deliver(event);
    expect(again.body).toEqual({ received: true, duplicate: true });
    // A second, distinct event for the same payment is also harmless.
    expect((await deliver(eventFor('payment_intent.succeeded', order))).status).toBe(200);
    expect(await eventsOf(order.orderId)).toEqual(['OrderPlaced', 'OrderPaid', 'OrderConfirmed']);
    const paid = (await store.readStream(streams.order(order.orderId))).events[1];
    expect(paid.metadata.actor).toEqual({ kind: 'system', id: 'system' });
    // The cart context empties the cart when it sees OrderPaid in the log (a worker's consumer).
    const worker = await startWorker(t);
    try {
      await eventually(async () => expect((await shopper.get<{ count: number }>('/api/cart')).body.count).toBe(0));
    } finally {
      await worker.close();
    }
  });

  it('records a payment failure and keeps the order pending', async () => {
    const order = await placeOrder(t.client());
    expect((await deliver(eventFor('payment_intent.payment_failed', order))).status).toBe(200);
    expect(await eventsOf(order.orderId)).toEqual(['OrderPlaced', 'OrderPaymentFailed']);
  });

  it('acknowledges but does not record a payment of the wrong amount, and counts it for the operators', async () => {
    const refused = async () => (await paymentsRefused.get()).values.reduce((n, v) => n + v.value, 0);
    const before = await refused();
    const order = await placeOrder(t.client());
    const res = await deliver(eventFor('payment_intent.succeeded', { ...order, amount: order.amount - 1 }));
    expect(res.status).toBe(200);
    expect(await eventsOf(order.orderId)).toEqual(['OrderPlaced']);
    expect(await refused()).toBe(before + 1);
  });

  it('records the payment once when the webhook and the client PATCH race', async () => {
    const shopper = t.client();
    const order = await placeOrder(shopper);
    await t.db.pool.query(`UPDATE test_gateway_intents SET status = 'succeeded' WHERE id = $1`, [order.intentId]);
    const event = eventFor('payment_intent.succeeded', order);
    const results = await Promise.all([
      deliver(event),
      shopper.patch(`/api/orders/${order.orderId}/payment`, { paymentId: order.intentId }),
      deliver(event),
      shopper.patch(`/api/orders/${order.orderId}/payment`, { paymentId: order.intentId }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await eventsOf(order.orderId)).toEqual(['OrderPlaced', 'OrderPaid', 'OrderConfirmed']);
  });

  it('ignores event types it does not handle', async () => {
    const res = await deliver({ id: 'evt_other', object: 'event', type: 'charge.refunded', data: { object: {} } });
    expect(res.status).toBe(200);
  });
});
