import type { ApiErrorBody, InvitationWithdrawn, LinkRedeemed, StaffAccountView } from '@sound-putter/contracts';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { browser, logIn, type SignedInBrowser, signInAs, TEST_PASSWORD, uniqueEmail } from '../../test/support/sign-in';

const INVITEE_PASSWORD = 'Workshop-Bench-8';
const HOUR_MS = 60 * 60 * 1000;

describe('staff invitations: an admin invites a colleague by e-mail (issue 32)', () => {
  let t: TestApp;
  let admin: SignedInBrowser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const invite = (body: object, by = admin) =>
    by.client.post<StaffAccountView | ApiErrorBody>('/api/admin/users/invitations', body);
  const resend = (id: string, by = admin) =>
    by.client.post<StaffAccountView | ApiErrorBody>(`/api/admin/users/${id}/invitation/resend`, {});
  const withdraw = (id: string, by = admin) =>
    by.client.delete<InvitationWithdrawn | ApiErrorBody>(`/api/admin/users/${id}/invitation`);
  const accept = (token: string, password = INVITEE_PASSWORD) =>
    browser(t).post<LinkRedeemed | ApiErrorBody>('/api/auth/invitation/accept', { token, password });
  const invitationMails = async (to: string) =>
    (
      await t.db.pool.query<{ kind: string; language: string; data: { token: string; role: string; name?: string } }>(
        `SELECT kind, language, data FROM mail_outbox WHERE recipient = $1 AND kind = 'staff-invitation'
          ORDER BY created_at, id`,
        [to],
      )
    ).rows;
  const lastToken = async (to: string): Promise<string> => {
    const mail = (await invitationMails(to)).at(-1);
    if (!mail) throw new Error(`no invitation mailed to ${to}`);
    return mail.data.token;
  };
  const invited = async (role: 'staff' | 'admin' = 'staff') => {
    const email = uniqueEmail('colleague');
    const res = await invite({ email, role });
    expect(res.status).toBe(201);
    return { email, account: res.body as StaffAccountView };
  };

  it('creates a waiting account and mails a 72-hour link; the link sets the password once, then it signs in as staff', async () => {
    const email = uniqueEmail('nok');
    const res = await invite({ email, role: 'staff', name: 'Nok', language: 'th' });
    expect(res.status).toBe(201);
    const account = res.body as StaffAccountView;
    expect(account).toMatchObject({
      email,
      role: 'staff',
      disabled: false,
      invitation: { expiresAt: expect.any(String) },
    });
    const ttl = new Date(account.invitation?.expiresAt ?? 0).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(72 * HOUR_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(72 * HOUR_MS);
    // Listed as invited, with the link's end.
    const listed = (await admin.client.get<StaffAccountView[]>('/api/admin/users')).body.find((a) => a.email === email);
    expect(listed?.invitation).toEqual(account.invitation);

    const mails = await invitationMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'th', data: { role: 'staff', name: 'Nok', token: expect.any(String) } });
    const token = mails[0].data.token;

    // Before accepting, no password opens it.
    expect((await browser(t).post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(401);
    // The sign-up password rules hold: nothing is used up by a refused password.
    expect(await accept(token, 'short')).toMatchObject({ status: 422, body: { code: 'validation_failed' } });

    expect(await accept(token)).toMatchObject({ status: 200, body: { email } });
    const signedIn = await logIn(t, email, INVITEE_PASSWORD);
    expect(signedIn.user.role).toBe('staff');
    expect((await signedIn.client.get('/api/orders/board')).status).toBe(200);
    const after = (await admin.client.get<StaffAccountView[]>('/api/admin/users')).body.find((a) => a.email === email);
    expect(after?.invitation).toBeNull();

    // A second use fails with a clear body, and the password stays the one chosen.
    expect(await accept(token, 'Another-Bench-9')).toMatchObject({
      status: 410,
      body: { status: 410, code: 'token_used', message: expect.any(String), details: expect.anything() },
    });
    await expect(logIn(t, email, 'Another-Bench-9')).rejects.toThrow(/401/);
  });

  it('answers an expired, tampered or withdrawn link with a clear error body', async () => {
    const late = await invited();
    const lateToken = await lastToken(late.email);
    await t.db.pool.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      lateToken.split('.')[0],
    ]);
    expect(await accept(lateToken)).toMatchObject({ status: 410, body: { status: 410, code: 'token_expired' } });
    await expect(logIn(t, late.email, INVITEE_PASSWORD)).rejects.toThrow(/401/);

    const other = await invited();
    const token = await lastToken(other.email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await accept(tampered)).toMatchObject({ status: 400, body: { status: 400, code: 'token_invalid' } });

    expect(await withdraw(other.account.id)).toMatchObject({
      status: 200,
      body: { id: other.account.id, email: other.email },
    });
    expect(await accept(token)).toMatchObject({ status: 400, body: { code: 'token_invalid' } });
    const { rowCount } = await t.db.pool.query('SELECT 1 FROM users WHERE id = $1', [other.account.id]);
    expect(rowCount).toBe(0);
  });

  it('sends again with a new link that works, and the older link dies', async () => {
    const { email, account } = await invited('admin');
    const older = await lastToken(email);
    const again = await resend(account.id);
    expect(again).toMatchObject({
      status: 200,
      body: { id: account.id, invitation: { expiresAt: expect.any(String) } },
    });
    const newer = await lastToken(email);
    expect(newer).not.toBe(older);
    expect(await invitationMails(email)).toHaveLength(2);
    expect(await accept(older)).toMatchObject({ status: 410, body: { code: 'token_expired' } });
    expect(await accept(newer)).toMatchObject({ status: 200 });
    expect((await logIn(t, email, INVITEE_PASSWORD)).user.role).toBe('admin');
    // Accepted: no resend, no withdrawal.
    expect(await resend(account.id)).toMatchObject({ status: 409, body: { status: 409, code: 'conflict' } });
    expect(await withdraw(account.id)).toMatchObject({ status: 409, body: { status: 409, code: 'conflict' } });
    expect(await withdraw('6c0a8f2e-1d3b-4c5a-9e7f-0b1c2d3e4f5a')).toMatchObject({ status: 404 });
  });

  it('disabling an invited account kills its link; enabling does not bring it back', async () => {
    const { email, account } = await invited();
    const token = await lastToken(email);
    const disabled = await admin.client.patch<StaffAccountView>(`/api/admin/users/${account.id}`, { disabled: true });
    expect(disabled.status).toBe(200);
    await admin.client.patch(`/api/admin/users/${account.id}`, { disabled: false });
    expect(await accept(token)).toMatchObject({ status: 410, body: { code: 'token_expired' } });
    await expect(logIn(t, email, INVITEE_PASSWORD)).rejects.toThrow(/401/);
    // Positive control: a new invitation after enabling works.
    expect((await resend(account.id)).status).toBe(200);
    expect(await accept(await lastToken(email))).toMatchObject({ status: 200 });
  });

  it('a waiting account made a customer keeps no staff link: the invitation opens nothing', async () => {
    const { email, account } = await invited();
    const token = await lastToken(email);
    expect((await admin.client.patch(`/api/admin/users/${account.id}`, { role: 'customer' })).status).toBe(200);
    expect(await accept(token)).toMatchObject({ status: 400, body: { code: 'token_invalid' } });
    await expect(logIn(t, email, INVITEE_PASSWORD)).rejects.toThrow(/401/);
    // Positive control: made staff again, a new invitation opens it.
    await admin.client.patch(`/api/admin/users/${account.id}`, { role: 'staff' });
    expect((await resend(account.id)).status).toBe(200);
    expect(await accept(await lastToken(email))).toMatchObject({ status: 200 });
  });

  it('answers 409 email_taken for an address that has an account (customer or staff, any case), and mails nothing', async () => {
    const customer = await signInAs(t, 'customer');
    const staff = await signInAs(t, 'staff');
    for (const email of [customer.email, staff.email.toUpperCase()]) {
      const res = await invite({ email, role: 'staff' });
      expect(res).toMatchObject({
        status: 409,
        body: { status: 409, code: 'email_taken', message: expect.any(String), details: expect.anything() },
      });
    }
    expect(await invitationMails(customer.email)).toEqual([]);
    expect((await logIn(t, customer.email)).user.role).toBe('customer');
    // The role and address are checked as on sign-up.
    const bad = await invite({ email: 'nope', role: 'customer' });
    expect(bad).toMatchObject({
      status: 422,
      body: { details: { email: ['Please enter a valid email address'], role: ['Role must be staff or admin'] } },
    });
  });

  it('refuses anyone but an enabled admin: 401 signed out or disabled, 403 for customers and staff; nothing changes', async () => {
    const target = await invited();
    const before = await invitationMails(target.email);
    const body = { email: uniqueEmail('intruder'), role: 'admin' };
    const attempts = (by: SignedInBrowser) => [
      invite(body, by),
      resend(target.account.id, by),
      withdraw(target.account.id, by),
    ];
    const anonymous = browser(t);
    const anonymousAnswers = await Promise.all([
      anonymous.post('/api/admin/users/invitations', body),
      anonymous.post(`/api/admin/users/${target.account.id}/invitation/resend`, {}),
      anonymous.delete(`/api/admin/users/${target.account.id}/invitation`),
    ]);
    expect(anonymousAnswers.map((r) => r.status)).toEqual([401, 401, 401]);
    for (const role of ['customer', 'staff'] as const) {
      const someone = await signInAs(t, role);
      const answers = await Promise.all(attempts(someone));
      expect(answers.map((r) => [r.status, (r.body as ApiErrorBody).code])).toEqual([
        [403, 'forbidden'],
        [403, 'forbidden'],
        [403, 'forbidden'],
      ]);
    }
    const formerAdmin = await signInAs(t, 'admin');
    expect((await admin.client.patch(`/api/admin/users/${formerAdmin.user.id}`, { disabled: true })).status).toBe(200);
    const disabledAnswers = await Promise.all(attempts(formerAdmin));
    expect(disabledAnswers.map((r) => r.status)).toEqual([401, 401, 401]);

    const { rowCount } = await t.db.pool.query('SELECT 1 FROM users WHERE email = $1', [body.email]);
    expect(rowCount).toBe(0);
    expect(await invitationMails(target.email)).toEqual(before);
    // Positive control: the admin's own request does what the others could not.
    expect((await resend(target.account.id)).status).toBe(200);
    expect(await invitationMails(target.email)).toHaveLength(before.length + 1);
  });
});
