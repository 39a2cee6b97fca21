import type { AnyOrderView, InitOrderResult, OrderTrackingView, OrderView } from '@sound-putter/contracts';
import { EventStore } from '../src/infrastructure/event-store/event-store.port';
import { streams } from '../src/infrastructure/event-store/stream-names';
import { FakeClock } from '../src/infrastructure/clock/clock';
import { createTestApp, newSessionId, type TestApp, type TestClient } from './support/test-app';
import { statusBody } from './support/paid-orders';

const PASSWORD = 'Putter-2026';
const address = {
  streetAddress: '7 Wireless Rd',
  city: 'Bangkok',
  state: 'Bangkok',
  postalCode: '10330',
  country: 'Thailand',
};
const details = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Nok Sawasdee',
  email,
  phone: '811112222',
  phoneCountryCode: '+66',
  shippingAddress: address,
  billingAddressSameAsShipping: true,
  ...overrides,
});
const visa = (clientSecret: string) => ({
  clientSecret,
  cardNumber: '4242424242424242',
  expMonth: 1,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '314',
});

/** The checkout journey across cart, identity, accounts, orders and payments, as shopper, customer and staff. */
// Starts at the real time, so what the database and the card expiry check see stays in step until the test moves it.
const clock = new FakeClock(new Date());

