import type { InitOrderResult, OrderView, PromptPayQr } from '@sound-putter/contracts';
import { testCustomerDetails } from '../../../test/support/customer-details';
import { STAND_IN_PROMPTPAY_ID, StripeStandIn } from '../../../test/support/stripe-stand-in';
import { createTestApp, type TestApp, type TestClient } from '../../../test/support/test-app';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { parsePromptPayPayload } from './promptpay-payload';

/** PromptPay in Stripe mode: the real SDK against the Stripe stand-in, payments confirmed by signed webhooks. */
describe('PromptPay in Stripe mode against the Stripe stand-in', () => {
  const stripe = new StripeStandIn();
  let t: TestApp;
  let events = 0;
  beforeAll(async () => {
    await stripe.start();
    t = await createTestApp(stripe.env);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const place = async (shopper: TestClient): Promise<InitOrderResult> => {
    const { configurationId } = (
      await shopper.post<{ configurationId: string }>('/api/configure-putter', { modelId: 'melody-c' })
    ).body;
    await shopper.post('/api/cart/add', { configurationId });
    return (await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: testCustomerDetails() })).body;
  };
  const webhook = (type: string, object: unknown, id = `evt_pp_${++events}`, created?: number) => {
    const { payload, headers } = stripe.signedEvent(id, type, object, created);
    return t.client().raw({ method: 'POST', url: '/api/payments/stripe/webhook', payload, headers });
  };
  const eventTypes = async (orderId: string) =>
    (await t.app.get(EventStore).readStream(streams.order(orderId))).events.map((e) => e.type);
  const order = async (shopper: TestClient, orderId: string) =>
    (await shopper.get<OrderView>(`/api/orders/${orderId}`)).body;

  it("shows Stripe's QR for the order's total; the order stays pending until the signed webhook, replays count once", async () => {
    const shopper = t.client();
    const { orderId } = await place(shopper);
    stripe.requests.length = 0;
    const res = await shopper.post<PromptPayQr>('/api/payments/promptpay', { orderId });
    expect(res.status).toBe(200);
    const qr = res.body;
    const create = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(create?.form.get('allowed_payment_method_types[0]')).toBe('promptpay');
    expect(create?.form.get('payment_method_data[type]')).toBe('promptpay');
    expect(create?.form.get('confirm')).toBe('true');
    expect(create?.form.get('metadata[orderId]')).toBe(orderId);
    const intent = stripe.intents.get(qr.paymentIntentId);
    expect(qr.payload).toBe(intent?.next_action?.promptpay_display_qr_code.data);
    expect(parsePromptPayPayload(qr.payload)).toMatchObject({
      target: STAND_IN_PROMPTPAY_ID,
      amountSatang: qr.amountSatang,
    });
    expect(qr.amountSatang).toBe(Math.round((await order(shopper, orderId)).totalAmount * 100));
    expect(qr.testBankUrl).toBeNull();

    // Not paid yet: pending, and the client's own report is refused.
    expect((await order(shopper, orderId)).paymentStatus).not.toBe('paid');
    expect((await shopper.patch(`/api/orders/${orderId}/payment`, { paymentId: qr.paymentIntentId })).status).toBe(409);

    const paid = stripe.payPromptPay(qr.paymentIntentId);
    const first = await webhook('payment_intent.succeeded', paid, 'evt_pp_paid');
    expect(first.status).toBe(200);
    expect((await order(shopper, orderId)).paymentStatus).toBe('paid');
    // The same event replayed, and the same payment in another event: recorded once, nothing refunded.
    expect((await webhook('payment_intent.succeeded', paid, 'evt_pp_paid')).body).toEqual({
      received: true,
      duplicate: true,
    });
    expect((await webhook('payment_intent.succeeded', paid)).status).toBe(200);
    expect((await eventTypes(orderId)).filter((e) => e === 'OrderPaid')).toHaveLength(1);
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(0);
  });

  it('renews a QR with a new intent for the same order, and refunds a payment to the expired one through Stripe', async () => {
    const shopper = t.client();
    const { orderId } = await place(shopper);
    const first = (await shopper.post<PromptPayQr>('/api/payments/promptpay', { orderId })).body;
    await t.db.pool.query("UPDATE promptpay_qrs SET expires_at = now() - interval '1 minute' WHERE intent_id = $1", [
      first.paymentIntentId,
    ]);
    const renewed = (await shopper.post<PromptPayQr>('/api/payments/promptpay', { orderId })).body;
    expect(renewed.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(renewed.orderId).toBe(orderId);
    expect(stripe.intents.get(first.paymentIntentId)?.status).toBe('canceled');

    // Stripe let the old QR be paid anyway (a race with its cancel): refunded, the order is not paid by it.
    const intent = stripe.intents.get(first.paymentIntentId);
    if (!intent) throw new Error('stand-in lost the intent');
    intent.status = 'succeeded';
    expect((await webhook('payment_intent.succeeded', { ...intent })).status).toBe(200);
    const refunds = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds.map((r) => [r.form.get('payment_intent'), Number(r.form.get('amount'))])).toEqual([
      [first.paymentIntentId, first.amountSatang],
    ]);
    expect(refunds[0].headers['idempotency-key']).toBe(`promptpay-stray-refund-${first.paymentIntentId}`);
    expect((await order(shopper, orderId)).paymentStatus).not.toBe('paid');

    // The renewed QR pays the order.
    expect((await webhook('payment_intent.succeeded', stripe.payPromptPay(renewed.paymentIntentId))).status).toBe(200);
    expect((await order(shopper, orderId)).paymentStatus).toBe('paid');
    expect((await shopper.patch(`/api/orders/${orderId}/payment`, { paymentId: renewed.paymentIntentId })).status).toBe(
      200,
    );
  });

  it('refunds a PromptPay payment for an order the card already paid', async () => {
    const shopper = t.client();
    const { orderId, clientSecret } = await place(shopper);
    const qr = (await shopper.post<PromptPayQr>('/api/payments/promptpay', { orderId })).body;
    const card = stripe.intentOf(clientSecret);
    card.status = 'succeeded';
    expect((await webhook('payment_intent.succeeded', { ...card })).status).toBe(200);
    expect((await order(shopper, orderId)).paymentId).toBe(card.id);
    expect((await webhook('payment_intent.succeeded', stripe.payPromptPay(qr.paymentIntentId))).status).toBe(200);
    const refunded = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === qr.paymentIntentId,
    );
    expect(refunded).toHaveLength(1);
    const { rows } = await t.db.pool.query('SELECT outcome, reason FROM promptpay_payments WHERE payment_id = $1', [
      qr.paymentIntentId,
    ]);
    expect(rows).toEqual([{ outcome: 'refunded', reason: 'already_paid' }]);
    expect((await order(shopper, orderId)).paymentId).toBe(card.id);
  });
});
