import {
  type ApiErrorBody,
  type InitOrderResult,
  type KioskDeviceView,
  type OrderView,
  PERFORMANCE_CENTRE_ADDRESS,
} from '@sound-putter/contracts';
import type { WalkInCustomerDetailsDto } from '@sound-putter/contracts/dto';
import { signInAs } from '../../test/support/sign-in';
import { loadConfig } from '../infrastructure/config/app-config';
import { EventStore } from '../infrastructure/event-store/event-store.port';
import { streams } from '../infrastructure/event-store/stream-names';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';

const KIOSK_TOKEN = 'kiosk-device-token-for-tests-0123456789';
const walkIn = (overrides: Partial<WalkInCustomerDetailsDto> = {}): WalkInCustomerDetailsDto => ({
  name: 'Nok Walk-in',
  phone: '891234567',
  phoneCountryCode: '+66',
  ...overrides,
});

describe('kiosk device token and walk-in orders', () => {
  let t: TestApp;
  let staff: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ KIOSK_TOKEN });
    staff = (await signInAs(t, 'staff')).client;
  });
  afterAll(() => t.close());

  const kiosk = (token = KIOSK_TOKEN) => t.client(undefined, { 'x-kiosk-token': token });
  const fillCart = async (client: TestClient) => {
    const configured = await client.post<{ configurationId: string }>('/api/configure-putter', { modelId: 'melody-d' });
    expect(configured.status).toBe(200);
    expect((await client.post('/api/cart/add', { configurationId: configured.body.configurationId })).status).toBe(201);
  };
  const ordersOfSession = async (sessionId: string) =>
    (await t.db.pool.query('SELECT id FROM rm_orders WHERE session_id = $1', [sessionId])).rowCount;

  it('validates KIOSK_TOKEN at start and never prints it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://x', KIOSK_TOKEN: 'short' })).toThrow(
      /KIOSK_TOKEN = \(hidden\): KIOSK_TOKEN must be 24 to 200 characters/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://x', KIOSK_TOKEN }).KIOSK_TOKEN).toBe(
      KIOSK_TOKEN,
    );
  });

  it('tells the set-up screen whether the device token is right', async () => {
    expect((await kiosk().get<KioskDeviceView>('/api/kiosk/device')).body).toEqual({ kiosk: true });
    expect((await t.client().get<KioskDeviceView>('/api/kiosk/device')).body).toEqual({ kiosk: false });
    const wrong = await kiosk(`${KIOSK_TOKEN}x`).get<ApiErrorBody>('/api/kiosk/device');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      message: 'The kiosk device token is wrong.',
      status: 401,
      code: 'invalid_kiosk_token',
      details: { 'x-kiosk-token': ['The token does not match the one this shop is configured with'] },
    });
  });

  it('places a walk-in order (name and phone only) with channel kiosk, unpaid, on the workshop board', async () => {
    const device = kiosk();
    await fillCart(device);
    const init = await device.post<InitOrderResult>('/api/orders/init', { customerDetails: walkIn() });
    expect(init.status).toBe(200);
    expect(init.body.clientSecret).toMatch(/^pi_/);

    const order = await device.get<OrderView>(`/api/orders/${init.body.orderId}`);
    expect(order.body).toMatchObject({
      access: 'full',
      channel: 'kiosk',
      status: 'pending',
      paymentStatus: 'pending',
      customerName: 'Nok Walk-in',
      customerEmail: '',
      customerPhone: '891234567',
      customerPhoneCountryCode: '+66',
      shippingAddress: PERFORMANCE_CENTRE_ADDRESS,
      billingAddress: PERFORMANCE_CENTRE_ADDRESS,
      // Collected at the performance centre by default (issue 30, item 2).
      fulfilment: 'pickup',
      pickup: { state: 'preparing', code: null, readyAt: null },
    });
    const { events } = await t.app.get(EventStore).readStream(streams.order(init.body.orderId));
    expect(events[0].metadata.channel).toBe('kiosk');

    const board = await staff.get<OrderView[]>('/api/orders?status=pending');
    expect(board.body.find((o) => o.id === init.body.orderId)).toMatchObject({ channel: 'kiosk' });
    const paid = await staff.post<OrderView>(`/api/orders/${init.body.orderId}/in-store-payment`);
    expect(paid.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('takes an optional e-mail from the kiosk, checks its form, and still needs name and phone, also with no details', async () => {
    const device = kiosk();
    await fillCart(device);
    const bad = await device.post('/api/orders/init', {
      customerDetails: walkIn({ name: '', phone: '', email: 'not-an-email' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      details: {
        'customerDetails.name': ['Name is required'],
        'customerDetails.phone': ['Phone number is required'],
        'customerDetails.email': ['Please enter a valid email address'],
      },
    });
    for (const body of [{}, { customerDetails: null }]) {
      const missing = await device.post('/api/orders/init', body);
      expect({ body, status: missing.status, details: (missing.body as ApiErrorBody).details }).toEqual({
        body,
        status: 422,
        details: {
          'customerDetails.name': ['Name is required'],
          'customerDetails.phone': ['Phone number is required'],
          'customerDetails.phoneCountryCode': ['Country code is required'],
        },
      });
    }
    const ok = await device.post<InitOrderResult>('/api/orders/init', {
      customerDetails: walkIn({ email: 'nok@example.com' }),
    });
    expect(ok.status).toBe(200);
    expect((await device.get<OrderView>(`/api/orders/${ok.body.orderId}`)).body.customerEmail).toBe('nok@example.com');
  });

  it('keeps the web checkout rules: walk-in details without the token are refused with 422', async () => {
    const web = t.client();
    await fillCart(web);
    const res = await web.post('/api/orders/init', { customerDetails: walkIn() });
    expect(res.status).toBe(422);
    expect((res.body as ApiErrorBody).details).toMatchObject({
      'customerDetails.email': expect.arrayContaining(['Please enter a valid email address']),
    });
    const noAddress = await web.post('/api/orders/init', { customerDetails: walkIn({ email: 'web@example.com' }) });
    expect(noAddress.status).toBe(422);
    expect(Object.keys((noAddress.body as ApiErrorBody).details ?? {})).toEqual([
      'customerDetails.shippingAddress.streetAddress',
      'customerDetails.shippingAddress.city',
      'customerDetails.shippingAddress.state',
      'customerDetails.shippingAddress.postalCode',
      'customerDetails.shippingAddress.country',
    ]);
  });

  it('refuses a kiosk claim without the token, or with a wrong one, instead of taking it as web', async () => {
    const sessionId = 'sess_kioskclam';
    const claim = t.client(sessionId, { 'x-client-channel': 'kiosk' });
    const cart = await claim.get<ApiErrorBody>('/api/cart');
    expect(cart.status).toBe(401);
    expect(cart.body).toMatchObject({
      code: 'invalid_kiosk_token',
      message: 'Kiosk requests must carry the kiosk device token.',
    });

    // Positive control: the same session with the right token does place an order.
    const proven = t.client(sessionId, { 'x-kiosk-token': KIOSK_TOKEN });
    await fillCart(proven);
    const wrong = t.client(sessionId, { 'x-kiosk-token': 'not-the-kiosk-token-at-all-000000' });
    const refused = await wrong.post<ApiErrorBody>('/api/orders/init', { customerDetails: walkIn() });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('invalid_kiosk_token');
    expect(await ordersOfSession(sessionId)).toBe(0);
    expect((await proven.post('/api/orders/init', { customerDetails: walkIn() })).status).toBe(200);
    expect(await ordersOfSession(sessionId)).toBe(1);
  });

  it('grants no staff calls: the board, status changes and in-store payment stay 401', async () => {
    const device = kiosk();
    await fillCart(device);
    const { body } = await device.post<InitOrderResult>('/api/orders/init', { customerDetails: walkIn() });
    expect((await device.get('/api/orders')).status).toBe(401);
    expect((await device.post(`/api/orders/${body.orderId}/in-store-payment`)).status).toBe(401);
    expect((await device.patch(`/api/orders/${body.orderId}/status`, { status: 'confirmed' })).status).toBe(401);
    // Positive control: staff may.
    expect((await staff.post(`/api/orders/${body.orderId}/in-store-payment`)).status).toBe(200);
  });

  it('answers a retried walk-in order with the same order', async () => {
    const device = kiosk();
    await fillCart(device);
    const results = await Promise.all(
      [1, 2, 3].map(() => device.post<InitOrderResult>('/api/orders/init', { customerDetails: walkIn() })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.orderId)).size).toBe(1);
  });
});