describe('checkout journey (signed in, staff, kiosk)', () => {
  let t: TestApp;
  let store: EventStore;
  let staff: TestClient;
  let staffId: string;

  /** A browser that signed up and in (and optionally was promoted), sending its session cookie on every call. */
  const signedIn = async (
    email: string,
    role: 'customer' | 'staff' | 'admin' = 'customer',
    extra: Record<string, string> = {},
  ) => {
    const browser = t.client(newSessionId(), extra);
    expect((await browser.post('/api/auth/signup', { email, password: PASSWORD })).status).toBe(202);
    // Sign-up signs nobody in (the same answer for a taken address): the account signs in after it.
    const res = await browser.post<{ id: string }>('/api/auth/login', { email, password: PASSWORD });
    const cookie = res.cookies.find((c) => c.name === 'sp_session');
    if (!cookie) throw new Error('login set no session cookie');
    if (role !== 'customer') await t.db.pool.query('UPDATE users SET role = $2 WHERE id = $1', [res.body.id, role]);
    return {
      id: res.body.id,
      client: t.client(newSessionId(), { cookie: `sp_session=${cookie.value}`, ...extra }),
      cookie: cookie.value,
    };
  };

  const checkout = async (shopper: TestClient, email: string, overrides: Record<string, unknown> = {}) => {
    const configured = await shopper.post<{ configurationId: string }>('/api/configure-putter', {
      modelId: 'melody-c',
    });
    await shopper.post('/api/cart/add', { configurationId: configured.body.configurationId, quantity: 1 });
    const init = await shopper.post<InitOrderResult>('/api/orders/init', {
      customerDetails: details(email, overrides),
    });
    expect(init.status).toBe(200);
    return init.body;
  };
  const pay = async (shopper: TestClient, order: InitOrderResult) => {
    const res = await shopper.post('/api/payments/test-gateway/confirm', visa(order.clientSecret));
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ KIOSK_TOKEN: 'kiosk-token-for-the-checkout-journey' }, { clock });
    store = t.app.get(EventStore);
    const s = await signedIn('workshop@example.com', 'staff');
    staff = s.client;
    staffId = s.id;
  });
  afterAll(() => t.close());

  it('signed in: the order follows the account, details are saved for next time, my-orders lists it', async () => {
    const customer = await signedIn('nok@example.com');
    const order = await checkout(customer.client, 'nok@example.com', { saveForFuture: true });
    await pay(customer.client, order);

    const saved = await customer.client.get('/api/customer-addresses/default');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Nok Sawasdee',
      email: 'nok@example.com',
      shippingAddress: address,
      billingAddress: address,
    });

    const mine = await customer.client.get<OrderView[]>('/api/orders/my-orders');
    expect(mine.body.map((o) => [o.id, o.access, o.status])).toEqual([[order.orderId, 'full', 'confirmed']]);

    // Same account from another browser: still the owner.
    const otherBrowser = t.client(newSessionId(), { cookie: `sp_session=${customer.cookie}` });
    expect((await otherBrowser.get<AnyOrderView>(`/api/orders/${order.orderId}`)).body.access).toBe('full');
    // Another signed-in customer with the id: redacted.
    const someoneElse = await signedIn('other@example.com');
    expect((await someoneElse.client.get<AnyOrderView>(`/api/orders/${order.orderId}`)).body.access).toBe('redacted');
    expect((await someoneElse.client.get<OrderView[]>('/api/orders/my-orders')).body).toEqual([]);
    // Staff see everything.
    expect((await staff.get<AnyOrderView>(`/api/orders/${order.orderId}`)).body.access).toBe('full');

    const paid = (await store.readStream(streams.order(order.orderId))).events.find((e) => e.type === 'OrderPaid');
    expect(paid?.metadata.actor).toEqual({ kind: 'user', id: customer.id, role: 'customer' });
  });

  it('a customer cannot change a status (403); staff move it one step at a time, recorded with their user id', async () => {
    const customer = await signedIn('mali@example.com');
    const order = await checkout(customer.client, 'mali@example.com');
    const path = `/api/orders/${order.orderId}/status`;

    expect((await customer.client.patch(path, { status: 'crafting' })).status).toBe(403);
    expect((await customer.client.get('/api/orders')).status).toBe(403);
    expect((await staff.patch(path, { status: 'confirmed' })).body).toMatchObject({
      code: 'invalid_status_transition',
    });

    await pay(customer.client, order);
    expect((await staff.patch(path, statusBody('shipped'))).status).toBe(409);
    expect((await staff.patch(path, { status: 'bogus' })).status).toBe(422);
    for (const status of ['crafting', 'shipped', 'delivered'] as const) {
      const res = await staff.patch<OrderView>(path, statusBody(status));
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    expect((await staff.patch(path, { status: 'delivered' })).status).toBe(200);
    expect((await staff.patch(path, { status: 'crafting' })).status).toBe(409);

    const { events } = await store.readStream(streams.order(order.orderId));
    expect(events.map((e) => e.type)).toEqual([
      'OrderPlaced',
      'OrderPaid',
      'OrderConfirmed',
      'CraftingStarted',
      'OrderShipped',
      'OrderDelivered',
    ]);
    for (const e of events.slice(3)) {
      expect(e.metadata.actor).toEqual({ kind: 'user', id: staffId, role: 'staff' });
      expect(e.metadata.channel).toBe('staff');
    }

    const tracking = await customer.client.get<OrderTrackingView>(`/api/orders/${order.orderId}/tracking`);
    expect(tracking.body).toMatchObject({ status: 'delivered', progress: 100, overdue: false });
    expect(tracking.body.timeline.map((s) => s.actorRole)).toEqual(['customer', 'customer', 'staff', 'staff', 'staff']);
    expect((await customer.client.get<OrderView>(`/api/orders/${order.orderId}`)).body.deliveredAt).not.toBeNull();
  });

  it('kiosk orders are paid at the counter by staff; web orders are not', async () => {
    const kiosk = t.client(newSessionId(), { 'x-kiosk-token': 'kiosk-token-for-the-checkout-journey' });
    const order = await checkout(kiosk, 'walkin@example.com');
    expect((await kiosk.get<OrderView>(`/api/orders/${order.orderId}`)).body).toMatchObject({
      channel: 'kiosk',
      status: 'pending',
    });
    expect((await kiosk.post(`/api/orders/${order.orderId}/in-store-payment`)).status).toBe(401);

    const res = await staff.post<OrderView>(`/api/orders/${order.orderId}/in-store-payment`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentId: `in_store_${order.orderId}`,
    });
    expect(res.body.deliveryDeadline).not.toBeNull();
    expect((await staff.post(`/api/orders/${order.orderId}/in-store-payment`)).status).toBe(200);
    const { events } = await store.readStream(streams.order(order.orderId));
    expect(events.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderPaid', 'OrderConfirmed']);
    expect(events[1].metadata.actor).toEqual({ kind: 'user', id: staffId, role: 'staff' });

    const web = await checkout(t.client(), 'online@example.com');
    expect((await staff.post(`/api/orders/${web.orderId}/in-store-payment`)).status).toBe(409);
  });

  it('the workshop board filters by status and overdue; tracking marks an order past its deadline overdue', async () => {
    const shopper = t.client();
    const order = await checkout(shopper, 'late@example.com');
    await pay(shopper, order);
    const admin = await signedIn('boss@example.com', 'admin');

    const confirmed = await admin.client.get<OrderView[]>('/api/orders?status=confirmed');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.map((o) => o.id)).toContain(order.orderId);
    expect(confirmed.body.every((o) => o.status === 'confirmed' && o.access === 'full')).toBe(true);
    expect((await staff.get('/api/orders?status=lost')).status).toBe(422);

    const beforeDeadline = await staff.get<OrderView[]>('/api/orders?overdue=false');
    expect(beforeDeadline.body.map((o) => o.id)).toContain(order.orderId);
    // The real 24-hour promise, passed on the app's clock instead of waited for.
    clock.advance(24 * 3600 * 1000 + 1000);
    const overdue = await staff.get<OrderView[]>('/api/orders?overdue=true');
    expect(overdue.body.map((o) => o.id)).toContain(order.orderId);
    const onTime = await staff.get<OrderView[]>('/api/orders?overdue=false');
    expect(onTime.body.map((o) => o.id)).not.toContain(order.orderId);
    const tracking = await shopper.get<OrderTrackingView>(`/api/orders/${order.orderId}/tracking`);
    expect(tracking.body.overdue).toBe(true);
  });
});
