import type {
  AnyOrderView,
  InitOrderResult,
  OrderHistoryView,
  PromptPayQr,
  TestBankQr,
  TestBankTransfer,
} from '@sound-putter/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { eventually, startWorker } from '../../../test/support/paid-orders';
import { testCustomerDetails } from '../../../test/support/customer-details';
import { browser, signInAs } from '../../../test/support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../../../test/support/test-app';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { buildPromptPayPayload, parsePromptPayPayload } from './promptpay-payload';

/** PromptPay on the local test gateway, with its test bank and the worker's mails, on real PostgreSQL and Redis. */
describe('PromptPay with the test gateway and the test bank', () => {
  let t: TestApp;
  // The worker turns order events into mails (a payment sent back is mailed to the customer).
  let worker: INestApplicationContext | null = null;
  beforeAll(async () => {
    t = await createTestApp({ PROMPTPAY_ID: '0891234567' });
    worker = await startWorker(t);
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  let transfers = 0;
  const transferId = () => `transfer-${process.pid}-${++transfers}`;

  const place = async (shopper: TestClient): Promise<InitOrderResult> => {
    const { configurationId } = (
      await shopper.post<{ configurationId: string }>('/api/configure-putter', { modelId: 'melody-c' })
    ).body;
    await shopper.post('/api/cart/add', { configurationId });
    const init = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: testCustomerDetails() });
    expect(init.status).toBe(200);
    return init.body;
  };
  const openQr = async (shopper: TestClient, orderId: string) => {
    const res = await shopper.post<PromptPayQr>('/api/payments/promptpay', { orderId });
    expect(res.status).toBe(200);
    return res.body;
  };
  const bankPays = (client: TestClient, payload: string, id = transferId(), decline = false) =>
    client.post<TestBankTransfer>('/api/payments/test-gateway/bank/pay', {
      payload,
      transferId: id,
      ...(decline ? { decline } : {}),
    });
  const eventsOf = async (orderId: string) =>
    (await t.app.get(EventStore).readStream(streams.order(orderId))).events.map((e) => e.type);
  const orderOf = async (shopper: TestClient, orderId: string) =>
    (await shopper.get<AnyOrderView & { totalAmount: number }>(`/api/orders/${orderId}`)).body;
  const refundsOf = async (paymentId: string) =>
    (
      await t.db.pool.query<{ amount_satang: string; reason: string }>(
        'SELECT amount_satang, reason FROM test_gateway_refunds WHERE payment_intent_id = $1',
        [paymentId],
      )
    ).rows;

  it("asks for exactly the order's total, to the configured PromptPay id, and pays the order once", async () => {
    const owner = browser(t);
    const { orderId } = await place(owner);
    const qr = await openQr(owner, orderId);
    const order = await orderOf(owner, orderId);
    const parsed = parsePromptPayPayload(qr.payload);
    expect(parsed).toEqual({
      target: '0066891234567',
      amountSatang: qr.amountSatang,
      reference: qr.paymentIntentId.slice(3),
    });
    expect(qr.amountSatang).toBe(Math.round(order.totalAmount * 100));
    expect(qr.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(qr.testBankUrl).toBe(`/test-bank?payload=${encodeURIComponent(qr.payload)}`);
    // Asked again while it lives: the same QR, not a second one.
    expect((await openQr(owner, orderId)).paymentIntentId).toBe(qr.paymentIntentId);

    // Any phone pays it: the test bank is not the shopper's session.
    const phone = browser(t);
    const inspected = await phone.post<TestBankQr>('/api/payments/test-gateway/bank/inspect', { payload: qr.payload });
    expect(inspected.body).toMatchObject({
      amountSatang: qr.amountSatang,
      status: 'open',
      promptPayId: '0066891234567',
    });
    const id = transferId();
    const paid = await bankPays(phone, qr.payload, id);
    expect(paid.body).toEqual({ transferId: id, paymentId: qr.paymentIntentId, outcome: 'paid', reason: null });
    expect((await orderOf(owner, orderId)).paymentStatus).toBe('paid');
    // The same transfer replayed is the same payment, recorded once.
    const replay = await bankPays(phone, qr.payload, id);
    expect(replay.body).toEqual(paid.body);
    expect((await eventsOf(orderId)).filter((e) => e === 'OrderPaid')).toHaveLength(1);
    expect(await refundsOf(qr.paymentIntentId)).toEqual([]);
    // The checkout's confirmation of the QR's payment is accepted (already recorded).
    const confirm = await owner.patch(`/api/orders/${orderId}/payment`, { paymentId: qr.paymentIntentId });
    expect(confirm.status).toBe(200);
    expect(
      (await phone.post<TestBankQr>('/api/payments/test-gateway/bank/inspect', { payload: qr.payload })).body.status,
    ).toBe('paid');
  });

  it('refunds the second of two phones paying the same QR: the order is paid once', async () => {
    const owner = browser(t);
    const { orderId } = await place(owner);
    const qr = await openQr(owner, orderId);
    const [a, b] = await Promise.all([bankPays(browser(t), qr.payload), bankPays(browser(t), qr.payload)]);
    const outcomes = [a.body.outcome, b.body.outcome].sort();
    expect(outcomes).toEqual(['paid', 'refunded']);
    const second = a.body.outcome === 'refunded' ? a.body : b.body;
    expect(second.reason).toBe('already_paid');
    expect(await refundsOf(second.paymentId as string)).toEqual([
      { amount_satang: qr.amountSatang, reason: 'promptpay_already_paid' },
    ]);
    expect((await eventsOf(orderId)).filter((e) => e === 'OrderPaid')).toHaveLength(1);
    expect(await eventsOf(orderId)).not.toContain('OrderRefunded');
    // Recorded as paid by PromptPay (the receipt and the tax invoice say so), not by card.
    const { events } = await t.app.get(EventStore).readStream(streams.order(orderId));
    expect(events.find((e) => e.type === 'OrderPaid')?.data).toMatchObject({ method: 'promptpay' });
    const { rows } = await t.db.pool.query(
      'SELECT outcome, reason FROM promptpay_payments WHERE order_id = $1 ORDER BY outcome',
      [orderId],
    );
    expect(rows).toEqual([
      { outcome: 'paid', reason: null },
      { outcome: 'refunded', reason: 'already_paid' },
    ]);

    // The money that went back is on the order's record: its page, staff's history, and one mail to the customer.
    const returned = {
      paymentId: second.paymentId,
      amountSatang: qr.amountSatang,
      method: 'promptpay',
      reason: 'already_paid',
    };
    const view = await orderOf(owner, orderId);
    expect(view.access === 'full' && view.returnedPayments).toEqual([expect.objectContaining(returned)]);
    expect(view.access === 'full' && view.refundedAmount).toBe(0);
    const staff = await signInAs(t, 'staff');
    const history = await staff.client.get<OrderHistoryView>(`/api/orders/${orderId}/history`);
    expect(history.body.entries.filter((e) => e.type === 'OrderPaymentReturned')).toEqual([
      expect.objectContaining({ amount: qr.amountSatang / 100, reason: 'already_paid', paymentMethod: 'promptpay' }),
    ]);
    const mails = async () =>
      (
        await t.db.pool.query<{ kind: string }>(
          `SELECT kind FROM mail_outbox WHERE order_id = $1 AND kind = 'order-payment-returned'`,
          [orderId],
        )
      ).rows;
    await eventually(async () => expect(await mails()).toHaveLength(1), 30_000);

    // The bank tells it again: the same answer, nothing recorded twice.
    const again = await bankPays(browser(t), qr.payload, second.transferId);
    expect(again.body).toMatchObject({ outcome: 'refunded', reason: 'already_paid', paymentId: second.paymentId });
    expect((await eventsOf(orderId)).filter((e) => e === 'OrderPaymentReturned')).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('refunds a payment made after the QR expired, and renews the QR for the same order', async () => {
    const owner = browser(t);
    const { orderId } = await place(owner);
    const qr = await openQr(owner, orderId);
    await t.db.pool.query("UPDATE promptpay_qrs SET expires_at = now() - interval '1 second' WHERE intent_id = $1", [
      qr.paymentIntentId,
    ]);
    const late = await bankPays(browser(t), qr.payload);
    expect(late.body).toMatchObject({ outcome: 'refunded', reason: 'qr_expired' });
    expect(await refundsOf(late.body.paymentId as string)).toHaveLength(1);
    expect((await orderOf(owner, orderId)).paymentStatus).not.toBe('paid');

    // Renewed: a new QR of the same order and total; the expired one stays refused.
    const renewed = await openQr(owner, orderId);
    expect(renewed.paymentIntentId).not.toBe(qr.paymentIntentId);
    expect(renewed.orderId).toBe(orderId);
    expect(renewed.amountSatang).toBe(qr.amountSatang);
    expect((await bankPays(browser(t), renewed.payload)).body.outcome).toBe('paid');
    expect((await orderOf(owner, orderId)).paymentStatus).toBe('paid');
  });

  it('refunds a payment to a QR of a cancelled order through the refund path, and one to a withdrawn QR', async () => {
    const owner = browser(t);
    const { orderId } = await place(owner);
    const qr = await openQr(owner, orderId);
    expect((await owner.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(200);
    const late = await bankPays(browser(t), qr.payload);
    expect(late.body).toMatchObject({ outcome: 'refunded', reason: 'order_cancelled' });
    expect(await refundsOf(late.body.paymentId as string)).toHaveLength(1);
    // A cancelled order gives no new QR.
    expect((await owner.post('/api/payments/promptpay', { orderId })).status).toBe(409);

    const kiosk = browser(t);
    const other = await place(kiosk);
    const withdrawnQr = await openQr(kiosk, other.orderId);
    expect((await kiosk.delete(`/api/payments/promptpay/${other.orderId}`)).body).toEqual({ withdrawn: 1 });
    const after = await bankPays(browser(t), withdrawnQr.payload);
    expect(after.body).toMatchObject({ outcome: 'refunded', reason: 'qr_withdrawn' });
    expect((await orderOf(kiosk, other.orderId)).paymentStatus).not.toBe('paid');
  });

  it('gives a QR only to the order owner, and the test bank refuses tampered or foreign QRs', async () => {
    const owner = browser(t);
    const { orderId } = await place(owner);
    for (const stranger of [browser(t), (await signInAs(t, 'staff')).client, (await signInAs(t, 'customer')).client]) {
      expect((await stranger.post('/api/payments/promptpay', { orderId })).status).toBe(404);
      expect((await stranger.delete(`/api/payments/promptpay/${orderId}`)).status).toBe(404);
    }
    const qr = await openQr(owner, orderId);
    // Another amount with a correct checksum, and the right amount with a broken one: both refused.
    const otherAmount = buildPromptPayPayload({
      promptPayId: '0891234567',
      amountSatang: qr.amountSatang - 100,
      reference: qr.paymentIntentId.slice(3),
    });
    const brokenCrc = `${qr.payload.slice(0, -4)}${qr.payload.endsWith('0000') ? '1111' : '0000'}`;
    for (const payload of [otherAmount, brokenCrc]) {
      const refused = await browser(t).post('/api/payments/test-gateway/bank/pay', {
        payload,
        transferId: transferId(),
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ status: 422, code: 'validation_failed' });
    }
    const foreign = buildPromptPayPayload({
      promptPayId: '0800000000',
      amountSatang: qr.amountSatang,
      reference: qr.paymentIntentId.slice(3),
    });
    expect((await browser(t).post('/api/payments/test-gateway/bank/inspect', { payload: foreign })).status).toBe(404);
    const declined = await bankPays(browser(t), qr.payload, transferId(), true);
    expect(declined.body.outcome).toBe('declined');
    expect(await eventsOf(orderId)).toContain('OrderPaymentFailed');
    expect((await browser(t).post('/api/payments/promptpay', { orderId: 'not-a-uuid' })).status).toBe(422);
  });
});
