import {
  COMMON_PASSWORD_MESSAGE,
  type ErasureResult,
  type MailRequestAccepted,
  type UserView,
} from '@sound-putter/contracts';
import { runner } from 'node-pg-migrate';
import { createUser } from '../cli/user-create.cli';
import { MIGRATIONS_DIR, runMigrations } from '../infrastructure/database/migrate';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createTestDatabase } from '../../test/support/test-database';
import { browser, signInAs, TEST_PASSWORD } from '../../test/support/sign-in';
import { emailKey } from './email-key';
import { EmailKeyBackfill } from './email-key-backfill';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';

const emailTaken = {
  message: 'An account with this email already exists.',
  status: 409,
  code: 'email_taken',
  details: {},
};

describe('one e-mail, one account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = (email: string, password = TEST_PASSWORD) =>
    browser(t).post<MailRequestAccepted>('/api/auth/signup', { email, password });
  /** Sign-up answers every address alike (202, no sign-in); the account it made is read by signing in. */
  const signedUp = async (email: string): Promise<UserView> => {
    expect((await signup(email)).status).toBe(202);
    return (await browser(t).post<UserView>('/api/auth/login', { email, password: TEST_PASSWORD })).body;
  };
  const login = (email: string, password = TEST_PASSWORD) =>
    browser(t).post<UserView>('/api/auth/login', { email, password });
  /** An admin (a new one each time) opens a staff account through the admin form. */
  const adminOpens = async (email: string, password: string) =>
    (await signInAs(t, 'admin')).client.post('/api/admin/users', { email, password, role: 'staff' });
  const accountsKeyed = async (email: string): Promise<number> =>
    (await t.db.pool.query('SELECT 1 FROM users WHERE email_key = $1', [emailKey(email)])).rowCount ?? 0;

  describe('sp@example.com and its look-alikes', () => {
    let owner: UserView;
    beforeAll(async () => {
      owner = await signedUp('sp@example.com');
    });

    it.each([
      ['fullwidth letters', 'ｓｐ@example.com'],
      ['a trailing dot on the domain', 'sp@example.com.'],
      ['upper case', 'SP@EXAMPLE.COM'],
      ['a Cyrillic о for the o of the domain', 'sp@exаmple.com'],
      ['Cyrillic ѕ and р in the name', 'ѕр@example.com'],
      ['all of them at once', 'ＳＰ@EXАMPLE.COM.'],
    ])('makes no second account with %s (answered as any sign-up), still one account', async (_why, variant) => {
      const res = await signup(variant, 'Other-Strong-42');
      expect(res).toMatchObject({ status: 202, body: { accepted: true } });
      expect(await accountsKeyed('sp@example.com')).toBe(1);
      const { rows } = await t.db.pool.query('SELECT email FROM users WHERE email_key = $1', ['sp@example.com']);
      expect(rows).toEqual([{ email: 'sp@example.com' }]);
    });

    it.each([
      ['upper case and a trailing dot', 'SP@Example.com.'],
      ['fullwidth letters', 'ｓｐ@example.com'],
      ['a Cyrillic о', 'sp@exаmple.com'],
    ])('signs the owner in with %s', async (_why, variant) => {
      const res = await login(variant);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(owner);
    });

    it('answers a variant with the wrong password as any wrong password (401)', async () => {
      expect((await login('SP@example.com.', 'Wrong-Guess-1')).status).toBe(401);
    });

    it('is found through a variant by the admin account form, the account CLI and the erasure', async () => {
      expect(await adminOpens('SP@example.com.', 'Other-Strong-42')).toMatchObject({ status: 409, body: emailTaken });
      await expect(
        createUser(t.db.pool, { email: 'ｓｐ@example.com', password: 'Other-Strong-42', role: 'staff' }),
      ).rejects.toThrow('already has an account');
      const victim = await signedUp('erase-me@example.com');
      const staff = await signInAs(t, 'staff');
      const erased = await staff.client.post<ErasureResult>('/api/admin/customers/erase', {
        email: 'ERASE-ME@example.com.',
      });
      expect(erased).toMatchObject({ status: 200, body: { accountDeleted: true } });
      const { rowCount } = await t.db.pool.query('SELECT 1 FROM users WHERE id = $1', [victim.id]);
      expect(rowCount).toBe(0);
    });
  });

  it('takes an IDN domain in Unicode or punycode as one domain, both ways round', async () => {
    for (const email of ['golfer@bücher.example', 'golfer@xn--bcher-kva.example']) {
      expect((await signup(email)).status).toBe(202);
    }
    for (const email of ['golfer@xn--mnchen-3ya.example', 'golfer@MÜNCHEN.example']) {
      expect((await signup(email)).status).toBe(202);
    }
    expect(await accountsKeyed('golfer@bücher.example')).toBe(1);
    expect(await accountsKeyed('golfer@münchen.example')).toBe(1);
  });

  it('still opens accounts for genuinely different addresses (positive control)', async () => {
    for (const email of ['sq@example.com', 'sp@example.org', 'sp@bucher.example', 'm@example.com', 'rn@example.com']) {
      expect((await signedUp(email)).email).toBe(email);
      expect(await accountsKeyed(email)).toBe(1);
    }
  });

  describe('common passwords (OWASP ASVS 5.0 6.2.4)', () => {
    it('refuses Password1 at sign-up with 422 on the password field, and makes no account', async () => {
      const res = await signup('common-pw@example.com', 'Password1');
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Validation failed',
        status: 422,
        code: 'validation_failed',
        details: { password: [COMMON_PASSWORD_MESSAGE] },
      });
      expect(await accountsKeyed('common-pw@example.com')).toBe(0);
    });

    it('compares without case (pASSWORD1) and knows the other common ones (Qwerty123)', async () => {
      expect((await signup('common-pw@example.com', 'pASSWORD1')).status).toBe(422);
      expect((await signup('common-pw@example.com', 'Qwerty123')).status).toBe(422);
    });

    it('accepts a strong password (positive control)', async () => {
      expect((await signup('common-pw@example.com', 'Tq7-vanilla-Putter-29')).status).toBe(202);
      expect(await accountsKeyed('common-pw@example.com')).toBe(1);
    });

    it('refuses it when an admin opens an account', async () => {
      expect(await adminOpens('new-staff@example.com', 'Password1')).toMatchObject({
        status: 422,
        body: { details: { password: [COMMON_PASSWORD_MESSAGE] } },
      });
    });
  });

  it('lets an account older than keys whose address compares equal to another sign in by its exact address', async () => {
    const hasher = t.app.get(PasswordHasher);
    const owner = await signedUp('legacy@example.com');
    const { rows } = await t.db.pool.query<{ id: string }>(
      'INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id::text AS id',
      ['ｌｅｇａｃｙ@example.com', await hasher.hash('Legacy-Twin-42')],
    );
    await expect(t.app.get(EmailKeyBackfill).run()).resolves.toEqual([rows[0].id]);
    expect((await login('ｌｅｇａｃｙ@example.com', 'Legacy-Twin-42')).body).toMatchObject({ id: rows[0].id });
    expect((await login('LEGACY@example.com', TEST_PASSWORD)).body).toEqual(owner);
    expect((await login('LEGACY@example.com', 'Legacy-Twin-42')).status).toBe(401);
  });
});

