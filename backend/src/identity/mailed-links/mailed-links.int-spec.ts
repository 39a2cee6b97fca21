import type { ApiErrorBody, MailRequestAccepted, OrderView } from '@sound-putter/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { PasswordHasher } from '../password-hasher';
import { testCustomerDetails } from '../../../test/support/customer-details';
import { placeOrder } from '../../../test/support/paid-orders';
import { browser, logIn, sessionCookieOf, TEST_PASSWORD, uniqueEmail } from '../../../test/support/sign-in';

const NEW_PASSWORD = 'Greenside-Reset-9';

describe('mailed links: sign-up verification, password reset, e-mail change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The outbox rows mailed to an address, oldest first (what the worker will send). */
  const mailsTo = async (to: string) =>
    (
      await t.db.pool.query<{ kind: string; data: { token?: string }; language: string; user_id: string | null }>(
        'SELECT kind, data, language, user_id FROM mail_outbox WHERE recipient = $1 ORDER BY created_at, id',
        [to],
      )
    ).rows;
  const tokenMailed = async (to: string, kind: string): Promise<string> => {
    const mail = (await mailsTo(to)).filter((m) => m.kind === kind).at(-1);
    if (!mail?.data.token) throw new Error(`no ${kind} mail to ${to}`);
    return mail.data.token;
  };
  const accountsOf = async (email: string) =>
    Number((await t.db.pool.query('SELECT count(*) FROM users WHERE lower(email) = lower($1)', [email])).rows[0].count);
  const signUp = (email: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
    browser(t, undefined, headers).post<MailRequestAccepted>('/api/auth/signup', { email, password });
  const verify = (token: string) =>
    browser(t).post<ApiErrorBody | { email: string }>('/api/auth/verify-email', { token });

  describe('sign-up', () => {
    it('answers a taken address exactly as a new one, signs nobody in, and mails the owner a notice instead', async () => {
      const email = uniqueEmail();
      const first = await signUp(email);
      const again = await signUp(email, 'Another-Pass-42');
      for (const res of [first, again]) {
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ accepted: true });
        expect(sessionCookieOf(res)).toBeUndefined();
      }
      expect(Object.keys(again.headers).sort()).toEqual(Object.keys(first.headers).sort());
      expect(await accountsOf(email)).toBe(1);
      expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['account-verify-email', 'account-signup-existing']);
      // The second password did not replace the first.
      await expect(logIn(t, email, 'Another-Pass-42')).rejects.toThrow(/401/);
      expect((await logIn(t, email)).user.email).toBe(email);
    });

    it('spends the same argon2 work and writes one mail for a taken address as for a new one (timing)', async () => {
      const hasher = t.app.get(PasswordHasher);
      const hashes = jest.spyOn(hasher, 'hash');
      try {
        const email = uniqueEmail();
        await signUp(email);
        expect(hashes).toHaveBeenCalledTimes(1);
        await signUp(email, 'Another-Pass-42');
        expect(hashes).toHaveBeenCalledTimes(2);
        expect(await mailsTo(email)).toHaveLength(2);
      } finally {
        hashes.mockRestore();
      }
    });

    it('mails in Thai when the browser puts Thai first, and stores only the hash of the link', async () => {
      const email = uniqueEmail();
      await signUp(email, TEST_PASSWORD, { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' });
      const [mail] = await mailsTo(email);
      expect(mail.language).toBe('th');
      const secret = String(mail.data.token).split('.')[1];
      const { rows } = await t.db.pool.query<{ secret_hash: Buffer }>(
        `SELECT secret_hash FROM account_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].secret_hash.toString('utf8')).not.toContain(secret);
      expect(rows[0].secret_hash).toHaveLength(32);
    });
  });

  describe('verification link', () => {
    it('verifies once; a second use, a tampered and an expired link get a clear 4xx body', async () => {
      const email = uniqueEmail();
      await signUp(email);
      const token = await tokenMailed(email, 'account-verify-email');
      const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect(await verify(tampered)).toMatchObject({
        status: 400,
        body: { status: 400, code: 'token_invalid', message: expect.any(String), details: expect.anything() },
      });
      expect(await verify(token)).toMatchObject({ status: 200, body: { email } });
      const { rows } = await t.db.pool.query('SELECT email_verified_at FROM users WHERE email = $1', [email]);
      expect(rows[0].email_verified_at).toBeInstanceOf(Date);
      expect(await verify(token)).toMatchObject({ status: 410, body: { status: 410, code: 'token_used' } });
      expect(await verify('not-a-token')).toMatchObject({ status: 400, body: { code: 'token_invalid' } });

      const late = uniqueEmail();
      await signUp(late);
      const lateToken = await tokenMailed(late, 'account-verify-email');
      await t.db.pool.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        lateToken.split('.')[0],
      ]);
      expect(await verify(lateToken)).toMatchObject({ status: 410, body: { status: 410, code: 'token_expired' } });
    });

    it('links anonymous orders of the address only once it is verified, then My Orders shows them', async () => {
      const email = uniqueEmail('buyer');
      const buyer = browser(t);
      const { orderId } = await placeOrder(buyer, testCustomerDetails({ email }));
      // Someone signs up with the buyer's address and signs in: the order is not theirs yet.
      await signUp(email);
      const account = await logIn(t, email);
      expect((await account.client.get<OrderView[]>('/api/orders/my-orders')).body).toEqual([]);
      expect((await account.client.get<{ access: string }>(`/api/orders/${orderId}`)).body.access).toBe('redacted');
      // Whoever holds the address follows the link.
      await verify(await tokenMailed(email, 'account-verify-email'));
      const mine = (await account.client.get<OrderView[]>('/api/orders/my-orders')).body;
      expect(mine.map((o) => o.id)).toEqual([orderId]);
      expect((await account.client.get<{ access: string }>(`/api/orders/${orderId}`)).body.access).toBe('full');
      // An anonymous order with the proven address placed since is linked at the account's next sign-in.
      const { orderId: later } = await placeOrder(browser(t), testCustomerDetails({ email }));
      expect((await account.client.get<OrderView[]>('/api/orders/my-orders')).body).toHaveLength(1);
      const again = await logIn(t, email);
      const now = (await again.client.get<OrderView[]>('/api/orders/my-orders')).body.map((o) => o.id);
      expect(now.sort()).toEqual([orderId, later].sort());
      // Linked orders are the account's own: "Delete my account" now erases them too.
      const erased = await again.client.raw({
        method: 'DELETE',
        url: '/api/account',
        payload: JSON.stringify({ password: TEST_PASSWORD }),
        headers: { 'content-type': 'application/json' },
      });
      expect(erased.status).toBe(200);
      expect(erased.body).toMatchObject({ ordersErased: 2, accountDeleted: true });
      expect((await buyer.get<{ customerEmail: string }>(`/api/orders/${orderId}`)).body.customerEmail).toBe('erased');
    });
  });

  describe('password reset', () => {
    const requestReset = (email: string) => browser(t).post<MailRequestAccepted>('/api/auth/password-reset', { email });
    const reset = (token: string, password = NEW_PASSWORD) =>
      browser(t).post<ApiErrorBody | { email: string }>('/api/auth/password-reset/confirm', { token, password });

    it('answers the same for an address with and without an account, and mails only the one with', async () => {
      const known = uniqueEmail();
      await signUp(known);
      const unknown = uniqueEmail('nobody');
      const a = await requestReset(known);
      const b = await requestReset(unknown);
      expect([a.status, b.status]).toEqual([202, 202]);
      expect(a.body).toEqual(b.body);
      expect((await mailsTo(known)).map((m) => m.kind)).toContain('account-password-reset');
      expect(await mailsTo(unknown)).toEqual([]);
    });

    it('sets the new password, ends every session and browser session of the account, and works once', async () => {
      const email = uniqueEmail();
      await signUp(email);
      const laptop = await logIn(t, email);
      const phone = await logIn(t, email);
      for (const device of [laptop, phone]) {
        expect((await device.client.get<{ user: unknown }>('/api/auth/me')).body.user).not.toBeNull();
        expect((await device.client.get('/api/orders/my-orders')).status).toBe(200);
      }
      await requestReset(email);
      const token = await tokenMailed(email, 'account-password-reset');
      expect(await reset(token)).toMatchObject({ status: 200, body: { email } });
      for (const device of [laptop, phone]) {
        const me = await device.client.get<{ user: unknown } | ApiErrorBody>('/api/auth/me');
        // The browser session id ended too: the server turns it away (the web client then starts a new one).
        expect(me).toMatchObject({ status: 401, body: { code: 'session_ended' } });
        const fresh = browser(t, undefined, { cookie: `sp_session=${device.token}` });
        expect((await fresh.get<{ user: unknown }>('/api/auth/me')).body).toEqual({ user: null });
      }
      await expect(logIn(t, email)).rejects.toThrow(/401/);
      expect((await logIn(t, email, NEW_PASSWORD)).user.email).toBe(email);
      expect(await reset(token, 'Yet-Another-77')).toMatchObject({ status: 410, body: { code: 'token_used' } });
    });

    it('a newer link retires the older one', async () => {
      const email = uniqueEmail();
      await signUp(email);
      await requestReset(email);
      const older = await tokenMailed(email, 'account-password-reset');
      await requestReset(email);
      const newer = await tokenMailed(email, 'account-password-reset');
      expect(newer).not.toBe(older);
      expect(await reset(older)).toMatchObject({ status: 410, body: { code: 'token_expired' } });
      expect(await reset(newer)).toMatchObject({ status: 200 });
    });
  });

  describe('reset requests are rate limited', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({ AUTH_EMAIL_LIMIT: '2' });
    });
    afterAll(() => limited.close());

    it('per e-mail, from any address; another e-mail still gets its answer (positive control)', async () => {
      const email = uniqueEmail();
      const ask = (address: string) => browser(limited).post('/api/auth/password-reset', { email: address });
      expect((await ask(email)).status).toBe(202);
      expect((await ask(email.toUpperCase())).status).toBe(202);
      expect(await ask(email)).toMatchObject({
        status: 429,
        body: { status: 429, code: 'too_many_requests', message: expect.any(String), details: expect.anything() },
      });
      expect((await ask(uniqueEmail())).status).toBe(202);
    });
  });

  describe('e-mail change', () => {
    it('is confirmed at the new address, which then signs in; the old address is told', async () => {
      const old = uniqueEmail('old');
      const next = uniqueEmail('new');
      await signUp(old);
      const account = await logIn(t, old);
      const wrong = await account.client.post('/api/account/email', { email: next, password: 'Wrong-Pass-1' });
      expect(wrong).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
      expect(await mailsTo(next)).toEqual([]);
      const asked = await account.client.post('/api/account/email', { email: next, password: TEST_PASSWORD });
      expect(asked).toMatchObject({ status: 202, body: { accepted: true } });
      // Nothing moves before the link is followed.
      expect(await accountsOf(next)).toBe(0);
      const token = await tokenMailed(next, 'account-confirm-new-email');
      const confirmed = await browser(t).post('/api/auth/email-change/confirm', { token });
      expect(confirmed).toMatchObject({ status: 200, body: { email: next } });
      expect((await logIn(t, next)).user.email).toBe(next);
      await expect(logIn(t, old)).rejects.toThrow(/401/);
      expect((await mailsTo(old)).map((m) => m.kind)).toContain('account-email-changed');
      const again = await browser(t).post('/api/auth/email-change/confirm', { token });
      expect(again).toMatchObject({ status: 410, body: { code: 'token_used' } });
    });

    it('answers the same for an address that has an account, and mails it nothing', async () => {
      const mine = uniqueEmail();
      const taken = uniqueEmail('taken');
      const free = uniqueEmail('free');
      await signUp(mine);
      await signUp(taken);
      const account = await logIn(t, mine);
      const toTaken = await account.client.post('/api/account/email', { email: taken, password: TEST_PASSWORD });
      const toFree = await account.client.post('/api/account/email', { email: free, password: TEST_PASSWORD });
      expect(toTaken.status).toBe(toFree.status);
      expect(toTaken.body).toEqual(toFree.body);
      expect((await mailsTo(free)).map((m) => m.kind)).toEqual(['account-confirm-new-email']);
      expect((await mailsTo(taken)).map((m) => m.kind)).toEqual(['account-verify-email']);
    });
  });
});
