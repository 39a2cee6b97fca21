import {
  type ApiCall,
  apiSuccessStatus,
  type CartAddResult,
  type CartView,
  type ConfigurePutterResult,
} from '@sound-putter/contracts';
import { signInAs, TEST_PASSWORD } from './support/sign-in';
import { createTestApp, newSessionId, type TestApp, type TestResponse } from './support/test-app';

/** The server answers each call with the status contracts promise (the web's fake API answers from the same map). */
describe('success statuses match contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers every call in the map with its status', async () => {
    const seen: Partial<Record<ApiCall, number>> = {};
    const note = <T>(call: ApiCall, res: TestResponse<T>) => {
      seen[call] = res.status;
      return res.body;
    };
    const shopper = t.client(newSessionId());
    note('GET /api/putter-models', await shopper.get('/api/putter-models'));
    note('GET /api/customizations/:category', await shopper.get('/api/customizations/grip'));
    const configured = note(
      'POST /api/configure-putter',
      await shopper.post<ConfigurePutterResult>('/api/configure-putter', { modelId: 'melody-c' }),
    );
    note(
      'GET /api/putter-configurations/:id',
      await shopper.get(`/api/putter-configurations/${configured.configurationId}`),
    );
    const added = note(
      'POST /api/cart/add',
      await shopper.post<CartAddResult>('/api/cart/add', { configurationId: configured.configurationId }),
    );
    expect(added.item.configurationId).toBe(configured.configurationId);
    note('GET /api/cart', await shopper.get<CartView>('/api/cart'));
    note('PUT /api/cart/items/:id', await shopper.put(`/api/cart/items/${added.item.id}`, { quantity: 2 }));
    note('DELETE /api/cart/items/:id', await shopper.delete(`/api/cart/items/${added.item.id}`));
    note('DELETE /api/cart', await shopper.delete('/api/cart'));
    note('GET /api/auth/me', await shopper.get('/api/auth/me'));
    const credentials = { email: 'statuses@example.com', password: TEST_PASSWORD };
    note('POST /api/auth/signup', await shopper.post('/api/auth/signup', credentials));
    const mailed = async (kind: string): Promise<string> => {
      const { rows } = await t.db.pool.query<{ token: string }>(
        `SELECT data->>'token' AS token FROM mail_outbox WHERE kind = $1 ORDER BY created_at DESC LIMIT 1`,
        [kind],
      );
      return rows[0].token;
    };
    note(
      'POST /api/auth/verify-email',
      await shopper.post('/api/auth/verify-email', { token: await mailed('account-verify-email') }),
    );
    note('POST /api/auth/password-reset', await shopper.post('/api/auth/password-reset', credentials));
    const reset = { token: await mailed('account-password-reset'), password: TEST_PASSWORD };
    note('POST /api/auth/password-reset/confirm', await shopper.post('/api/auth/password-reset/confirm', reset));
    note('POST /api/auth/login', await t.client(newSessionId()).post('/api/auth/login', credentials));
    const moving = await signInAs(t, 'customer', 'moving@example.com');
    const change = { email: 'moved@example.com', password: TEST_PASSWORD };
    note('POST /api/account/email', await moving.client.post('/api/account/email', change));
    const confirm = { token: await mailed('account-confirm-new-email') };
    note('POST /api/auth/email-change/confirm', await shopper.post('/api/auth/email-change/confirm', confirm));
    const admin = await signInAs(t, 'admin');
    await admin.client.post('/api/admin/users/invitations', { email: 'invited@example.com', role: 'staff' });
    const invitation = { token: await mailed('staff-invitation'), password: TEST_PASSWORD };
    note('POST /api/auth/invitation/accept', await shopper.post('/api/auth/invitation/accept', invitation));
    note('POST /api/auth/logout', await shopper.post('/api/auth/logout', {}));
    const staff = await signInAs(t, 'staff');
    const erase = { email: 'statuses@example.com' };
    note('POST /api/admin/customers/erase', await staff.client.post('/api/admin/customers/erase', erase));
    const leaving = (await signInAs(t, 'customer')).client;
    const password = JSON.stringify({ password: TEST_PASSWORD });
    note('DELETE /api/account', await leaving.raw({ method: 'DELETE', url: '/api/account', payload: password }));
    expect(seen).toEqual(apiSuccessStatus);
  });
});
