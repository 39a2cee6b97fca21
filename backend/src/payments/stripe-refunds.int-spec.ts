import { randomUUID } from 'node:crypto';
import type { InitOrderResult, OrderHistoryView, OrderView } from '@sound-putter/contracts';
import { EventStore } from '../infrastructure/event-store/event-store.port';
import { streams } from '../infrastructure/event-store/stream-names';
import { testCustomerDetails } from '../../test/support/customer-details';
import { signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { StripeStandIn } from '../../test/support/stripe-stand-in';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';

/**
 * Staff refunds in Stripe mode: the real SDK creates them at the stand-in (they start pending), and only the signed
 * `refund.updated` / `charge.refunded` webhooks settle them, once whatever the replays.
 */
describe('staff refunds in Stripe mode', () => {
  const stripe = new StripeStandIn();
  let t: TestApp;
  let store: EventStore;
  let staff: SignedInBrowser;
  let eventCounter = 0;

  beforeAll(async () => {
    await stripe.start();
    t = await createTestApp(stripe.env);
    store = t.app.get(EventStore);
    staff = await signInAs(t, 'staff');
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const paidOrder = async () => {
    const shopper: TestClient = t.client();
    const configured = await shopper.post<{ configurationId: string }>('/api/configure-putter', {
      modelId: 'melody-c',
    });
    await shopper.post('/api/cart/add', { configurationId: configured.body.configurationId });
    const init = await shopper.post<InitOrderResult>('/api/orders/init', {
      customerDetails: testCustomerDetails({ email: `refund-${randomUUID().slice(0, 8)}@example.com` }),
    });
    const intentId = init.body.clientSecret.split('_secret_')[0];
    const intent = stripe.intents.get(intentId);
    if (!intent) throw new Error('stand-in lost the intent');
    intent.status = 'succeeded';
    const paid = await shopper.patch<OrderView>(`/api/orders/${init.body.orderId}/payment`, { paymentId: intentId });
    expect(paid.body.paymentStatus).toBe('paid');
    return { orderId: init.body.orderId, intentId, amount: intent.amount, shopper };
  };
  const refund = (orderId: string, body: Record<string, unknown>) =>
    staff.client.post<OrderView>(`/api/orders/${orderId}/refunds`, body);
  const webhook = async (type: string, object: unknown, id = `evt_refund_${++eventCounter}`) => {
    const { payload, headers } = stripe.signedEvent(id, type, object);
    return t.client().raw({ method: 'POST', url: '/api/payments/stripe/webhook', payload, headers });
  };
  const eventTypes = async (orderId: string) =>
    (await store.readStream(streams.order(orderId))).events.map((e) => e.type);
  const view = async (orderId: string) => (await staff.client.get<OrderView>(`/api/orders/${orderId}`)).body;

  it('creates the refund at Stripe under the request key, pending until refund.updated says succeeded, once', async () => {
    const { orderId, intentId } = await paidOrder();
    stripe.requests.length = 0;
    const body = { amountSatang: 250_000, reason: 'Wrong grip colour fitted', requestId: randomUUID() };
    const res = await refund(orderId, body);
    expect(res.status).toBe(200);
    expect(res.body.refunds).toEqual([
      expect.objectContaining({ amountSatang: 250_000, status: 'pending', reason: 'Wrong grip colour fitted' }),
    ]);
    // Counted as given back while pending, so a second refund cannot take the same money.
    expect(res.body.refundedAmount).toBe(2500);
    const asked = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(asked).toHaveLength(1);
    expect(asked[0].form.get('payment_intent')).toBe(intentId);
    expect(asked[0].form.get('amount')).toBe('250000');
    expect(asked[0].form.get('metadata[orderId]')).toBe(orderId);
    expect(asked[0].headers['idempotency-key']).toBe(`order-refund-${orderId}-${body.requestId}`);

    // The request retried (a lost answer): Stripe replays the same refund, nothing more is recorded.
    const retried = await refund(orderId, body);
    expect(retried.status).toBe(200);
    expect(retried.body.refunds).toHaveLength(1);

    const refundId = res.body.refunds[0].id;
    const succeeded = stripe.settleRefund(refundId, 'succeeded');
    const first = await webhook('refund.updated', succeeded, 'evt_refund_ok');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    expect((await view(orderId)).refunds[0].status).toBe('succeeded');
    // The same event again (Stripe redelivers), and the charge's own event about the same refund: nothing more.
    expect((await webhook('refund.updated', succeeded, 'evt_refund_ok')).body).toEqual({
      received: true,
      duplicate: true,
    });
    expect((await webhook('charge.refunded', stripe.chargeOf(intentId))).status).toBe(200);
    const types = await eventTypes(orderId);
    expect(types.filter((type) => type === 'OrderRefunded')).toHaveLength(1);
    expect(types.filter((type) => type === 'OrderRefundSettled')).toHaveLength(1);
    expect((await view(orderId)).refundedAmount).toBe(2500);
  });

  it('records a failed refund from charge.refunded: visible to staff, the amount refundable again', async () => {
    const { orderId, intentId, amount } = await paidOrder();
    const res = await refund(orderId, {
      amountSatang: amount,
      reason: 'Order lost in transit',
      requestId: randomUUID(),
    });
    expect(res.body.refundedAmount).toBe(amount / 100);
    // While pending, nothing is left to refund.
    const more = await refund(orderId, { amountSatang: 1, reason: 'more', requestId: randomUUID() });
    expect(more.status).toBe(422);

    stripe.settleRefund(res.body.refunds[0].id, 'failed', 'expired_or_canceled_card');
    const hook = await webhook('charge.refunded', stripe.chargeOf(intentId));
    expect(hook.status).toBe(200);
    const after = await view(orderId);
    expect(after.refunds[0]).toMatchObject({ status: 'failed', failureReason: 'expired_or_canceled_card' });
    expect(after.refundedAmount).toBe(0);
    const history = await staff.client.get<OrderHistoryView>(`/api/orders/${orderId}/history`);
    expect(history.body.entries.at(-1)).toMatchObject({
      type: 'OrderRefundSettled',
      reason: 'expired_or_canceled_card',
      amount: amount / 100,
      actor: { kind: 'system' },
    });
    // A later refund.updated for the same refund (replayed out of order) changes nothing.
    const late = stripe.settleRefund(res.body.refunds[0].id, 'succeeded');
    expect((await webhook('refund.updated', late)).status).toBe(200);
    expect((await view(orderId)).refunds[0].status).toBe('failed');
    // Staff can refund the amount again (a new request, so a new refund at Stripe): the stand-in counts only
    // non-failed refunds against the charge, as Stripe does.
    stripe.settleRefund(res.body.refunds[0].id, 'failed');
    const again = await refund(orderId, { amountSatang: amount, reason: 'Second try', requestId: randomUUID() });
    expect(again.status).toBe(200);
    expect(again.body.refunds.map((r) => r.status)).toEqual(['failed', 'pending']);
  });

  it("settles a cancel's own refund from its webhook too (pending until Stripe confirms)", async () => {
    const { orderId, shopper } = await paidOrder();
    const cancelled = await shopper.post<OrderView>(`/api/orders/${orderId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refunds).toEqual([expect.objectContaining({ reason: 'order_cancelled', status: 'pending' })]);
    const asked = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.headers['idempotency-key'] === `order-cancel-refund-${orderId}`,
    );
    expect(asked[0].form.get('metadata[orderId]')).toBe(orderId);
    const settled = stripe.settleRefund(cancelled.body.refunds[0].id, 'succeeded');
    expect((await webhook('refund.updated', settled)).status).toBe(200);
    expect((await view(orderId)).refunds[0].status).toBe('succeeded');
  });

  it('answers 404 for a refund the shop has not recorded yet (Stripe retries) and ignores refunds without an order', async () => {
    const { orderId } = await paidOrder();
    const before = await eventTypes(orderId);
    const early = await webhook('refund.updated', {
      id: 're_not_yet',
      object: 'refund',
      amount: 100,
      status: 'succeeded',
      metadata: { orderId },
    });
    expect(early.status).toBe(404);
    expect(early.body).toMatchObject({ status: 404, code: 'not_found' });
    const foreign = await webhook('refund.updated', {
      id: 're_dash',
      object: 'refund',
      status: 'succeeded',
      metadata: {},
    });
    expect(foreign.status).toBe(200);
    const bad = await t.client().raw({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: JSON.stringify({ id: 'evt_forged', type: 'refund.updated' }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    });
    expect(bad.status).toBe(400);
    expect(await eventTypes(orderId)).toEqual(before);
  });
});
