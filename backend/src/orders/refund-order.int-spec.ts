import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { OrderHistoryView, OrderView } from '@sound-putter/contracts';
import { eventually, orderEvents, placeOrder, payByCard, startWorker } from '../../test/support/paid-orders';
import { browser, signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';

/** POST /api/orders/{id}/refunds on real PostgreSQL and Redis with the local test gateway and the worker's mails. */
describe('staff refunds', () => {
  let t: TestApp;
  let staff: SignedInBrowser;
  let customer: SignedInBrowser;
  let worker: INestApplicationContext | null = null;

  beforeAll(async () => {
    t = await createTestApp();
    [staff, customer] = await Promise.all([signInAs(t, 'staff'), signInAs(t, 'customer')]);
    worker = await startWorker(t);
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  const paidOrder = async (shopper: TestClient = browser(t)) => {
    const init = await placeOrder(shopper);
    await payByCard(shopper, init.clientSecret);
    const view = await staff.client.get<OrderView>(`/api/orders/${init.orderId}`);
    return { orderId: init.orderId, shopper, totalSatang: Math.round(view.body.totalAmount * 100) };
  };
  const refund = (client: TestClient, orderId: string, body: Record<string, unknown>) =>
    client.post<OrderView>(`/api/orders/${orderId}/refunds`, body);
  const types = async (orderId: string) => (await orderEvents(t, orderId)).map((e) => e.type);
  const gatewayRefunds = async (orderId: string) =>
    (
      await t.db.pool.query<{ amount_satang: string; idempotency_key: string; reason: string }>(
        `SELECT r.amount_satang, r.idempotency_key, r.reason FROM test_gateway_refunds r
           JOIN test_gateway_intents i ON i.id = r.payment_intent_id WHERE i.order_id = $1 ORDER BY r.created_at`,
        [orderId],
      )
    ).rows.map((r) => ({ ...r, amount_satang: Number(r.amount_satang) }));
  /** A refusal: the error body, no event more on the order, no refund more at the gateway. */
  const expectRefused = async (
    request: () => Promise<{ status: number; body: unknown }>,
    orderId: string,
    status: number,
    code: string,
  ) => {
    const [before, refundsBefore] = [await types(orderId), await gatewayRefunds(orderId)];
    const res = await request();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status, code, message: expect.any(String) });
    expect(await types(orderId)).toEqual(before);
    expect(await gatewayRefunds(orderId)).toEqual(refundsBefore);
    return res;
  };

  it('refunds part of a payment, then the rest (prefilled remainder), each with its reason, actor and mail', async () => {
    const { orderId, shopper, totalSatang } = await paidOrder();
    const first = await refund(staff.client, orderId, {
      amountSatang: 150_000,
      reason: ' Scratch on the sole ',
      requestId: randomUUID(),
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ refundedAmount: 1500, paymentStatus: 'paid' });
    expect(first.body.refunds).toEqual([
      expect.objectContaining({ amount: 1500, amountSatang: 150_000, reason: 'Scratch on the sole', method: 'card' }),
    ]);
    expect(first.body.refunds[0].status).toBe('succeeded');

    const rest = await refund(staff.client, orderId, {
      amountSatang: totalSatang - 150_000,
      reason: 'Customer returned the putter',
      requestId: randomUUID(),
    });
    expect(rest.status).toBe(200);
    expect(rest.body.refundedAmount).toBe(rest.body.totalAmount);
    expect(await gatewayRefunds(orderId)).toEqual([
      expect.objectContaining({ amount_satang: 150_000, reason: 'Scratch on the sole' }),
      expect.objectContaining({ amount_satang: totalSatang - 150_000, reason: 'Customer returned the putter' }),
    ]);

    // The owner sees what was refunded; the history names who refunded, why and how much.
    const own = await shopper.get<OrderView>(`/api/orders/${orderId}`);
    expect(own.body).toMatchObject({ refundedAmount: own.body.totalAmount });
    expect(own.body.refunds).toHaveLength(2);
    const history = await staff.client.get<OrderHistoryView>(`/api/orders/${orderId}/history`);
    const refunds = history.body.entries.filter((e) => e.type === 'OrderRefunded');
    expect(refunds).toEqual([
      expect.objectContaining({
        reason: 'Scratch on the sole',
        amount: 1500,
        actor: expect.objectContaining({ role: 'staff', email: staff.email }),
      }),
      expect.objectContaining({ reason: 'Customer returned the putter', amount: rest.body.totalAmount - 1500 }),
    ]);

    // Each refund sends the customer a mail through the outbox.
    const mails = await eventually(async () => {
      const { rows } = await t.db.pool.query<{ kind: string }>(
        `SELECT kind FROM mail_outbox WHERE order_id = $1 AND kind = 'order-refunded'`,
        [orderId],
      );
      if (rows.length < 2) throw new Error(`${rows.length} refund mails so far`);
      return rows;
    }, 30_000);
    expect(mails).toHaveLength(2);

    // Nothing is left: a further refund is refused and nothing is appended.
    await expectRefused(
      () => refund(staff.client, orderId, { amountSatang: 1, reason: 'again', requestId: randomUUID() }),
      orderId,
      422,
      'validation_failed',
    );
  });

  it('gives the money back once for a retried request (same request id), also when retried at once', async () => {
    const { orderId } = await paidOrder();
    const body = { amountSatang: 99_900, reason: 'Late delivery goodwill', requestId: randomUUID() };
    const answers = await Promise.all([refund(staff.client, orderId, body), refund(staff.client, orderId, body)]);
    // Both answered without an error body (one may have met the other's append: 409 concurrency at worst).
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const again = await refund(staff.client, orderId, body);
    expect(again.status).toBe(200);
    expect(again.body.refundedAmount).toBe(999);
    expect(again.body.refunds).toHaveLength(1);
    expect(await gatewayRefunds(orderId)).toEqual([
      expect.objectContaining({ amount_satang: 99_900, idempotency_key: `order-refund-${orderId}-${body.requestId}` }),
    ]);
    expect((await types(orderId)).filter((type) => type === 'OrderRefunded')).toHaveLength(1);
  });

  it('refuses more than what remains, an unpaid order, negative or fractional satang, no reason, customers', async () => {
    const { orderId, shopper, totalSatang } = await paidOrder();
    const ok = { amountSatang: 100, reason: 'r', requestId: randomUUID() };
    const tooMuch = await expectRefused(
      () => refund(staff.client, orderId, { ...ok, amountSatang: totalSatang + 1 }),
      orderId,
      422,
      'validation_failed',
    );
    expect(tooMuch.body).toMatchObject({
      message: `At most ${totalSatang} satang is left to refund.`,
      details: { amountSatang: [`A refund is a whole number of satang from 1 to ${totalSatang}`] },
    });
    for (const amountSatang of [-100, 0, 10.5, '100', null])
      await expectRefused(
        () => refund(staff.client, orderId, { ...ok, amountSatang }),
        orderId,
        422,
        'validation_failed',
      );
    await expectRefused(
      () => refund(staff.client, orderId, { ...ok, reason: '   ' }),
      orderId,
      422,
      'validation_failed',
    );
    await expectRefused(
      () => refund(staff.client, orderId, { ...ok, requestId: 'x' }),
      orderId,
      422,
      'validation_failed',
    );
    // The order's own (anonymous) shopper, another signed-in customer, and a stranger may not refund.
    await expectRefused(() => refund(shopper, orderId, ok), orderId, 401, 'unauthenticated');
    await expectRefused(() => refund(customer.client, orderId, ok), orderId, 403, 'forbidden');
    await expectRefused(() => refund(t.client(), orderId, ok), orderId, 401, 'unauthenticated');

    const unpaid = await placeOrder(browser(t));
    const refused = await expectRefused(
      () => refund(staff.client, unpaid.orderId, ok),
      unpaid.orderId,
      409,
      'conflict',
    );
    expect(refused.body).toMatchObject({ message: 'The order has no payment to refund.' });
    const missing = await refund(staff.client, randomUUID(), ok);
    expect(missing.status).toBe(404);

    // Positive control: the same request from staff goes through.
    expect((await refund(staff.client, orderId, ok)).status).toBe(200);
    expect(await gatewayRefunds(orderId)).toHaveLength(1);
  });

  it('after a partial refund, a cancel refunds only what is left', async () => {
    const { orderId, shopper, totalSatang } = await paidOrder();
    await refund(staff.client, orderId, { amountSatang: 10_000, reason: 'Discount agreed', requestId: randomUUID() });
    const cancelled = await shopper.post<OrderView>(`/api/orders/${orderId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refundedAmount).toBe(cancelled.body.totalAmount);
    expect((await gatewayRefunds(orderId)).map((r) => r.amount_satang)).toEqual([10_000, totalSatang - 10_000]);
  });
});
