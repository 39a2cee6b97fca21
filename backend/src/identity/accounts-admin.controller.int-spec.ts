import type { MeResponse, StaffAccountView, UserView } from '@sound-putter/contracts';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { browser, logIn, type SignedInBrowser, signInAs, TEST_PASSWORD, uniqueEmail } from '../../test/support/sign-in';

describe('POST /api/admin/users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets an admin open a staff account that can then sign in with its role', async () => {
    const admin = await signInAs(t, 'admin');
    const email = uniqueEmail('baker');
    const res = await admin.client.post<UserView>('/api/admin/users', {
      email,
      password: TEST_PASSWORD,
      role: 'staff',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, role: 'staff' });
    expect((await logIn(t, email)).user.role).toBe('staff');
    const again = await admin.client.post('/api/admin/users', {
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      role: 'staff',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'email_taken' });
  });

  it('checks the same rules as sign-up, and the role', async () => {
    const admin = await signInAs(t, 'admin');
    const res = await admin.client.post('/api/admin/users', { email: 'nope', password: 'short', role: 'owner' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      details: {
        email: ['Please enter a valid email address'],
        role: ['Role must be customer, staff or admin'],
      },
    });
  });

  it('refuses anyone but an admin: 401 signed out, 403 for customers and staff', async () => {
    const body = { email: uniqueEmail('intruder'), password: TEST_PASSWORD, role: 'admin' };
    expect((await browser(t).post('/api/admin/users', body)).status).toBe(401);
    for (const role of ['customer', 'staff'] as const) {
      const someone = await signInAs(t, role);
      const res = await someone.client.post('/api/admin/users', body);
      expect(res.status).toBe(403);
    }
    const { rowCount } = await t.db.pool.query('SELECT 1 FROM users WHERE email = $1', [body.email]);
    expect(rowCount).toBe(0);
  });
});

describe('GET and PATCH /api/admin/users: an admin manages staff accounts', () => {
  let t: TestApp;
  let admin: SignedInBrowser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const me = async (client: SignedInBrowser['client']) => (await client.get<MeResponse>('/api/auth/me')).body.user;
  const patch = (id: string, body: object, by = admin) =>
    by.client.patch<StaffAccountView>(`/api/admin/users/${id}`, body);

  it('lists staff and admin accounts (not customers), enabled first', async () => {
    const staff = await signInAs(t, 'staff');
    const customer = await signInAs(t, 'customer');
    const res = await admin.client.get<StaffAccountView[]>('/api/admin/users');
    expect(res.status).toBe(200);
    const emails = res.body.map((a) => a.email);
    expect(emails).toContain(staff.email);
    expect(emails).toContain(admin.email);
    expect(emails).not.toContain(customer.email);
    expect(res.body.find((a) => a.email === staff.email)).toEqual({
      id: staff.user.id,
      email: staff.email,
      role: 'staff',
      disabled: false,
      createdAt: expect.any(String),
      invitation: null,
    });
  });

  it('disabling ends the sessions at once and refuses sign-in; enabling lets it sign in again', async () => {
    const staff = await signInAs(t, 'staff');
    // Positive control: the staff session reads the board.
    expect((await staff.client.get('/api/orders/board')).status).toBe(200);
    expect(await me(staff.client)).toMatchObject({ role: 'staff' });

    const disabled = await patch(staff.user.id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ id: staff.user.id, disabled: true, role: 'staff' });
    expect(await me(staff.client)).toBeNull();
    expect((await staff.client.get('/api/orders/board')).status).toBe(401);
    const refused = await browser(t).post('/api/auth/login', { email: staff.email, password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 403, code: 'account_disabled' });
    // A wrong password says only that: nothing about the account.
    const wrong = await browser(t).post('/api/auth/login', { email: staff.email, password: 'Wrong-Password-1' });
    expect(wrong.body).toMatchObject({ status: 401, code: 'invalid_credentials' });
    const listed = (await admin.client.get<StaffAccountView[]>('/api/admin/users')).body;
    expect(listed.at(-1)?.disabled).toBe(true);

    expect((await patch(staff.user.id, { disabled: false })).body).toMatchObject({ disabled: false });
    expect((await logIn(t, staff.email)).user.role).toBe('staff');
  });

  it('a role change ends the sessions too: the account signs in again with its new rights', async () => {
    const staff = await signInAs(t, 'staff');
    expect((await patch(staff.user.id, { role: 'customer' })).body).toMatchObject({ role: 'customer' });
    expect(await me(staff.client)).toBeNull();
    const again = await logIn(t, staff.email);
    expect(again.user.role).toBe('customer');
    expect((await again.client.get('/api/orders/board')).status).toBe(403);
    // Off the staff list now.
    expect((await admin.client.get<StaffAccountView[]>('/api/admin/users')).body.map((a) => a.id)).not.toContain(
      staff.user.id,
    );
  });

  it('refuses an admin changing their own account, unknown accounts and bad values, with the error body', async () => {
    const own = await patch(admin.user.id, { disabled: true });
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'You cannot change your own account here.',
    });
    expect(await me(admin.client)).toMatchObject({ role: 'admin' });
    expect((await patch('6c0a8f2e-1d3b-4c5a-9e7f-0b1c2d3e4f5a', { disabled: true })).status).toBe(404);
    const staff = await signInAs(t, 'staff');
    const bad = await patch(staff.user.id, { role: 'owner', disabled: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      details: { role: ['Role must be customer, staff or admin'], disabled: ['disabled must be true or false'] },
    });
    expect(await me(staff.client)).toMatchObject({ role: 'staff' });
  });

  it('refuses anyone but an admin: 401 signed out, 403 for customers and staff, and changes nothing', async () => {
    const target = await signInAs(t, 'staff');
    expect((await browser(t).get('/api/admin/users')).status).toBe(401);
    expect((await browser(t).patch(`/api/admin/users/${target.user.id}`, { disabled: true })).status).toBe(401);
    for (const role of ['customer', 'staff'] as const) {
      const someone = await signInAs(t, role);
      expect((await someone.client.get('/api/admin/users')).status).toBe(403);
      expect((await patch(target.user.id, { disabled: true }, someone)).status).toBe(403);
    }
    expect(await me(target.client)).toMatchObject({ role: 'staff' });
  });
});
