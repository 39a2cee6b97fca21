import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { AnyOrderView, OrderHistoryView, OrderView } from '@sound-putter/contracts';
import { randomUUID } from 'node:crypto';
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
import { CRAFTING_DEADLINES, deadlineJobId } from '../crafting';

const WAIT_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** POST /api/orders/{id}/remakes on real PostgreSQL and Redis, with the worker (deadline jobs, mails) in process. */
describe('remaking an order', () => {
  let t: TestApp;
  let staff: SignedInBrowser;
  let customer: SignedInBrowser;
  let worker: INestApplicationContext | null = null;
  const queue = () => (worker as INestApplicationContext).get<Queue>(getQueueToken(CRAFTING_DEADLINES));

  beforeAll(async () => {
    t = await createTestApp();
    [staff, customer] = await Promise.all([signInAs(t, 'staff'), signInAs(t, 'customer')]);
    worker = await startWorker(t);
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  const orderAt = async (status: 'confirmed' | 'crafting' | 'shipped' | 'delivered', shopper: TestClient) => {
    const init = await placeOrder(shopper);
    await payByCard(shopper, init.clientSecret);
    const steps = ['crafting', 'shipped', 'delivered'];
    for (const next of steps.slice(0, steps.indexOf(status) + 1))
      expect((await staff.client.patch(`/api/orders/${init.orderId}/status`, statusBody(next))).status).toBe(200);
    return init.orderId;
  };
  const remake = (client: TestClient, orderId: string, body: Record<string, unknown> = {}) =>
    client.post<AnyOrderView>(`/api/orders/${orderId}/remakes`, {
      reason: 'wrong_engraving',
      note: 'Engraved SOMCHIA',
      requestId: randomUUID(),
      ...body,
    });
  const expectRefused = (
    request: Promise<{ status: number; body: unknown }>,
    orderId: string,
    status: number,
    code: string,
  ) => expectRefusedOn(t, request, orderId, status, code);

  it('makes a delivered order again at no charge: a confirmed order of its own, linked both ways, on the board and the customer’s pages', async () => {
    const orderId = await orderAt('delivered', customer.client);
    const original = (await staff.client.get<OrderView>(`/api/orders/${orderId}`)).body;
    const requestId = randomUUID();

    const before = Date.now();
    const res = await remake(staff.client, orderId, { requestId, reason: 'defect', note: 'Face insert rattles' });
    expect(res.status).toBe(201);
    const made = res.body as OrderView;
    expect(made).toMatchObject({
      access: 'full',
      status: 'confirmed',
      paymentStatus: 'none_due',
      totalAmount: 0,
      paymentId: null,
      channel: original.channel,
      fulfilment: original.fulfilment,
      customerEmail: original.customerEmail,
      shippingAddress: original.shippingAddress,
      remakeOf: { orderId, shortId: original.shortId, reason: 'defect' },
      remakes: [],
    });
    expect(made.id).not.toBe(orderId);
    expect(made.lines).toEqual(original.lines.map((l) => ({ ...l, unitPrice: 0, lineTotal: 0 })));
    // Its own fresh 24-hour promise, from now, not the original's.
    const deadline = Date.parse(made.deliveryDeadline as string);
    expect(deadline).toBeGreaterThanOrEqual(before + DAY_MS - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + DAY_MS + 1000);

    // The original keeps its status and money, and links to its remake.
    const after = (await staff.client.get<OrderView>(`/api/orders/${orderId}`)).body;
    expect(after).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      totalAmount: original.totalAmount,
      refundedAmount: 0,
      remakes: [{ orderId: made.id, shortId: made.shortId, reason: 'defect' }],
    });
    // The customer who owns the original sees both, linked.
    expect((await customer.client.get<AnyOrderView>(`/api/orders/${made.id}`)).body).toMatchObject({
      access: 'full',
      remakeOf: { orderId },
    });
    const mine = (await customer.client.get<OrderView[]>('/api/orders/my-orders')).body.map((o) => o.id);
    expect(mine).toEqual(expect.arrayContaining([orderId, made.id]));
    // On the board's confirmed column, with its link; its deadline job is scheduled like any paid order's.
    const board = (await staff.client.get<OrderView[]>('/api/orders/board')).body;
    expect(board.find((o) => o.id === made.id)).toMatchObject({ status: 'confirmed', remakeOf: { orderId } });
    await eventually(async () => expect(await queue().getJob(deadlineJobId(made.id))).toBeDefined(), WAIT_MS);

    // The history of each shows what happened, who did it and why.
    const history = (await staff.client.get<OrderHistoryView>(`/api/orders/${orderId}/history`)).body.entries;
    expect(history[history.length - 1]).toMatchObject({
      type: 'OrderRemakeOpened',
      reason: 'Face insert rattles',
      remake: { orderId: made.id, reason: 'defect' },
      actor: { kind: 'user', role: 'staff', email: staff.user.email },
    });
    const remakeHistory = (await staff.client.get<OrderHistoryView>(`/api/orders/${made.id}/history`)).body.entries;
    expect(remakeHistory.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderConfirmed']);
    expect(remakeHistory[0]).toMatchObject({ remake: { orderId, reason: 'defect' } });

    // The same request again opens nothing more and answers the same remake.
    const again = await remake(staff.client, orderId, { requestId, reason: 'defect' });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(made.id);
    expect((await orderEvents(t, orderId)).filter((e) => e.type === 'OrderRemakeOpened')).toHaveLength(1);
    expect((await orderEvents(t, made.id)).map((e) => e.type)).toEqual(['OrderPlaced', 'OrderConfirmed']);

    // The customer hears about the remake (not a receipt for it), once; a remake asks for no payment.
    const kinds = async () =>
      (
        await t.db.pool.query<{ kind: string }>('SELECT kind FROM mail_outbox WHERE order_id = $1 ORDER BY kind', [
          made.id,
        ])
      ).rows.map((r) => r.kind);
    await eventually(async () => expect(await kinds()).toEqual(['order-remake']), WAIT_MS);
    expect((await t.db.pool.query('SELECT 1 FROM test_gateway_intents WHERE order_id = $1', [made.id])).rowCount).toBe(
      0,
    );
    await expectRefused(
      staff.client.post(`/api/orders/${made.id}/in-store-payment`),
      made.id,
      409,
      'invalid_status_transition',
    );

    // The remake is crafted and shipped like any order.
    expect((await staff.client.patch(`/api/orders/${made.id}/status`, statusBody('crafting'))).status).toBe(200);
  });

  it('makes only the lines chosen, with a corrected design of the same model', async () => {
    const shopper = browser(t);
    const orderId = await orderAt('shipped', shopper);
    const original = (await staff.client.get<OrderView>(`/api/orders/${orderId}`)).body;
    // Designs made in the configurator, as staff would for the corrected putter.
    const configure = async (modelId: string) =>
      (await staff.client.post<{ configurationId: string }>('/api/configure-putter', { modelId })).body;
    const corrected = await configure('melody-c');
    const otherModel = await configure('melody-d');
    const line = { configurationId: original.configurationId, quantity: 1 };

    await expectRefused(
      remake(staff.client, orderId, { lines: [{ ...line, correctedConfigurationId: otherModel.configurationId }] }),
      orderId,
      422,
      'validation_failed',
    );
    const unknown = await expectRefused(
      remake(staff.client, orderId, { lines: [{ ...line, correctedConfigurationId: randomUUID() }] }),
      orderId,
      422,
      'validation_failed',
    );
    expect(unknown.body.details).toEqual({ 'lines.0.correctedConfigurationId': ['No configuration has this id'] });

    const res = await remake(staff.client, orderId, {
      reason: 'damaged_in_transit',
      lines: [{ ...line, correctedConfigurationId: corrected.configurationId }],
    });
    expect(res.status).toBe(201);
    expect((res.body as OrderView).lines).toEqual([
      {
        configurationId: corrected.configurationId,
        quantity: 1,
        unitPrice: 0,
        lineTotal: 0,
        modelName: original.lines[0].modelName,
      },
    ]);
  });

  it('refuses strangers, customers, orders not yet shipped, cancelled ones and bad bodies, recording nothing', async () => {
    const orderId = await orderAt('delivered', customer.client);
    await expectRefused(remake(browser(t), orderId), orderId, 401, 'unauthenticated');
    await expectRefused(remake(customer.client, orderId), orderId, 403, 'forbidden');
    const bad = await expectRefused(
      remake(staff.client, orderId, { reason: 'changed_mind' }),
      orderId,
      422,
      'validation_failed',
    );
    expect(bad.body.details).toEqual({ reason: ['Reason must be one of defect, wrong_engraving, damaged_in_transit'] });
    await expectRefused(remake(staff.client, orderId, { requestId: 'x' }), orderId, 422, 'validation_failed');
    const missing = await remake(staff.client, randomUUID());
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, code: 'order_not_found' });

    const crafting = await orderAt('crafting', customer.client);
    await expectRefused(remake(staff.client, crafting), crafting, 409, 'invalid_status_transition');
    const cancelled = await orderAt('shipped', customer.client);
    expect((await staff.client.post(`/api/orders/${cancelled}/cancel`, { reason: 'Lost parcel' })).status).toBe(200);
    await expectRefused(remake(staff.client, cancelled), cancelled, 409, 'invalid_status_transition');

    // Positive control: the same request from staff on the delivered order is taken.
    expect((await remake(staff.client, orderId)).status).toBe(201);
  });
});
