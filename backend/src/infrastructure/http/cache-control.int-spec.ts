import { testCustomerDetails } from '../../../test/support/customer-details';
import { payByCard, placeOrder } from '../../../test/support/paid-orders';
import { browser, type SignedInBrowser, signInAs, TEST_PASSWORD, uniqueEmail } from '../../../test/support/sign-in';
import { createTestApp, type TestApp, type TestResponse } from '../../../test/support/test-app';

/**
 * Answers that can carry personal data must not be kept by a browser's disk cache or a shared proxy, where the next
 * person at a shared computer or behind the same proxy would read them.
 */
describe('Cache-Control', () => {
  let t: TestApp;
  let customer: SignedInBrowser;
  let staff: SignedInBrowser;
  let admin: SignedInBrowser;
  let orderId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [customer, staff, admin] = [await signInAs(t), await signInAs(t, 'staff'), await signInAs(t, 'admin')];
    const placed = await placeOrder(
      customer.client,
      testCustomerDetails({ email: customer.email, saveForFuture: true }),
    );
    await payByCard(customer.client, placed.clientSecret);
    orderId = placed.orderId;
  });
  afterAll(() => t.close());

  const cacheControlOf = (res: TestResponse) => ({ status: res.status, cacheControl: res.headers['cache-control'] });

  describe('public reads, the same for everyone (the control)', () => {
    it.each(['/api/putter-models', '/api/customizations/grip', '/api/config'])('%s stays cacheable', async (url) => {
      expect(cacheControlOf(await browser(t).get(url))).toEqual({ status: 200, cacheControl: undefined });
    });
  });

  describe('answers with personal data send no-store', () => {
    const cases: [string, number, () => Promise<TestResponse>][] = [
      ['the order, to its owner', 200, () => customer.client.get(`/api/orders/${orderId}`)],
      ['the order, redacted, to anyone', 200, () => browser(t).get(`/api/orders/${orderId}`)],
      ['its tracking', 200, () => browser(t).get(`/api/orders/${orderId}/tracking`)],
      ['my orders', 200, () => customer.client.get('/api/orders/my-orders')],
      ['the orders of this browser', 200, () => customer.client.get('/api/orders/this-browser')],
      ['asking for a lookup link', 200, () => browser(t).post('/api/orders/lookup', { email: customer.email })],
      ['the saved addresses', 200, () => customer.client.get('/api/customer-addresses/default')],
      ['auth/me', 200, () => customer.client.get('/api/auth/me')],
      ['sign-in', 200, () => browser(t).post('/api/auth/login', { email: staff.email, password: TEST_PASSWORD })],
      ['the cart', 200, () => customer.client.get('/api/cart')],
      ['the workshop board', 200, () => staff.client.get('/api/orders/board')],
      ["the staff's order list", 200, () => staff.client.get('/api/orders')],
      ['the order history', 200, () => staff.client.get(`/api/orders/${orderId}/history`)],
      ['a status change', 200, () => staff.client.patch(`/api/orders/${orderId}/status`, { status: 'crafting' })],
      [
        'an account made by an admin',
        201,
        () => admin.client.post('/api/admin/users', { email: uniqueEmail(), password: TEST_PASSWORD, role: 'staff' }),
      ],
      ['an erasure by staff', 200, () => staff.client.post('/api/admin/customers/erase', { email: uniqueEmail() })],
    ];
    it.each(cases)('%s', async (_what, status, request) => {
      expect(cacheControlOf(await request())).toEqual({ status, cacheControl: 'no-store' });
    });

    it('deleting my account', async () => {
      const leaving = await signInAs(t);
      const deleted = await leaving.client.raw({
        method: 'DELETE',
        url: '/api/account',
        payload: JSON.stringify({ password: TEST_PASSWORD }),
      });
      expect(cacheControlOf(deleted)).toEqual({
        status: 200,
        cacheControl: 'no-store',
      });
    });
  });

  it('is declared in the OpenAPI document, on every answer but a public read’s success', async () => {
    type Responses = Record<string, { headers?: Record<string, { schema: object }> }>;
    const paths = (
      await browser(t).get<{ paths: Record<string, Record<string, { responses: Responses }>> }>(
        '/api/docs/openapi.json',
      )
    ).body.paths;
    const headerOf = (path: string, status: string) => paths[path].get.responses[status].headers?.['Cache-Control'];
    expect(headerOf('/api/putter-models', '200')).toBeUndefined();
    expect(headerOf('/api/orders/{id}', '200')?.schema).toEqual({ type: 'string', const: 'no-store' });
    expect(headerOf('/api/orders/{id}', '404')?.schema).toEqual({ type: 'string', const: 'no-store' });
  });

  describe('error answers of those routes send no-store too', () => {
    const cases: [string, number, () => Promise<TestResponse>][] = [
      ['my orders, signed out', 401, () => browser(t).get('/api/orders/my-orders')],
      ['the saved addresses, signed out', 401, () => browser(t).get('/api/customer-addresses/default')],
      ['the board, to a customer', 403, () => customer.client.get('/api/orders/board')],
      ['an unknown order', 404, () => browser(t).get('/api/orders/no-such-order')],
      ['no x-session-id', 400, () => t.client('').get(`/api/orders/${orderId}`)],
      ['an unknown /api path', 404, () => browser(t).get('/api/no-such-route')],
      ['a public read that fails', 404, () => browser(t).get('/api/customizations/no-such-category')],
      [
        'a failed sign-in',
        401,
        () => browser(t).post('/api/auth/login', { email: staff.email, password: 'Wrong1234' }),
      ],
    ];
    it.each(cases)('%s', async (_what, status, request) => {
      expect(cacheControlOf(await request())).toEqual({ status, cacheControl: 'no-store' });
    });
  });
});
