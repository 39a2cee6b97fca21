import type { UserView } from '@sound-putter/contracts';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { browser, logIn, signInAs, TEST_PASSWORD, uniqueEmail } from '../../test/support/sign-in';

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
