import type { InitOrderResult, OrderView } from '@sound-putter/contracts';
import { EventStore } from '../infrastructure/event-store/event-store.port';
import { streams } from '../infrastructure/event-store/stream-names';
import { testCustomerDetails } from '../../test/support/customer-details';
import { StripeStandIn } from '../../test/support/stripe-stand-in';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';

/** One shopper's checkout details: the same each time, so a repeated init is recognised as the same. */
const customerDetails = testCustomerDetails({
  name: 'Arthit',
  email: 'arthit@example.com',
  phone: '877777777',
  shippingAddress: {
    streetAddress: '5 Soi 11',
    city: 'Chiang Mai',
    state: 'Chiang Mai',
    postalCode: '50200',
    country: 'Thailand',
  },
});

/** The shop in Stripe mode, with the real SDK talking to a local stand-in of the Stripe API. */
describe('Stripe mode against a local Stripe stand-in', () => {
  const stripe = new StripeStandIn();
  const { intents, requests } = stripe;
  let t: TestApp;
  let store: EventStore;

  beforeAll(async () => {
    await stripe.start();
    t = await createTestApp(stripe.env);
    store = t.app.get(EventStore);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const checkout = async (shopper: TestClient) => {
    const configured = await shopper.post<{ configurationId: string }>('/api/configure-putter', {
      modelId: 'melody-c',
    });
    await shopper.post('/api/cart/add', { configurationId: configured.body.configurationId, quantity: 3 });
    return shopper.post<InitOrderResult>('/api/orders/init', { customerDetails });
  };

  it('tells the client to use Stripe with the publishable key, and hides the test gateway', async () => {
    const shopper = t.client();
    expect((await shopper.get('/api/config')).body).toEqual({
      paymentGateway: 'stripe',
      stripePublishableKey: 'pk_test_standin',
      vatRateBasisPoints: 700,
    });
    const res = await shopper.post('/api/payments/test-gateway/confirm', {
      clientSecret: 'pi_x_secret_y',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    expect(res.status).toBe(404);
  });

  it('keeps one pending order per cart, cancels a replaced PaymentIntent, pays only after the server saw it succeed, and once', async () => {
    const shopper = t.client();
    requests.length = 0;
    const first = await checkout(shopper);
    const again = await checkout(shopper);
    expect(first.status).toBe(200);
    // The second add raised the quantity: the cart's pending order takes the new contents and a new intent.
    expect(again.body.orderId).toBe(first.body.orderId);
    expect(again.body.clientSecret).not.toBe(first.body.clientSecret);
    const replaced = first.body.clientSecret.split('_secret_')[0];
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/v1/payment_intents',
      '/v1/payment_intents',
      `/v1/payment_intents/${replaced}/cancel`,
    ]);
    expect(intents.get(replaced)?.status).toBe('canceled');
    const { orderId, clientSecret } = again.body;
    const order = await shopper.get<OrderView>(`/api/orders/${orderId}`);
    const creates = requests.filter((r) => r.method === 'POST' && r.form.get('metadata[orderId]') === orderId);
    const create = creates[1];
    expect(String(create?.headers['idempotency-key'])).toMatch(new RegExp(`^${orderId}:[0-9a-f]{64}$`));
    expect(creates[0].headers['idempotency-key']).not.toBe(create?.headers['idempotency-key']);
    expect(create?.form.get('currency')).toBe('thb');
    expect(Number(create?.form.get('amount'))).toBe(Math.round(order.body.totalAmount * 100));
    expect(clientSecret).toMatch(/^pi_standin_\d+_secret_standin$/);

    // Repeating init for the same cart and details returns the same intent without creating another.
    const repeat = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails });
    expect(repeat.body).toEqual(again.body);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(3);

    const intentId = clientSecret.split('_secret_')[0];
    const early = await shopper.patch(`/api/orders/${orderId}/payment`, { paymentId: intentId });
    expect(early.status).toBe(409);

    const intent = intents.get(intentId);
    if (!intent) throw new Error('stand-in lost the intent');
    intent.status = 'succeeded';
    const retrievals = () =>
      requests.filter((r) => r.method === 'GET' && r.path.startsWith(`/v1/payment_intents/${intentId}`)).length;
    const beforePaid = retrievals();
    const paid = await shopper.patch<OrderView>(`/api/orders/${orderId}/payment`, { paymentId: intentId });
    expect(paid.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentId: intentId });
    // Positive control: the report that recorded the payment did ask Stripe.
    expect(retrievals()).toBe(beforePaid + 1);
    const asked = retrievals();
    // Reported again by its owner (a reload of the success page): the recorded payment answers, Stripe is not asked.
    const repeated = await shopper.patch<OrderView>(`/api/orders/${orderId}/payment`, { paymentId: intentId });
    expect(repeated.body).toEqual(paid.body);
    expect(retrievals()).toBe(asked);
    // Another payment id for the paid order still goes to Stripe (and is refused).
    expect(
      (await shopper.patch(`/api/orders/${orderId}/payment`, { paymentId: 'pi_other' })).status,
    ).toBeGreaterThanOrEqual(400);

    const { payload, headers } = stripe.signedEvent('evt_late', 'payment_intent.succeeded', intent);
    const hook = await t.client().raw({ method: 'POST', url: '/api/payments/stripe/webhook', payload, headers });
    expect(hook.status).toBe(200);
    const { events } = await store.readStream(streams.order(orderId));
    expect(events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderDetailsChanged', 'OrderPaid', 'OrderConfirmed']);
  });

  it('refunds a cancelled paid order through Stripe once, under one idempotency key per order', async () => {
    const shopper = t.client();
    const init = await checkout(shopper);
    const intentId = init.body.clientSecret.split('_secret_')[0];
    const intent = intents.get(intentId);
    if (!intent) throw new Error('stand-in lost the intent');
    intent.status = 'succeeded';
    const paid = await shopper.patch<OrderView>(`/api/orders/${init.body.orderId}/payment`, { paymentId: intentId });
    expect(paid.body.paymentStatus).toBe('paid');
    requests.length = 0;

    const cancelled = await shopper.post<OrderView>(`/api/orders/${init.body.orderId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refundedAmount).toBe(paid.body.totalAmount);
    // Cancelled again (a retry, or staff after the shopper): the refund is not asked for again.
    expect((await shopper.post(`/api/orders/${init.body.orderId}/cancel`, {})).status).toBe(200);
    const asked = requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(asked).toHaveLength(1);
    expect(asked[0].form.get('payment_intent')).toBe(intentId);
    expect(Number(asked[0].form.get('amount'))).toBe(intent.amount);
    expect(asked[0].headers['idempotency-key']).toBe(`order-cancel-refund-${init.body.orderId}`);
    const { events } = await store.readStream(streams.order(init.body.orderId));
    expect(events.slice(-2).map((e) => [e.type, (e.data as { refundId?: string }).refundId])).toEqual([
      ['OrderCancelled', undefined],
      ['OrderRefunded', 're_standin_1'],
    ]);
  });
});
