import { type ApiErrorBody, type CartView, type InitOrderResult, paymentLimitMessage } from '@sound-putter/contracts';
import { testCustomerDetails } from '../../test/support/customer-details';
import { createTestApp, newSessionId, type TestApp, type TestClient } from '../../test/support/test-app';
import { browser, signInAs, TEST_PASSWORD } from '../../test/support/sign-in';

/** The satang columns of the shop's tables (and read models), with their SQL type. */
const satangColumns = async (t: TestApp) =>
  (
    await t.db.pool.query<{ column: string; type: string }>(
      `SELECT table_name || '.' || column_name AS column, data_type AS type
         FROM information_schema.columns WHERE table_schema = 'public' AND column_name LIKE '%satang%'
        ORDER BY 1`,
    )
  ).rows;

describe('money: bigint satang and the single-payment limit', () => {
  // A melody-c putter costs ฿10,500: 95 of them (฿997,500) fit under ฿999,999.99, 96 (฿1,008,000) do not.
  const LIMIT_MESSAGE = 'One payment can be at most ฿999,999.99. For a larger order, please contact the workshop.';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const configure = async (shopper: TestClient, modelId = 'melody-c') =>
    (await shopper.post<{ configurationId: string }>('/api/configure-putter', { modelId })).body.configurationId;
  const limitRefusal = (field: string) => ({
    message: LIMIT_MESSAGE,
    status: 422,
    code: 'payment_limit_exceeded',
    details: { [field]: [LIMIT_MESSAGE] },
  });

  it('stores every satang column as bigint', async () => {
    const columns = await satangColumns(t);
    expect(columns.map((c) => c.column)).toEqual(
      expect.arrayContaining([
        'catalog_models.base_price_satang',
        'catalog_options.price_satang',
        'rm_cart_lines.unit_price_satang',
        'rm_configurations.total_price_satang',
        'rm_orders.total_satang',
        'test_gateway_intents.amount_satang',
      ]),
    );
    expect(columns.filter((c) => c.type !== 'bigint')).toEqual([]);
  });

  it('refuses, when it is added, the line that takes the cart past ฿999,999.99, with a message naming the limit', async () => {
    expect(paymentLimitMessage(99_999_999)).toBe(LIMIT_MESSAGE);
    const shopper = t.client();
    const melodyC = await configure(shopper);
    expect((await shopper.post('/api/cart/add', { configurationId: melodyC, quantity: 95 })).status).toBe(201);

    const one = await shopper.post<ApiErrorBody>('/api/cart/add', { configurationId: melodyC, quantity: 1 });
    expect(one.status).toBe(422);
    expect(one.body).toEqual(limitRefusal('quantity'));
    const other = await shopper.post('/api/cart/add', { configurationId: await configure(shopper, 'melody-d') });
    expect(other.body).toEqual(limitRefusal('quantity'));

    const cart = (await shopper.get<{ items: { id: string }[]; subtotal: number }>('/api/cart')).body;
    expect(cart.subtotal).toBe(997_500);
    const raise = await shopper.put(`/api/cart/items/${cart.items[0].id}`, { quantity: 96 });
    expect(raise.body).toEqual(limitRefusal('quantity'));
    // Positive control: lowering is always allowed, and the checkout of a cart under the limit opens a payment.
    expect((await shopper.put(`/api/cart/items/${cart.items[0].id}`, { quantity: 94 })).status).toBe(200);
    const placed = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: testCustomerDetails() });
    expect(placed.status).toBe(200);
  });

  it('merges at sign-in only what one payment can carry, so the merged cart checks out', async () => {
    const { client: account, email } = await signInAs(t, 'customer');
    const melodyC = await configure(account);
    expect((await account.post('/api/cart/add', { configurationId: melodyC, quantity: 94 })).status).toBe(201);
    await account.post('/api/auth/logout', {});

    // The browser cart: 3 more melody-c (one fits: 95 × ฿10,500 = ฿997,500) and a melody-d (no room left for it).
    const sessionId = newSessionId();
    const anonymous = browser(t, sessionId);
    expect((await anonymous.post('/api/cart/add', { configurationId: melodyC, quantity: 3 })).status).toBe(201);
    const melodyD = await configure(anonymous, 'melody-d');
    expect((await anonymous.post('/api/cart/add', { configurationId: melodyD, quantity: 1 })).status).toBe(201);
    const login = await anonymous.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'sp_session')?.value;
    const merged = browser(t, sessionId, { cookie: `sp_session=${cookie}` });

    const cart = (await merged.get<CartView>('/api/cart')).body;
    expect(cart.items.map((i) => [i.configurationId, i.quantity])).toEqual([[melodyC, 95]]);
    expect(cart.subtotal).toBe(997_500);
    const init = await merged.post<InitOrderResult>('/api/orders/init', { customerDetails: testCustomerDetails() });
    expect(init.status).toBe(200);
  });
});
