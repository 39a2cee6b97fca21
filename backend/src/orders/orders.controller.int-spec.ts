import type { AnyOrderView, InitOrderResult, OrderTrackingView, OrderView } from '@sound-putter/contracts';
import { EventStore } from '../infrastructure/event-store/event-store.port';
import { streams } from '../infrastructure/event-store/stream-names';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';
import { eventually, startWorker } from '../../test/support/paid-orders';

const address = {
  streetAddress: '99 Rama IV Rd',
  city: 'Bangkok',
  state: 'Bangkok',
  postalCode: '10500',
  country: 'Thailand',
};
const details = (overrides: Record<string, unknown> = {}) => ({
  name: 'Somchai Jaidee',
  email: 'somchai@example.com',
  phone: '812345678',
  phoneCountryCode: '+66',
  shippingAddress: address,
  billingAddressSameAsShipping: true,
  ...overrides,
});
const card = (clientSecret: string, cardNumber = '4242 4242 4242 4242', extra: Record<string, unknown> = {}) => ({
  clientSecret,
  cardNumber,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  ...extra,
});

describe('orders API (test gateway, anonymous shopper)', () => {
  let t: TestApp;
  let store: EventStore;

  beforeAll(async () => {
    t = await createTestApp({ CRAFTING_DEADLINE_SECONDS: '86400' });
    store = t.app.get(EventStore);
  });
  afterAll(() => t.close());

  const fillCart = async (shopper: TestClient, quantity = 1) => {
    const configured = await shopper.post<{ configurationId: string; totalPrice: number }>('/api/configure-putter', {
      modelId: 'melody-c',
    });
    expect(configured.status).toBe(200);
    await shopper.post('/api/cart/add', { configurationId: configured.body.configurationId, quantity });
    return configured.body;
  };
  const orderEvents = async (orderId: string) =>
    (await store.readStream(streams.order(orderId))).events.map((e) => e.type);

  it('tells the client to use the test gateway', async () => {
    const res = await t.client().get('/api/config');
    expect(res.body).toEqual({ paymentGateway: 'test', stripePublishableKey: null, vatRateBasisPoints: 700 });
  });

  it('refuses checkout of an empty cart with 409 empty_cart', async () => {
    const res = await t.client().post('/api/orders/init', { customerDetails: details() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'empty_cart' });
  });

  it('answers invalid details with 422 and the spec messages per field', async () => {
    const shopper = t.client();
    await fillCart(shopper);
    const res = await shopper.post('/api/orders/init', {
      customerDetails: details({ name: '', email: 'nope', shippingAddress: { ...address, city: '' } }),
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      details: {
        'customerDetails.name': expect.arrayContaining(['Name is required']),
        'customerDetails.email': expect.arrayContaining(['Please enter a valid email address']),
        'customerDetails.shippingAddress.city': expect.arrayContaining(['City is required']),
      },
    });
  });

  it('answers init without customerDetails, or without a shipping address, with 422 and each field of the spec', async () => {
    const shopper = t.client();
    await fillCart(shopper);
    const shippingFields = {
      'customerDetails.shippingAddress.streetAddress': ['Street address is required'],
      'customerDetails.shippingAddress.city': ['City is required'],
      'customerDetails.shippingAddress.state': ['State/Province is required'],
      'customerDetails.shippingAddress.postalCode': ['Postal code is required'],
      'customerDetails.shippingAddress.country': ['Country is required'],
    };
    const everyField = {
      'customerDetails.name': ['Name is required'],
      'customerDetails.email': ['Please enter a valid email address'],
      'customerDetails.phone': ['Phone number is required'],
      'customerDetails.phoneCountryCode': ['Country code is required'],
      ...shippingFields,
    };
    for (const body of [{}, { customerDetails: null }, undefined]) {
      const res = await shopper.raw({
        method: 'POST',
        url: '/api/orders/init',
        ...(body === undefined
          ? {}
          : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      expect({ body, status: res.status, details: (res.body as { details?: unknown }).details }).toEqual({
        body,
        status: 422,
        details: everyField,
      });
    }
    const { shippingAddress: _, ...noShipping } = details({
      billingAddressSameAsShipping: false,
      billingAddress: address,
    });
    const withoutShipping = await shopper.post('/api/orders/init', { customerDetails: noShipping });
    expect(withoutShipping.status).toBe(422);
    expect((withoutShipping.body as { details: unknown }).details).toEqual(shippingFields);
    // Positive control: the same cart with the full details places the order.
    const placed = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: details() });
    expect(placed.status).toBe(200);
    expect(await orderEvents(placed.body.orderId)).toEqual(['OrderPlaced']);
  });

  it('runs the anonymous journey: init (idempotent) → card → paid once → cart cleared → full view and tracking', async () => {
    const shopper = t.client();
    const { totalPrice } = await fillCart(shopper, 2);
    const first = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: details() });
    expect(first.status).toBe(200);
    expect(first.body.clientSecret).toMatch(/^pi_[0-9a-f]+_secret_[0-9a-f]+$/);
    const again = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: details() });
    expect(again.body).toEqual(first.body);
    const { orderId, clientSecret } = first.body;

    const pending = await shopper.get<OrderView>(`/api/orders/${orderId}`);
    expect(pending.body).toMatchObject({
      access: 'full',
      status: 'pending',
      paymentStatus: 'pending',
      totalAmount: totalPrice * 2,
    });
    expect(pending.body.shippingAddress).toEqual(address);
    expect(pending.body.billingAddress).toEqual(address);
    expect(pending.body.lines).toEqual([
      expect.objectContaining({
        quantity: 2,
        unitPrice: totalPrice,
        lineTotal: totalPrice * 2,
        modelName: expect.any(String),
      }),
    ]);
    expect(pending.body.channel).toBe('web');

    const paid = await shopper.post('/api/payments/test-gateway/confirm', card(clientSecret));
    expect(paid.status).toBe(200);
    const intentId = (paid.body as { paymentIntentId: string }).paymentIntentId;

    // The client's hint after a verified payment changes nothing more.
    const hint = await shopper.patch<OrderView>(`/api/orders/${orderId}/payment`, { paymentId: intentId });
    expect(hint.status).toBe(200);
    expect(hint.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentId: intentId });
    expect(await orderEvents(orderId)).toEqual(['OrderPlaced', 'OrderPaid', 'OrderConfirmed']);

    const deadline = Date.parse(hint.body.deliveryDeadline ?? '');
    expect(deadline - Date.parse(hint.body.updatedAt)).toBe(86_400_000);
    expect(hint.body.estimatedDelivery).toBe(hint.body.deliveryDeadline);

    // The cart context empties the cart when it sees OrderPaid in the log (a worker's consumer).
    const worker = await startWorker(t);
    try {
      await eventually(async () => expect((await shopper.get<{ count: number }>('/api/cart')).body.count).toBe(0));
    } finally {
      await worker.close();
    }

    const tracking = await t.client().get<OrderTrackingView>(`/api/orders/${orderId}/tracking`);
    expect(tracking.body).toMatchObject({ orderId, status: 'confirmed', progress: 25, overdue: false });
    expect(tracking.body.timeline.map((s) => [s.status, s.actorRole, s.at !== null])).toEqual([
      ['pending', 'customer', true],
      ['confirmed', 'customer', true],
      ['crafting', null, false],
      ['shipped', null, false],
      ['delivered', null, false],
    ]);

    // After payment the cart is empty, and a new cart with the same putter is a new order.
    await fillCart(shopper);
    const next = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: details() });
    expect(next.body.orderId).not.toBe(orderId);
  });

  it('gives anyone else only the redacted view by id, and nothing by e-mail', async () => {
    const owner = t.client();
    await fillCart(owner);
    const email = 'private.person@example.com';
    const { body } = await owner.post<InitOrderResult>('/api/orders/init', { customerDetails: details({ email }) });
    const stranger = t.client();
    const seen = await stranger.get<AnyOrderView>(`/api/orders/${body.orderId}`);
    expect(seen.status).toBe(200);
    expect(seen.body.access).toBe('redacted');
    expect(Object.keys(seen.body).sort()).toEqual([
      'access',
      'cancelledAt',
      'createdAt',
      'deliveredAt',
      'deliveryDeadline',
      'estimatedDelivery',
      // Shipped or collected at the centre: not personal, and what the tracking page words by.
      'fulfilment',
      'id',
      'paymentStatus',
      'shortId',
      'status',
      'totalAmount',
      'updatedAt',
    ]);
    expect(seen.body.shortId).toBe(body.orderId.slice(-8).toUpperCase());
    expect(JSON.stringify(seen.body)).not.toMatch(/Somchai|812345678|Rama|private\.person/);

    // Track by e-mail tells a stranger nothing about the address (it only mails the address a link)...
    const lookup = await stranger.post('/api/orders/lookup', { email: email.toUpperCase() });
    expect(lookup).toMatchObject({ status: 200, body: { mailed: true } });
    expect(JSON.stringify(lookup.body)).not.toMatch(new RegExp(`${body.orderId}|private\\.person|confirmed|pending`));
    expect((await stranger.get<AnyOrderView[]>('/api/orders/this-browser')).body).toEqual([]);
    // ...while the browser that placed the order lists it in full without any link (the control).
    const ownBrowser = await owner.get<AnyOrderView[]>('/api/orders/this-browser');
    expect(ownBrowser.body.map((o) => [o.id, o.access])).toEqual([[body.orderId, 'full']]);

    expect((await stranger.get('/api/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await stranger.get('/api/orders/not-a-uuid')).status).toBe(404);
  });

  it('handles each test card: declines keep the order pending, bad expiry or CVC is 422', async () => {
    const shopper = t.client();
    await fillCart(shopper);
    const { body } = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: details() });

    const declined = await shopper.post(
      '/api/payments/test-gateway/confirm',
      card(body.clientSecret, '4000 0000 0000 0002'),
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ code: 'payment_declined', details: { declineCode: 'card_declined' } });
    const broke = await shopper.post('/api/payments/test-gateway/confirm', card(body.clientSecret, '4000000000009995'));
    expect(broke.status).toBe(402);
    expect(broke.body).toMatchObject({ details: { declineCode: 'insufficient_funds' } });

    const expired = await shopper.post(
      '/api/payments/test-gateway/confirm',
      card(body.clientSecret, '4242424242424242', { expYear: 2020 }),
    );
    expect(expired.status).toBe(422);
    expect(expired.body).toMatchObject({ details: { expYear: ['Card has expired'] } });
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const expiredMonth = await shopper.post(
      '/api/payments/test-gateway/confirm',
      card(body.clientSecret, '4242424242424242', {
        expYear: lastMonth.getUTCFullYear(),
        expMonth: lastMonth.getUTCMonth() + 1,
      }),
    );
    expect(expiredMonth.status).toBe(422);
    const badCvc = await shopper.post(
      '/api/payments/test-gateway/confirm',
      card(body.clientSecret, '4242424242424242', { cvc: '12a' }),
    );
    expect(badCvc.status).toBe(422);
    expect(badCvc.body).toMatchObject({ details: { cvc: ['CVC must be 3 or 4 digits'] } });
    const badNumber = await shopper.post(
      '/api/payments/test-gateway/confirm',
      card(body.clientSecret, '4242424242424241'),
    );
    expect(badNumber.status).toBe(422);

    const view = await shopper.get<OrderView>(`/api/orders/${body.orderId}`);
    expect(view.body).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    expect(await orderEvents(body.orderId)).toEqual(['OrderPlaced', 'OrderPaymentFailed', 'OrderPaymentFailed']);

    const ok = await shopper.post('/api/payments/test-gateway/confirm', card(body.clientSecret));
    expect(ok.status).toBe(200);
    expect((await shopper.get<OrderView>(`/api/orders/${body.orderId}`)).body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  });

  it('refuses a PATCH with a payment that is not verified, of another order or of the wrong amount', async () => {
    const shopper = t.client();
    await fillCart(shopper);
    const a = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: details() });
    const unpaidIntent = a.body.clientSecret.split('_secret_')[0];
    const notPaid = await shopper.patch(`/api/orders/${a.body.orderId}/payment`, { paymentId: unpaidIntent });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body).toMatchObject({ code: 'payment_not_verified' });
    const unknown = await shopper.patch(`/api/orders/${a.body.orderId}/payment`, { paymentId: 'pi_forged' });
    expect(unknown.status).toBe(409);

    // Another order's (paid) intent does not pay this one.
    const other = t.client();
    await fillCart(other);
    const b = await other.post<InitOrderResult>('/api/orders/init', { customerDetails: details() });
    await other.post('/api/payments/test-gateway/confirm', card(b.body.clientSecret));
    const foreign = await shopper.patch(`/api/orders/${a.body.orderId}/payment`, {
      paymentId: b.body.clientSecret.split('_secret_')[0],
    });
    expect(foreign.status).toBe(409);

    // A verified intent whose amount differs from the order's total (as if the intent were tampered with).
    await t.db.pool.query(`UPDATE test_gateway_intents SET amount_satang = amount_satang - 100 WHERE id = $1`, [
      unpaidIntent,
    ]);
    const wrong = await shopper.post('/api/payments/test-gateway/confirm', card(a.body.clientSecret));
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ code: 'payment_not_verified', details: { expectedSatang: expect.any(Number) } });
    expect(await orderEvents(a.body.orderId)).toEqual(['OrderPlaced']);
  });

  it('records a racing confirmation and PATCH hints once', async () => {
    const shopper = t.client();
    await fillCart(shopper);
    const { body } = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: details() });
    const intentId = body.clientSecret.split('_secret_')[0];
    await t.db.pool.query(`UPDATE test_gateway_intents SET status = 'succeeded' WHERE id = $1`, [intentId]);
    const results = await Promise.all([
      shopper.post('/api/payments/test-gateway/confirm', card(body.clientSecret)),
      ...Array.from({ length: 5 }, () => shopper.patch(`/api/orders/${body.orderId}/payment`, { paymentId: intentId })),
    ]);
    // Whichever records the payment first wins. The hints always answer 200; the card confirmation answers 200
    // when it records it, or 409 already_paid when a hint recorded the same intent first (the order it was for is
    // paid: the rule for a confirmation after payment). Either way the payment is recorded exactly once.
    const [confirm, ...hints] = results;
    expect(hints.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    if (confirm.status !== 200) expect(confirm).toMatchObject({ status: 409, body: { code: 'already_paid' } });
    expect(await orderEvents(body.orderId)).toEqual(['OrderPlaced', 'OrderPaid', 'OrderConfirmed']);
  });

  it('returns one order for concurrent identical inits', async () => {
    const shopper = t.client();
    await fillCart(shopper);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: details() }),
      ),
    );
    expect(new Set(results.map((r) => r.body.orderId)).size).toBe(1);
    expect(new Set(results.map((r) => r.body.clientSecret)).size).toBe(1);
  });

  it('keeps the staff endpoints to staff: 401 anonymous', async () => {
    const shopper = t.client();
    await fillCart(shopper);
    const { body } = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: details() });
    expect((await shopper.patch(`/api/orders/${body.orderId}/status`, { status: 'confirmed' })).status).toBe(401);
    expect((await shopper.post(`/api/orders/${body.orderId}/in-store-payment`)).status).toBe(401);
    expect((await shopper.get('/api/orders')).status).toBe(401);
    expect((await shopper.get('/api/orders/my-orders')).status).toBe(401);
  });

  it('no longer takes the x-client-channel header alone as the kiosk (kiosk-orders.int-spec covers the token)', async () => {
    const claim = t.client(undefined, { 'x-client-channel': 'kiosk' });
    const res = await claim.post('/api/orders/init', { customerDetails: details() });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'invalid_kiosk_token' });
  });
});
