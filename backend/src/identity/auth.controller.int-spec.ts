import argon2 from 'argon2';
import type { MailRequestAccepted, UserView } from '@sound-putter/contracts';
import { validationMessages as m } from '@sound-putter/contracts';
import { AppConfig } from '../infrastructure/config/app-config';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { AdminBootstrap } from './admin-bootstrap';
import { sessionIdOf } from './sessions.repository';
import { browser, logIn, sessionCookieOf, TEST_PASSWORD, uniqueEmail, withCookie } from '../../test/support/sign-in';

describe('auth API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'root-admin@example.com', ADMIN_PASSWORD: 'Admin1234' });
  });
  afterAll(() => t.close());

  const signup = (email: string, password = TEST_PASSWORD) =>
    browser(t).post<MailRequestAccepted>('/api/auth/signup', { email, password });
  /** Sign-up signs nobody in; the account's first session comes from the sign-in after it. */
  const signUpAndIn = async (email: string) => {
    expect((await signup(email)).status).toBe(202);
    return browser(t).post<UserView>('/api/auth/login', { email, password: TEST_PASSWORD });
  };

  describe('signup', () => {
    it('creates a customer, answers 202 {accepted} and signs nobody in; the account then signs in', async () => {
      const email = uniqueEmail();
      const created = await signup(email);
      expect(created).toMatchObject({ status: 202, body: { accepted: true } });
      expect(sessionCookieOf(created)).toBeUndefined();
      const res = await browser(t).post<UserView>('/api/auth/login', { email, password: TEST_PASSWORD });
      expect(res.body).toEqual({ id: expect.any(String), email, role: 'customer' });
      const token = sessionCookieOf(res);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await withCookie(t, token!).get('/api/auth/me');
      expect(me).toMatchObject({ status: 200, body: { user: res.body } });
    });

    it('stores an argon2id hash, never the password, and only the hash of the session token', async () => {
      const email = uniqueEmail();
      const token = sessionCookieOf(await signUpAndIn(email))!;
      const { rows } = await t.db.pool.query(
        'SELECT u.password_hash, s.id FROM users u JOIN sessions s ON s.user_id = u.id WHERE u.email = $1',
        [email],
      );
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(rows[0].id).toBe(sessionIdOf(token));
      expect(rows[0].id).not.toBe(token);
    });

    it('sets an httpOnly, SameSite=Lax session cookie for the whole site that expires with the session', async () => {
      const res = await signUpAndIn(uniqueEmail());
      const header = String((res.headers['set-cookie'] as string[]).find((c) => c.startsWith('sp_session=')));
      expect(header).toMatch(/^sp_session=[A-Za-z0-9_-]{43};/);
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).toContain('Path=/');
      expect(header).toContain(`Max-Age=${14 * 24 * 60 * 60}`);
      expect(header).not.toContain('Secure');
    });

    it('marks the cookie Secure in production', async () => {
      const config = t.app.get(AppConfig);
      config.NODE_ENV = 'production';
      try {
        const res = await signUpAndIn(uniqueEmail());
        expect(res.status).toBe(200);
        expect(res.cookies.find((c) => c.name === 'sp_session')).toMatchObject({
          secure: true,
          httpOnly: true,
          sameSite: 'Lax',
        });
      } finally {
        config.NODE_ENV = 'test';
      }
    });

    it('answers an e-mail that exists, whatever its case, exactly as a new one (no 409: no enumeration)', async () => {
      const email = uniqueEmail();
      const first = await signup(email);
      for (const again of [email, email.toUpperCase()]) {
        const res = await signup(again);
        expect(res.status).toBe(first.status);
        expect(res.body).toEqual(first.body);
        expect(sessionCookieOf(res)).toBeUndefined();
      }
      const { rows } = await t.db.pool.query('SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', [email]);
      expect(rows[0].n).toBe(1);
    });

    it('lets only one of two racing sign-ups with the same e-mail make an account, both answered alike', async () => {
      const email = uniqueEmail();
      const results = await Promise.all([signup(email), signup(email.toUpperCase())]);
      expect(results.map((r) => r.status)).toEqual([202, 202]);
      const { rows } = await t.db.pool.query('SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', [email]);
      expect(rows[0].n).toBe(1);
    });

    it.each([
      [{ email: 'not-an-email', password: TEST_PASSWORD }, { email: [m.email] }],
      [{ password: TEST_PASSWORD }, { email: expect.arrayContaining([m.email]) }],
      [{ email: 'a@example.com', password: 'Ab1' }, { password: [m.passwordTooShort] }],
      [{ email: 'a@example.com', password: 'alllowercase1' }, { password: [m.passwordComplexity] }],
      [{ email: 'a@example.com', password: 'ALLUPPERCASE1' }, { password: [m.passwordComplexity] }],
      [{ email: 'a@example.com', password: 'NoDigitsHere' }, { password: [m.passwordComplexity] }],
      [{ email: 'a@example.com' }, { password: expect.arrayContaining([m.passwordTooShort]) }],
    ])('answers 422 with the spec message for %j', async (body, details) => {
      const res = await browser(t).post('/api/auth/signup', body);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ status: 422, code: 'validation_failed', details });
    });
  });

  describe('login', () => {
    it('signs in with the e-mail in any case and answers the user view', async () => {
      const email = uniqueEmail();
      const created = (await signUpAndIn(email)).body;
      const res = await browser(t).post<UserView>('/api/auth/login', {
        email: email.toUpperCase(),
        password: TEST_PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(created);
      expect(sessionCookieOf(res)).toBeDefined();
    });

    it('gives a new session id on every login and ends the browser’s previous one', async () => {
      const email = uniqueEmail();
      await signup(email);
      const first = await logIn(t, email);
      const res = await first.client.post('/api/auth/login', { email, password: TEST_PASSWORD });
      const second = sessionCookieOf(res)!;
      expect(second).not.toBe(first.token);
      expect((await withCookie(t, second).get('/api/auth/me')).body).toEqual({ user: first.user });
      expect((await first.client.get('/api/auth/me')).body).toEqual({ user: null });
    });

    it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
      const email = uniqueEmail();
      await signup(email);
      const wrongPassword = await browser(t).post('/api/auth/login', { email, password: 'Wrong1234' });
      const unknownEmail = await browser(t).post('/api/auth/login', { email: uniqueEmail(), password: TEST_PASSWORD });
      const expected = { message: 'Invalid email or password.', status: 401, code: 'invalid_credentials', details: {} };
      expect(wrongPassword).toMatchObject({ status: 401, body: expected });
      expect(unknownEmail).toMatchObject({ status: 401, body: expected });
      expect(sessionCookieOf(wrongPassword)).toBeUndefined();
    });

    // Not a wall-clock ratio (a shared machine makes those flaky): the argon2 work each answer costs is compared.
    it('spends the same argon2 work on an unknown e-mail as on a wrong password', async () => {
      const email = uniqueEmail();
      await signup(email);
      const verify = jest.spyOn(argon2, 'verify');
      /** The cost (algorithm, version, parameters) of each hash argon2 verified for one sign-in, and its latency. */
      const attempt = async (body: object) => {
        verify.mockClear();
        const started = performance.now();
        const res = await browser(t).post('/api/auth/login', body);
        const ms = performance.now() - started;
        expect(res.status).toBe(401);
        return { costs: verify.mock.calls.map(([hash]) => hash.split('$').slice(0, 4).join('$')), ms };
      };
      try {
        const known = await attempt({ email, password: 'Wrong1234' });
        const unknown = await attempt({ email: uniqueEmail(), password: 'Wrong1234' });
        expect(known.costs).toEqual(['$argon2id$v=19$m=19456,p=1,t=2']);
        expect(unknown.costs).toEqual(known.costs);
        process.stdout.write(
          `[auth] a wrong password was answered in ${known.ms.toFixed(0)} ms, ` +
            `an unknown e-mail in ${unknown.ms.toFixed(0)} ms\n`,
        );
      } finally {
        verify.mockRestore();
      }
    });

    it.each([
      [{ email: 'nope', password: 'x' }, { email: [m.email] }],
      [{ email: 'a@example.com', password: '' }, { password: [m.passwordRequired] }],
      [{ email: 'a@example.com' }, { password: expect.arrayContaining([m.passwordRequired]) }],
    ])('answers 422 with the spec message for %j', async (body, details) => {
      const res = await browser(t).post('/api/auth/login', body);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'validation_failed', details });
    });
  });

  describe('me, logout and expiry', () => {
    it('answers 200 {"user": null} when signed out, so browsers log no error', async () => {
      const res = await browser(t).get('/api/auth/me');
      expect(res).toMatchObject({ status: 200, body: { user: null } });
    });

    it('answers {"user": null} for a made-up cookie and clears it', async () => {
      const res = await withCookie(t, 'A'.repeat(43)).get('/api/auth/me');
      expect(res).toMatchObject({ status: 200, body: { user: null } });
      expect(String(res.headers['set-cookie'])).toMatch(/^sp_session=;.*Expires=Thu, 01 Jan 1970/);
    });

    it('revokes the session on logout, so the old cookie no longer works', async () => {
      const email = uniqueEmail();
      await signup(email);
      const browser = await logIn(t, email);
      const res = await browser.client.post('/api/auth/logout', {});
      expect(res).toMatchObject({ status: 200, body: { ok: true } });
      expect(String(res.headers['set-cookie'])).toMatch(/^sp_session=;/);
      // The browser's x-session-id ended with the sign-in; the old cookie under a new id is nobody.
      expect((await browser.client.get('/api/auth/me')).body).toMatchObject({ status: 401, code: 'session_ended' });
      expect((await withCookie(t, browser.token).get('/api/auth/me')).body).toEqual({ user: null });
      const { rows } = await t.db.pool.query('SELECT revoked_at FROM sessions WHERE id = $1', [
        sessionIdOf(browser.token),
      ]);
      expect(rows[0].revoked_at).toBeInstanceOf(Date);
    });

    it('answers 200 to a logout when already signed out', async () => {
      expect((await browser(t).post('/api/auth/logout', {})).status).toBe(200);
    });

    it('stops honouring a session once it has expired', async () => {
      const email = uniqueEmail();
      await signup(email);
      const browser = await logIn(t, email);
      expect((await browser.client.get('/api/auth/me')).body).toEqual({ user: browser.user });
      await t.db.pool.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        sessionIdOf(browser.token),
      ]);
      expect((await browser.client.get('/api/auth/me')).body).toEqual({ user: null });
    });

    it('gives a session the configured lifetime', async () => {
      const email = uniqueEmail();
      await signup(email);
      const browser = await logIn(t, email);
      const { rows } = await t.db.pool.query<{ seconds: number }>(
        'SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM sessions WHERE id = $1',
        [sessionIdOf(browser.token)],
      );
      expect(rows[0].seconds).toBe(14 * 24 * 60 * 60);
    });
  });

  describe('admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
    it('creates that admin on start, and a second start changes nothing', async () => {
      const admin = await logIn(t, 'root-admin@example.com', 'Admin1234');
      expect(admin.user.role).toBe('admin');
      await expect(t.app.get(AdminBootstrap).ensureAdmin()).resolves.toBe('exists');
      const { rows } = await t.db.pool.query(
        `SELECT count(*)::int AS n FROM users WHERE lower(email) = 'root-admin@example.com'`,
      );
      expect(rows[0].n).toBe(1);
    });
  });
});