describe('the migration that adds e-mail keys, and the back-fill at start', () => {
  it('keys plain ASCII addresses in SQL as emailKey does, leaves the rest to the API, and never fails on twins', async () => {
    const db = await createTestDatabase({ migrate: false });
    try {
      // Every migration before this one, then accounts as they were before keys.
      await runner({
        databaseUrl: db.url,
        dir: MIGRATIONS_DIR,
        migrationsTable: 'pgmigrations',
        direction: 'up',
        timestamp: true,
        count: 1732200009000,
        log: () => undefined,
      });
      const legacy = [
        'Somchai.J@Example.co.th',
        'somchai.j@example.co.th.',
        'ｓｑ@example.com',
        'golfer@XN--BCHER-KVA.example',
        'sq@example.com',
        'o.k@sub.example.org.',
      ];
      for (const [i, email] of legacy.entries()) {
        await db.pool.query(
          `INSERT INTO users (email, password_hash, created_at) VALUES ($1, 'x', now() - make_interval(mins => $2))`,
          [email, legacy.length - i],
        );
      }
      await runMigrations(db.url);
      const keys = async () =>
        new Map(
          (
            await db.pool.query<{ email: string; email_key: string | null }>('SELECT email, email_key FROM users')
          ).rows.map((r) => [r.email, r.email_key]),
        );
      expect(await keys()).toEqual(
        new Map([
          ['Somchai.J@Example.co.th', 'somchai.j@example.co.th'],
          ['somchai.j@example.co.th.', null],
          ['ｓｑ@example.com', null],
          ['golfer@XN--BCHER-KVA.example', null],
          ['sq@example.com', 'sq@example.com'],
          ['o.k@sub.example.org.', 'o.k@sub.example.org'],
        ]),
      );
      for (const [email, key] of await keys()) if (key !== null) expect(key).toBe(emailKey(email));

      // Left for the API: the punycode domain gets its key; twins of a keyed address stay without one (logged).
      const left = await new EmailKeyBackfill(new UsersRepository(db.pool)).run();
      const after = await keys();
      expect(after.get('golfer@XN--BCHER-KVA.example')).toBe('golfer@xn--bcher-kva.example');
      expect(after.get('ｓｑ@example.com')).toBeNull();
      expect(after.get('somchai.j@example.co.th.')).toBeNull();
      expect(left).toHaveLength(2);
    } finally {
      await db.drop();
    }
  });
});
