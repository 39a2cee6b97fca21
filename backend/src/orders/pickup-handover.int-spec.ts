import type { INestApplicationContext } from '@nestjs/common';
import {
  type AnyOrderView,
  type ApiErrorBody,
  type InitOrderResult,
  isPickupCodeShape,
  type OrderView,
  PERFORMANCE_CENTRE_ADDRESS,
} from '@sound-putter/contracts';
import { testCustomerDetails } from '../../test/support/customer-details';
import { addLine, EMS_SHIPMENT, eventually, orderEvents, payByCard, startWorker } from '../../test/support/paid-orders';
import { signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { createTestApp, newSessionId, type TestApp, type TestClient } from '../../test/support/test-app';

const HANDOVER_LIMIT = 6;
const env = { PICKUP_HANDOVER_LIMIT: String(HANDOVER_LIMIT), PICKUP_HANDOVER_WINDOW_SECONDS: '600' };

/** Collecting at the performance centre with a pickup code (issue 30, item 2), on real PostgreSQL and Redis. */
describe('pickup at the performance centre', () => {
  let t: TestApp;
  let staff: SignedInBrowser;
  let worker: INestApplicationContext | null = null;

  beforeAll(async () => {
    t = await createTestApp(env);
    staff = await signInAs(t, 'staff');
    worker = await startWorker(t, env);
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  /** A web shopper who chose to collect (no shipping address sent), paid, and staff started crafting. */
  const craftedPickupOrder = async (shopper: TestClient = t.client(newSessionId())) => {
    await addLine(shopper);
    const { shippingAddress: _none, ...details } = testCustomerDetails({ fulfilment: 'pickup' });
    const init = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: details });
    expect(init.status).toBe(200);
    await payByCard(shopper, init.body.clientSecret);
    const crafting = await staff.client.patch(`/api/orders/${init.body.orderId}/status`, { status: 'crafting' });
    expect(crafting.status).toBe(200);
    return { orderId: init.body.orderId, shopper };
  };
  const readyToCollect = (orderId: string) => staff.client.post<OrderView>(`/api/orders/${orderId}/ready-to-collect`);
  const handOver = (code: string, by: TestClient = staff.client) =>
    by.post<AnyOrderView | ApiErrorBody>('/api/pickups/handover', { code });
  const codeOf = async (orderId: string, shopper: TestClient) =>
    ((await shopper.get<OrderView>(`/api/orders/${orderId}`)).body.pickup?.code ?? null) as string;

  it("a web shopper may choose to collect, free and without an address: the centre is the order's address", async () => {
    const { orderId, shopper } = await craftedPickupOrder();
    const own = await shopper.get<OrderView>(`/api/orders/${orderId}`);
    expect(own.body).toMatchObject({
      fulfilment: 'pickup',
      shippingAddress: PERFORMANCE_CENTRE_ADDRESS,
      billingAddress: PERFORMANCE_CENTRE_ADDRESS,
      totalAmount: 10_500,
      pickup: { state: 'preparing', code: null, readyAt: null },
    });
    // Positive control of the rule: without `pickup` the address is still required.
    const other = t.client(newSessionId());
    await addLine(other);
    const { shippingAddress: _none, ...details } = testCustomerDetails();
    const refused = await other.post<ApiErrorBody>('/api/orders/init', { customerDetails: details });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.details ?? {})).toContain('customerDetails.shippingAddress.streetAddress');
  });

  it('staff put it on the counter instead of shipping: the customer sees the code, staff and strangers do not, the mail carries it', async () => {
    const { orderId, shopper } = await craftedPickupOrder();
    const shipped = await staff.client.patch<ApiErrorBody>(`/api/orders/${orderId}/status`, {
      status: 'shipped',
      ...EMS_SHIPMENT,
    });
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe(
      'This order is collected at the performance centre: mark it ready to collect instead.',
    );

    const ready = await readyToCollect(orderId);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      status: 'shipped',
      fulfilment: 'pickup',
      pickup: { state: 'ready', code: null },
    });
    const code = await codeOf(orderId, shopper);
    expect(isPickupCodeShape(code)).toBe(true);
    expect(orderId.toUpperCase().replace(/-/g, '')).not.toContain(code);
    const events = await orderEvents(t, orderId);
    expect(events.at(-1)).toMatchObject({ type: 'OrderReadyForPickup', data: { orderId, pickupCode: code } });
    // A second "ready" issues nothing new.
    expect((await readyToCollect(orderId)).status).toBe(200);
    expect(await codeOf(orderId, shopper)).toBe(code);

    const board = await staff.client.get<OrderView[]>('/api/orders/board');
    expect(board.body.find((o) => o.id === orderId)?.pickup).toMatchObject({ state: 'ready', code: null });
    const stranger = await t.client(newSessionId()).get(`/api/orders/${orderId}`);
    expect(JSON.stringify(stranger.body)).not.toContain(code);

    const mail = await eventually(async () => {
      const { rows } = await t.db.pool.query<{ data: { pickupCode: string } }>(
        `SELECT data FROM mail_outbox WHERE order_id = $1 AND kind = 'order-ready-to-collect'`,
        [orderId],
      );
      expect(rows).toHaveLength(1);
      return rows[0];
    }, 30_000);
    expect(mail.data.pickupCode).toBe(code);
  });

  it('a recalled "ready to collect" takes its code back; a recalled handover makes the same code work again', async () => {
    const counter = await signInAs(t, 'staff');
    const recall = (orderId: string, status: string) =>
      staff.client.post<AnyOrderView | ApiErrorBody>(`/api/orders/${orderId}/recall`, {
        reason: 'Pressed on the wrong card',
        status,
      });
    const { orderId, shopper } = await craftedPickupOrder();
    await readyToCollect(orderId);
    const firstCode = await codeOf(orderId, shopper);
    expect(isPickupCodeShape(firstCode)).toBe(true);

    const back = await recall(orderId, 'shipped');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'crafting', pickup: { state: 'preparing', code: null, readyAt: null } });
    const old = await handOver(firstCode, counter.client);
    expect(old.status).toBe(404);
    expect((old.body as ApiErrorBody).code).toBe('pickup_code_invalid');

    // Ready again: a new code, and it hands the putter over.
    expect((await readyToCollect(orderId)).status).toBe(200);
    const secondCode = await codeOf(orderId, shopper);
    expect(secondCode).not.toBe(firstCode);
    const handed = await handOver(secondCode, counter.client);
    expect(handed.status).toBe(200);
    expect(handed.body).toMatchObject({ id: orderId, status: 'delivered' });
    const confirmed = await t.db.pool.query<{ by: string | null; spare: number | null }>(
      `SELECT delivery_confirmed_by AS by, delivery_seconds_to_spare AS spare FROM rm_orders WHERE id = $1`,
      [orderId],
    );
    expect(confirmed.rows[0].by).toBe('pickup_code');
    expect(confirmed.rows[0].spare).not.toBeNull();

    // The handover recalled: ready to collect again, its confirmation gone, the same code works once more.
    const undone = await recall(orderId, 'delivered');
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: 'shipped', deliveredAt: null, pickup: { state: 'ready' } });
    expect(await codeOf(orderId, shopper)).toBe(secondCode);
    const cleared = await t.db.pool.query<{ by: string | null; spare: number | null }>(
      `SELECT delivery_confirmed_by AS by, delivery_seconds_to_spare AS spare FROM rm_orders WHERE id = $1`,
      [orderId],
    );
    expect(cleared.rows[0]).toEqual({ by: null, spare: null });
    const again = await handOver(secondCode, counter.client);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: orderId, status: 'delivered' });
  });

  it('two counters handing over the same code at once: exactly one wins, the other hears the code is used', async () => {
    const { orderId, shopper } = await craftedPickupOrder();
    await readyToCollect(orderId);
    const code = await codeOf(orderId, shopper);
    const second = await signInAs(t, 'staff');
    // As typed off a phone: lower case, with the dash.
    const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
    const answers = await Promise.all([handOver(typed), handOver(code, second.client)]);
    const statuses = answers.map((a) => a.status).sort();
    console.log('racing handovers answered', statuses);
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!.body as ApiErrorBody;
    expect(loser).toMatchObject({ code: 'pickup_code_used', message: expect.stringContaining('already used') });
    const delivered = (await orderEvents(t, orderId)).filter((e) => e.type === 'OrderDelivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0].data).toMatchObject({ confirmedBy: 'pickup_code', secondsToSpare: expect.any(Number) });
    const winner = answers.find((a) => a.status === 200)!.body as OrderView;
    expect(winner).toMatchObject({ id: orderId, status: 'delivered', pickup: { state: 'collected', code: null } });
    // And later: still used.
    expect((await handOver(code)).status).toBe(409);
  });

  it('answers a wrong code clearly, and only staff may hand over', async () => {
    const bad = await handOver('7KQ4-MZ2');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ details: { code: ['A pickup code has 8 letters and digits, e.g. 7KQ4-MZ2P'] } });
    const confusable = await handOver('7KQ4-MZ2O');
    expect((confusable.body as ApiErrorBody).details).toEqual({
      code: ['A pickup code has no 0, 1, I, L or O: check the code with the customer'],
    });
    const unknown = await handOver('ZZZZ-2222');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'pickup_code_invalid', message: expect.stringContaining('No order') });

    const { orderId, shopper } = await craftedPickupOrder();
    await readyToCollect(orderId);
    const code = await codeOf(orderId, shopper);
    const customer = await signInAs(t, 'customer');
    expect((await handOver(code, customer.client)).status).toBe(403);
    expect((await handOver(code, shopper)).status).toBe(401);
    expect((await shopper.post(`/api/orders/${orderId}/ready-to-collect`)).status).toBe(401);
    // Positive control: staff hand it over with the same code.
    expect((await handOver(code)).status).toBe(200);
  });

  it(`limits the codes one staff account tries (${HANDOVER_LIMIT} per window), not the other accounts`, async () => {
    const guesser = await signInAs(t, 'staff');
    const answers: number[] = [];
    for (let i = 0; i < HANDOVER_LIMIT + 1; i++) answers.push((await handOver('ZZZZ-2222', guesser.client)).status);
    expect(answers).toEqual([...Array<number>(HANDOVER_LIMIT).fill(404), 429]);
    const other = await signInAs(t, 'staff');
    expect((await handOver('ZZZZ-2222', other.client)).status).toBe(404);
  });
});
