import type { OrderHistoryView, OrderView } from '@sound-putter/contracts';
import { browser, signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { payByCard, placeOrder, statusBody } from '../../test/support/paid-orders';
import { createTestApp, type TestApp } from '../../test/support/test-app';

const KIOSK_TOKEN = 'workshop-board-kiosk-token-0123456789';

/** The workshop board's staff calls: the board list and an order's audit trail. */
describe('workshop board API', () => {
  let t: TestApp;
  let staff: SignedInBrowser;
  let admin: SignedInBrowser;
  let customer: SignedInBrowser;

  beforeAll(async () => {
    t = await createTestApp({ KIOSK_TOKEN });
    [staff, admin, customer] = await Promise.all([signInAs(t, 'staff'), signInAs(t, 'admin'), signInAs(t, 'customer')]);
  });
  afterAll(() => t.close());

  const kioskShopper = () => browser(t, undefined, { 'x-kiosk-token': KIOSK_TOKEN });
  const boardIds = async (query = '') => {
    const res = await staff.client.get<OrderView[]>(`/api/orders/board${query}`);
    expect(res.status).toBe(200);
    return res.body.map((o) => o.id);
  };

  it('lists paid orders and unpaid kiosk orders, never unpaid web orders', async () => {
    const webShopper = browser(t);
    const paidWeb = await placeOrder(webShopper);
    await payByCard(webShopper, paidWeb.clientSecret);
    const unpaidWeb = await placeOrder(browser(t));
    const unpaidKiosk = await placeOrder(kioskShopper());

    const res = await staff.client.get<OrderView[]>('/api/orders/board');
    const byId = new Map(res.body.map((o) => [o.id, o]));
    expect(byId.get(paidWeb.orderId)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', channel: 'web' });
    expect(byId.get(unpaidKiosk.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      channel: 'kiosk',
    });
    expect(byId.has(unpaidWeb.orderId)).toBe(false);
    // The unpaid web order exists and staff can list it elsewhere: it is left out by the board's rule only.
    const all = await staff.client.get<OrderView[]>('/api/orders?status=pending');
    expect(all.body.map((o) => o.id)).toContain(unpaidWeb.orderId);
  });

  it('shows delivered orders only when delivered since the given time', async () => {
    const shopper = browser(t);
    const order = await placeOrder(shopper);
    await payByCard(shopper, order.clientSecret);
    for (const status of ['crafting', 'shipped', 'delivered'])
      expect((await staff.client.patch(`/api/orders/${order.orderId}/status`, statusBody(status))).status).toBe(200);

    expect(await boardIds()).toContain(order.orderId);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect(await boardIds(`?deliveredSince=${encodeURIComponent(hourAgo)}`)).toContain(order.orderId);
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    expect(await boardIds(`?deliveredSince=${encodeURIComponent(inAMinute)}`)).not.toContain(order.orderId);
  });

  it('answers a bad deliveredSince with 422 and a message', async () => {
    const res = await staff.client.get('/api/orders/board?deliveredSince=yesterday');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      status: 422,
      code: 'validation_failed',
      details: { deliveredSince: ['deliveredSince must be an ISO date and time'] },
    });
  });

  it('gives the audit trail: each event with time, actor (e-mail and role), channel and status reached', async () => {
    const before = Date.now();
    const kiosk = kioskShopper();
    const order = await placeOrder(kiosk);
    expect((await staff.client.post(`/api/orders/${order.orderId}/in-store-payment`)).status).toBe(200);
    expect((await admin.client.patch(`/api/orders/${order.orderId}/status`, { status: 'crafting' })).status).toBe(200);

    const res = await staff.client.get<OrderHistoryView>(`/api/orders/${order.orderId}/history`);
    const after = Date.now();
    expect(res.status).toBe(200);
    expect(res.body.orderId).toBe(order.orderId);
    expect(res.body.shortId).toBe(order.orderId.slice(-8).toUpperCase());
    const summary = res.body.entries.map((e) => [e.type, e.channel, e.actor.role, e.actor.email, e.status]);
    expect(summary).toEqual([
      ['OrderPlaced', 'kiosk', 'customer', null, 'pending'],
      ['OrderPaid', 'staff', 'staff', staff.email, null],
      ['OrderConfirmed', 'staff', 'staff', staff.email, 'confirmed'],
      ['CraftingStarted', 'staff', 'admin', admin.email, 'crafting'],
    ]);
    expect(res.body.entries[1].paymentMethod).toBe('in_store');
    const times = res.body.entries.map((e) => Date.parse(e.at));
    // Stamped while this test ran (between two readings of the same clock; no limit on how long it took).
    expect(times.every((at) => Number.isFinite(at) && at >= before && at <= after)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const positions = res.body.entries.map((e) => BigInt(e.position));
    expect(positions.every((p, i) => i === 0 || p > positions[i - 1])).toBe(true);
  });

  it('names a signed-in customer by e-mail in the trail', async () => {
    const order = await placeOrder(customer.client);
    const res = await staff.client.get<OrderHistoryView>(`/api/orders/${order.orderId}/history`);
    expect(res.body.entries[0]).toMatchObject({
      type: 'OrderPlaced',
      channel: 'web',
      actor: { kind: 'user', role: 'customer', email: customer.email },
    });
  });

  it('answers 404 for an unknown or malformed order id', async () => {
    const unknown = await staff.client.get('/api/orders/7d0f0e4c-0000-4000-8000-000000000000/history');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, code: 'order_not_found' });
    expect((await staff.client.get('/api/orders/not-an-id/history')).status).toBe(404);
  });

  it('refuses the board and the trail to anonymous visitors (401) and customers (403), even the order owner', async () => {
    const order = await placeOrder(customer.client);
    // Positive control: the same paths answer staff.
    expect((await staff.client.get(`/api/orders/${order.orderId}/history`)).status).toBe(200);
    expect((await staff.client.get('/api/orders/board')).status).toBe(200);

    const anonymous = browser(t);
    for (const path of ['/api/orders/board', `/api/orders/${order.orderId}/history`]) {
      const anon = await anonymous.get(path);
      expect(anon.status).toBe(401);
      expect(anon.body).toMatchObject({ status: 401, code: expect.any(String), message: expect.any(String) });
      const denied = await customer.client.get(path);
      expect(denied.status).toBe(403);
      expect(denied.body).toMatchObject({ status: 403, code: expect.any(String), message: expect.any(String) });
    }
  });
});
