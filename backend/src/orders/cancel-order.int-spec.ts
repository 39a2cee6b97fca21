import type { INestApplicationContext } from '@nestjs/common';
import type { AnyOrderView, OrderView } from '@sound-putter/contracts';
import {
  eventually,
  expectRefused as expectRefusedOn,
  orderEvents,
  payByCard,
  placeOrder,
  startWorker,
  statusBody,
} from '../../test/support/paid-orders';
import { browser, signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';

const WAIT_MS = 30_000;
const RACE_ROUNDS = 5;

/** POST /api/orders/{id}/cancel on real PostgreSQL and Redis, with the test gateway and the worker's mail consumer. */
describe('cancelling an order', () => {
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
    return { orderId: init.orderId, shopper, clientSecret: init.clientSecret };
  };
  const cancel = (client: TestClient, orderId: string, body: Record<string, unknown> = {}) =>
    client.post<AnyOrderView>(`/api/orders/${orderId}/cancel`, body);
  const types = async (orderId: string) => (await orderEvents(t, orderId)).map((e) => e.type);
  const refundsOf = async (orderId: string) =>
    (
      await t.db.pool.query<{ amount_satang: number; idempotency_key: string }>(
        `SELECT r.amount_satang, r.idempotency_key FROM test_gateway_refunds r
           JOIN test_gateway_intents i ON i.id = r.payment_intent_id WHERE i.order_id = $1`,
        [orderId],
      )
    ).rows;
  const boardIds = async (query = '') =>
    (await staff.client.get<OrderView[]>(`/api/orders/board${query}`)).body.map((o) => o.id);
  const listIds = async (query = '') =>
    (await staff.client.get<OrderView[]>(`/api/orders${query}`)).body.map((o) => o.id);
  const expectRefused = (
    request: Promise<{ status: number; body: unknown }>,
    orderId: string,
    status: number,
    code: string,
  ) => expectRefusedOn(t, request, orderId, status, code);

  it('lets the browser that placed a paid order cancel it: refunded in full, off the board', async () => {
    const { orderId, shopper } = await paidOrder();
    expect(await boardIds()).toContain(orderId);

    const res = await cancel(shopper, orderId, { reason: 'Ordered the wrong length' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      access: 'full',
      status: 'confirmed',
      cancelReason: 'Ordered the wrong length',
      refundedAmount: (res.body as OrderView).totalAmount,
    });
    expect(res.body.cancelledAt).toEqual(expect.any(String));
    expect(await types(orderId)).toEqual([
      'OrderPlaced',
      'OrderPaid',
      'OrderConfirmed',
      'OrderCancelled',
      'OrderRefunded',
    ]);
    const events = await orderEvents(t, orderId);
    expect(events[3].data).toMatchObject({ cancelledBy: { role: 'customer', userId: null }, fromStatus: 'confirmed' });
    expect(events[3].metadata.actor.kind).toBe('session');
    const refunds = await refundsOf(orderId);
    expect(refunds).toEqual([
      { amount_satang: (events[1].data as { amountSatang: number }).amountSatang, idempotency_key: expect.any(String) },
    ]);
    expect(events[4].data).toMatchObject({ amountSatang: refunds[0].amount_satang, reason: 'order_cancelled' });

    expect(await boardIds()).not.toContain(orderId);
    expect(await listIds()).not.toContain(orderId);
    expect(await listIds('?cancelled=true')).toContain(orderId);

    // A second cancel changes nothing: no second refund at the gateway or in the log.
    expect((await cancel(shopper, orderId)).status).toBe(200);
    expect((await refundsOf(orderId)).length).toBe(1);
    expect((await types(orderId)).filter((type) => type === 'OrderRefunded')).toHaveLength(1);
  });

  it('mails the customer once about the cancel', async () => {
    const { orderId, shopper } = await paidOrder();
    expect((await cancel(shopper, orderId)).status).toBe(200);
    expect((await cancel(staff.client, orderId, { reason: 'again' })).status).toBe(200);
    const kinds = async () =>
      (
        await t.db.pool.query<{ kind: string }>('SELECT kind FROM mail_outbox WHERE order_id = $1 ORDER BY kind', [
          orderId,
        ])
      ).rows.map((r) => r.kind);
    // The receipt comes from the same consumer: once it has caught up with the cancel, both are there.
    await eventually(async () => expect(await kinds()).toContain('order-cancelled'), WAIT_MS);
    expect(await kinds()).toEqual(['order-cancelled', 'order-receipt']);
  });

  it('lets the signed-in account that placed it cancel; an unpaid order is cancelled with its payment intent', async () => {
    const init = await placeOrder(customer.client);
    const intentStatus = async () =>
      (
        await t.db.pool.query<{ status: string }>('SELECT status FROM test_gateway_intents WHERE order_id = $1', [
          init.orderId,
        ])
      ).rows.map((r) => r.status);
    // A stranger's refused cancel leaves the payment alone.
    await expectRefused(cancel(browser(t), init.orderId), init.orderId, 403, 'forbidden');
    expect(await intentStatus()).toEqual(['requires_payment_method']);
    const res = await cancel(customer.client, init.orderId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ paymentStatus: 'pending', refundedAmount: 0 });
    expect(await types(init.orderId)).toEqual(['OrderPlaced', 'OrderCancelled']);
    expect(await intentStatus()).toEqual(['canceled']);
    expect(await refundsOf(init.orderId)).toEqual([]);
  });

  it('lets staff cancel an order in crafting with a reason, and refuses staff without one (422)', async () => {
    const { orderId } = await paidOrder();
    expect((await staff.client.patch(`/api/orders/${orderId}/status`, { status: 'crafting' })).status).toBe(200);
    const refused = await expectRefused(
      cancel(staff.client, orderId, { reason: '   ' }),
      orderId,
      422,
      'validation_failed',
    );
    expect(refused.body).toMatchObject({ details: { reason: ['Staff must give a reason to cancel an order'] } });
    await expectRefused(cancel(staff.client, orderId, { reason: 42 }), orderId, 422, 'validation_failed');

    const res = await cancel(staff.client, orderId, { reason: 'The grip is out of stock' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'crafting', cancelReason: 'The grip is out of stock' });
    const events = await orderEvents(t, orderId);
    const cancelled = events.find((e) => e.type === 'OrderCancelled');
    expect(cancelled?.data).toMatchObject({
      cancelledBy: { role: 'staff', userId: staff.user.id },
      fromStatus: 'crafting',
    });
    expect((await refundsOf(orderId)).length).toBe(1);
  });

  it('refuses the shopper once crafting started (409), anyone once delivered (409), strangers (403)', async () => {
    const { orderId, shopper } = await paidOrder();
    // Positive control for the stranger: the same request from the owner works later on another order.
    await expectRefused(cancel(browser(t), orderId), orderId, 403, 'forbidden');
    await expectRefused(cancel(customer.client, orderId), orderId, 403, 'forbidden');
    expect((await staff.client.patch(`/api/orders/${orderId}/status`, { status: 'crafting' })).status).toBe(200);
    const late = await expectRefused(cancel(shopper, orderId), orderId, 409, 'invalid_status_transition');
    expect(late.body).toMatchObject({ message: 'Crafting has started: only the workshop can cancel now.' });
    for (const status of ['shipped', 'delivered'])
      expect((await staff.client.patch(`/api/orders/${orderId}/status`, statusBody(status))).status).toBe(200);
    await expectRefused(
      cancel(staff.client, orderId, { reason: 'mistake' }),
      orderId,
      409,
      'invalid_status_transition',
    );
    expect(await refundsOf(orderId)).toEqual([]);

    const unknown = await cancel(shopper, '7d0f0e4c-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, code: 'order_not_found' });
  });

  it('lets exactly one of a cancel and "start crafting" sent at once win; the other gets 409', async () => {
    const winners: string[] = [];
    for (let round = 0; round < RACE_ROUNDS; round += 1) {
      const { orderId, shopper } = await paidOrder();
      const [cancelled, crafting] = await Promise.all([
        cancel(shopper, orderId),
        staff.client.patch(`/api/orders/${orderId}/status`, { status: 'crafting' }),
      ]);
      expect([cancelled.status, crafting.status].sort()).toEqual([200, 409]);
      const loser = cancelled.status === 409 ? cancelled : crafting;
      expect(loser.body).toMatchObject({ status: 409, code: 'invalid_status_transition', message: expect.any(String) });
      const log = await types(orderId);
      if (cancelled.status === 200) {
        winners.push('cancel');
        expect(log).not.toContain('CraftingStarted');
        expect(log.slice(-2)).toEqual(['OrderCancelled', 'OrderRefunded']);
      } else {
        winners.push('crafting');
        expect(log).not.toContain('OrderCancelled');
        expect(await refundsOf(orderId)).toEqual([]);
      }
    }
    process.stdout.write(`[cancel race] winners over ${RACE_ROUNDS} rounds: ${winners.join(', ')}\n`);
  });
});
