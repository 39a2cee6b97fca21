import type { AnyOrderView, CartItemAdded, InitOrderResult } from '@sound-putter/contracts';
import { systemMetadata } from '../../test/support/event-metadata';
import { testCustomerDetails } from '../../test/support/customer-details';
import { createTestApp, newSessionId, type TestApp, type TestClient } from '../../test/support/test-app';
import { browser } from '../../test/support/sign-in';
import { EventStore } from '../infrastructure/event-store/event-store.port';
import { streams } from '../infrastructure/event-store/stream-names';

const card = (clientSecret: string) => ({
  clientSecret,
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
});

describe('one cart, one pending order', () => {
  const LIMIT = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NEW_ORDERS_PER_IP_PER_HOUR: String(LIMIT) });
  });
  afterAll(() => t.close());

  const fillCart = async (shopper: TestClient) => {
    const { configurationId } = (
      await shopper.post<{ configurationId: string }>('/api/configure-putter', { modelId: 'melody-c' })
    ).body;
    expect((await shopper.post('/api/cart/add', { configurationId })).status).toBe(201);
  };
  const init = (shopper: TestClient, overrides: Record<string, unknown> = {}) =>
    shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: testCustomerDetails(overrides) });
  const eventsOf = async (orderId: string) =>
    (await t.app.get(EventStore).readStream(streams.order(orderId))).events.map((e) => e.type);
  const ordersOfSession = async (sessionId: string) =>
    Number((await t.db.pool.query('SELECT count(*) AS n FROM rm_orders WHERE session_id = $1', [sessionId])).rows[0].n);

  it('updates the pending order when the cart is checked out again with other details, and only the newest intent pays', async () => {
    const sessionId = newSessionId();
    const tabA = browser(t, sessionId);
    const tabB = browser(t, sessionId);
    await fillCart(tabA);

    const first = await init(tabA, { name: 'Somchai Jaidee' });
    const second = await init(tabB, { name: 'Somying Jaidee' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.orderId).toBe(first.body.orderId);
    expect(second.body.clientSecret).not.toBe(first.body.clientSecret);
    const { orderId } = first.body;
    expect(await eventsOf(orderId)).toEqual(['OrderPlaced', 'OrderDetailsChanged']);
    expect(await ordersOfSession(sessionId)).toBe(1);
    expect((await tabA.get<AnyOrderView>(`/api/orders/${orderId}`)).body).toMatchObject({
      customerName: 'Somying Jaidee',
    });

    // The first tab's intent was cancelled: it cannot pay.
    const stale = await tabA.post('/api/payments/test-gateway/confirm', card(first.body.clientSecret));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'payment_canceled' });
    // Positive control: the newest intent pays the one order, and a repeat of the same details returns it.
    expect((await tabB.post('/api/payments/test-gateway/confirm', card(second.body.clientSecret))).status).toBe(200);
    expect(await eventsOf(orderId)).toEqual(['OrderPlaced', 'OrderDetailsChanged', 'OrderPaid', 'OrderConfirmed']);
    expect((await tabB.get<AnyOrderView>(`/api/orders/${orderId}`)).body.paymentStatus).toBe('paid');
  });

  it('returns the same order and intent for a repeat of the same details', async () => {
    const shopper = browser(t);
    await fillCart(shopper);
    const a = await init(shopper);
    const b = await init(shopper);
    expect(b.body).toEqual(a.body);
    expect(await eventsOf(a.body.orderId)).toEqual(['OrderPlaced']);
  });

  it(`lets one address open at most ${LIMIT} new orders an hour (429 beyond); changing a pending order does not count`, async () => {
    const address = { 'x-forwarded-for': '10.99.0.1' };
    const sessions = Array.from({ length: LIMIT + 1 }, () => newSessionId());
    const shoppers = sessions.map((id) => t.client(id, address));
    for (const shopper of shoppers) await fillCart(shopper);
    for (const shopper of shoppers.slice(0, LIMIT - 1)) expect((await init(shopper)).status).toBe(200);
    // A changed pending order and a repeat open nothing new: counted beside the reservation, they are given back,
    // so the address still has one new order left.
    expect((await init(shoppers[0], { name: 'Another Name' })).status).toBe(200);
    expect((await init(shoppers[1])).status).toBe(200);
    expect((await init(shoppers[LIMIT - 1])).status).toBe(200);

    const refused = await init(shoppers[LIMIT]);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(await ordersOfSession(sessions[LIMIT])).toBe(0);
    // Positive control: the same cart from another address is placed.
    const elsewhere = t.client(sessions[LIMIT], { 'x-forwarded-for': '10.99.0.2' });
    expect((await init(elsewhere)).status).toBe(200);
  });

  it('makes one order of two first checkouts of one cart sent at the same moment with other details', async () => {
    for (let round = 0; round < 3; round++) {
      const sessionId = newSessionId();
      const [tabA, tabB] = [browser(t, sessionId), browser(t, sessionId)];
      await fillCart(tabA);
      const [a, b] = await Promise.all([
        init(tabA, { name: 'Somchai Jaidee' }),
        init(tabB, { name: 'Somying Jaidee' }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body.orderId).toBe(a.body.orderId);
      expect(await ordersOfSession(sessionId)).toBe(1);
      expect(await eventsOf(a.body.orderId)).toEqual(['OrderPlaced', 'OrderDetailsChanged']);
    }
    // The checkout that lost the race opened its intent beside its reservation for an order never placed: cancelled.
    expect(await payableOrphanIntents()).toBe(0);
  });

  /** Intents still payable whose order was never placed: an intent opened beside a reservation and not used. */
  const payableOrphanIntents = async () =>
    Number(
      (
        await t.db.pool.query(
          `SELECT count(*) AS n FROM test_gateway_intents i
            WHERE i.status <> 'canceled' AND NOT EXISTS (SELECT 1 FROM rm_orders o WHERE o.id = i.order_id)`,
        )
      ).rows[0].n,
    );

  it('places the cart as its stream has it when another process changed it after this one last wrote it', async () => {
    const sessionId = newSessionId();
    const shopper = browser(t, sessionId);
    await fillCart(shopper);
    const store = t.app.get(EventStore);
    const cartStream = streams.cart(sessionId);
    const [added] = (await store.readStream<CartItemAdded>(cartStream)).events;
    expect(added.type).toBe('CartItemAdded');
    // Another replica sets the quantity to 3: this process still remembers the cart with one.
    await store.appendToStream(
      cartStream,
      [
        {
          event: {
            type: 'CartItemQuantityChanged',
            data: { cartId: sessionId, itemId: added.data.itemId, quantity: 3, changedAt: new Date().toISOString() },
          },
          metadata: systemMetadata(),
        },
      ],
      { expectedVersion: 1 },
    );
    const placed = await init(shopper);
    expect(placed.status).toBe(200);
    const order = (await shopper.get<AnyOrderView>(`/api/orders/${placed.body.orderId}`)).body;
    if (order.access !== 'full') throw new Error('the placing session sees the full order');
    expect(order.lines.map((l) => l.quantity)).toEqual([3]);
    expect(order.totalAmount).toBe(order.lines[0].unitPrice * 3);
    expect(await payableOrphanIntents()).toBe(0);
  });

  it('refuses a checkout of a cart emptied by another process after this one last wrote it', async () => {
    const sessionId = newSessionId();
    const shopper = browser(t, sessionId);
    await fillCart(shopper);
    await t.app.get(EventStore).appendToStream(
      streams.cart(sessionId),
      [
        {
          event: {
            type: 'CartCleared',
            data: { cartId: sessionId, reason: 'shopper', clearedAt: new Date().toISOString() },
          },
          metadata: systemMetadata(),
        },
      ],
      { expectedVersion: 1 },
    );
    const refused = await init(shopper);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'empty_cart' });
    expect(await ordersOfSession(sessionId)).toBe(0);
    expect(await payableOrphanIntents()).toBe(0);
    // Positive control: the same shopper's next add and checkout is placed.
    await fillCart(shopper);
    expect((await init(shopper)).status).toBe(200);
  });

  it('makes one order of two first checkouts of one cart sent at the same moment with the same details', async () => {
    const sessionId = newSessionId();
    const [tabA, tabB] = [browser(t, sessionId), browser(t, sessionId)];
    await fillCart(tabA);
    const [a, b] = await Promise.all([init(tabA), init(tabB)]);
    expect(b.body).toEqual(a.body);
    expect(await ordersOfSession(sessionId)).toBe(1);
    expect(await eventsOf(a.body.orderId)).toEqual(['OrderPlaced']);
    expect(await payableOrphanIntents()).toBe(0);
  });
});
