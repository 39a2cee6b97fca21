import type { AnyOrderView, OrderHistoryView, OrderTrackingView, OrderView } from '@sound-putter/contracts';
import {
  expectRefused as expectRefusedOn,
  orderEvents,
  payByCard,
  placeOrder,
  statusBody,
} from '../../test/support/paid-orders';
import { browser, signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';
import { FakeClock } from '../infrastructure/clock/clock';

const WINDOW_MINUTES = 30;

/** POST /api/orders/{id}/recall on real PostgreSQL and Redis; the API's clock is a fake one, started at the real time. */
describe('recalling an order step', () => {
  let t: TestApp;
  let staff: SignedInBrowser;
  let customer: SignedInBrowser;
  const clock = new FakeClock(new Date());

  beforeAll(async () => {
    t = await createTestApp({ RECALL_WINDOW_SECONDS: String(WINDOW_MINUTES * 60) }, { clock });
    [staff, customer] = await Promise.all([signInAs(t, 'staff'), signInAs(t, 'customer')]);
  });
  afterAll(async () => {
    await t.close();
  });

  const paidOrder = async (shopper: TestClient = browser(t)) => {
    const init = await placeOrder(shopper);
    await payByCard(shopper, init.clientSecret);
    return { orderId: init.orderId, shopper };
  };
  const step = async (orderId: string, ...statuses: string[]) => {
    for (const status of statuses)
      expect((await staff.client.patch(`/api/orders/${orderId}/status`, statusBody(status))).status).toBe(200);
  };
  const recall = (client: TestClient, orderId: string, body: Record<string, unknown> = { reason: 'Wrong card' }) =>
    client.post<AnyOrderView>(`/api/orders/${orderId}/recall`, body);
  const expectRefused = (
    request: Promise<{ status: number; body: unknown }>,
    orderId: string,
    status: number,
    code: string,
  ) => expectRefusedOn(t, request, orderId, status, code);

  it('steps a shipped order back to crafting: who and why in the history, the parcel and its timeline step gone, the deadline kept', async () => {
    const { orderId, shopper } = await paidOrder();
    await step(orderId, 'crafting', 'shipped');
    const shipped = (await staff.client.get<OrderView>(`/api/orders/${orderId}`)).body;
    expect(shipped.recallableUntil).toBe(
      new Date(Date.parse(shipped.updatedAt) + WINDOW_MINUTES * 60_000).toISOString(),
    );

    clock.advance(5 * 60_000);
    const res = await recall(staff.client, orderId, { reason: '  Shipped the wrong card  ', status: 'shipped' });
    expect(res.status).toBe(200);
    const view = res.body as OrderView;
    expect(view).toMatchObject({ status: 'crafting', shipment: null, recallableUntil: null });
    expect(view.deliveryDeadline).toBe(shipped.deliveryDeadline);

    const events = await orderEvents(t, orderId);
    const recalled = events[events.length - 1];
    expect(recalled.type).toBe('OrderStepRecalled');
    expect(recalled.data).toMatchObject({
      fromStatus: 'shipped',
      toStatus: 'crafting',
      reason: 'Shipped the wrong card',
      recalledBy: staff.user.id,
      deliveryDeadline: shipped.deliveryDeadline,
    });
    expect(recalled.metadata.actor).toMatchObject({ kind: 'user', id: staff.user.id });

    const history = await staff.client.get<OrderHistoryView>(`/api/orders/${orderId}/history`);
    expect(history.body.entries[history.body.entries.length - 1]).toMatchObject({
      type: 'OrderStepRecalled',
      status: 'crafting',
      reason: 'Shipped the wrong card',
      actor: { kind: 'user', role: 'staff', email: staff.user.email },
      channel: 'staff',
    });
    const tracking = await shopper.get<OrderTrackingView>(`/api/orders/${orderId}/tracking`);
    expect(tracking.body).toMatchObject({ status: 'crafting', progress: 50 });
    expect(tracking.body.timeline.find((s) => s.status === 'shipped')).toEqual({
      status: 'shipped',
      at: null,
      actorRole: null,
    });
    // The customer's own page shows the order back in crafting; the board has it in the crafting column.
    expect((await shopper.get<AnyOrderView>(`/api/orders/${orderId}`)).body).toMatchObject({ status: 'crafting' });
    const board = await staff.client.get<OrderView[]>('/api/orders/board');
    expect(board.body.find((o) => o.id === orderId)).toMatchObject({ status: 'crafting', recallableUntil: null });

    // Shipped again with another parcel: its new step is on the timeline, and it can be recalled again.
    const reshipped = await staff.client.patch<OrderView>(`/api/orders/${orderId}/status`, {
      status: 'shipped',
      carrier: 'jt',
      trackingNumber: '820012345678',
    });
    expect(reshipped.status).toBe(200);
    expect(reshipped.body.shipment?.carrier).toBe('jt');
    expect(reshipped.body.recallableUntil).toEqual(expect.any(String));
    const again = await shopper.get<OrderTrackingView>(`/api/orders/${orderId}/tracking`);
    expect(again.body.timeline.find((s) => s.status === 'shipped')?.at).toEqual(expect.any(String));
  });

  it('refuses anonymous (401), the customer who owns it (403) and a signed-in customer (403); staff then may', async () => {
    const { orderId, shopper } = await paidOrder(customer.client);
    await step(orderId, 'crafting');
    await expectRefused(recall(browser(t), orderId), orderId, 401, 'unauthenticated');
    await expectRefused(recall(shopper, orderId), orderId, 403, 'forbidden');
    const other = await signInAs(t, 'customer');
    await expectRefused(recall(other.client, orderId), orderId, 403, 'forbidden');
    // Positive control: the same request from staff is taken.
    expect((await recall(staff.client, orderId)).body).toMatchObject({ status: 'confirmed' });
  });

  it('refuses a pending or confirmed order, a second recall, a moved-on order and a cancelled one (409); a missing reason (422)', async () => {
    const pending = await placeOrder(browser(t));
    const noStep = await expectRefused(
      recall(staff.client, pending.orderId),
      pending.orderId,
      409,
      'invalid_status_transition',
    );
    expect(noStep.body.message).toBe('There is no step of this pending order to recall.');

    const { orderId } = await paidOrder();
    await expectRefused(recall(staff.client, orderId), orderId, 409, 'invalid_status_transition');
    await step(orderId, 'crafting', 'shipped');
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 42 }, { reason: 'x'.repeat(501) }]) {
      const refused = await expectRefused(recall(staff.client, orderId, body), orderId, 422, 'validation_failed');
      expect(Object.keys(refused.body.details ?? {})).toEqual(['reason']);
    }
    await expectRefused(
      recall(staff.client, orderId, { reason: 'x', status: 'lost' }),
      orderId,
      422,
      'validation_failed',
    );
    // Staff saw it in crafting; someone shipped it meanwhile: undoing "shipped" is not what they asked.
    const movedOn = await expectRefused(
      recall(staff.client, orderId, { reason: 'Wrong card', status: 'crafting' }),
      orderId,
      409,
      'invalid_status_transition',
    );
    expect(movedOn.body.details).toMatchObject({ from: 'shipped', expectedStatus: 'crafting' });

    expect((await recall(staff.client, orderId)).status).toBe(200);
    await expectRefused(recall(staff.client, orderId), orderId, 409, 'invalid_status_transition');

    expect((await staff.client.post(`/api/orders/${orderId}/cancel`, { reason: 'Out of grips' })).status).toBe(200);
    const cancelled = await expectRefused(recall(staff.client, orderId), orderId, 409, 'invalid_status_transition');
    expect(cancelled.body.message).toBe('The order is cancelled.');

    const unknown = await recall(staff.client, '7d0f0e4c-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, code: 'order_not_found' });
  });

  it('closes the window RECALL_WINDOW_SECONDS after the step: the board stops offering it and the API refuses (409)', async () => {
    const { orderId } = await paidOrder();
    await step(orderId, 'crafting');
    const before = (await staff.client.get<OrderView>(`/api/orders/${orderId}`)).body.recallableUntil as string;
    // The last moment still counts (positive control for the refusal below, on a twin order).
    const { orderId: twin } = await paidOrder();
    clock.set(new Date(Date.parse(before) - 60_000));
    await step(twin, 'crafting');
    clock.set(new Date(Date.parse(before) - 60_000 + WINDOW_MINUTES * 60_000));
    expect((await recall(staff.client, twin)).status).toBe(200);

    clock.set(new Date(Date.parse(before) + 1));
    const late = await expectRefused(recall(staff.client, orderId), orderId, 409, 'invalid_status_transition');
    expect(late.body).toMatchObject({
      message: 'The recall window of this step has closed.',
      details: { from: 'crafting', to: 'confirmed', recallableUntil: before },
    });
    clock.set(new Date());
  });
});
