import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp, type TestResponse } from '../../test/support/test-app';
import { browser, TEST_PASSWORD, uniqueEmail } from '../../test/support/sign-in';
import { DEVICE_COOKIE } from './trusted-devices.repository';

const IP_LIMIT = 6;
const PAIR_LIMIT = 3;
const EMAIL_LIMIT = 4;
const WRONG = 'Wrong1234';

const randomIp = () => `10.${randomBytes(3).join('.')}`;

/** A 429 from one of the sign-in limits: the error body, the limit that refused, and a Retry-After in the window. */
const expectRefused = (res: TestResponse, limit?: 'address_email' | 'email') => {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ status: 429, code: 'too_many_requests', message: expect.any(String) });
  expect(Object.keys(res.body as object).sort()).toEqual(['code', 'details', 'message', 'status']);
  if (limit) expect((res.body as { details: { limit: string } }).details.limit).toBe(limit);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
};

describe('sign-in limits nobody can use to lock the owner out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_IP_LIMIT: String(IP_LIMIT),
      AUTH_PAIR_LIMIT: String(PAIR_LIMIT),
      AUTH_EMAIL_LIMIT: String(EMAIL_LIMIT),
    });
  });
  afterAll(() => t.close());

  /** One request from a given address, optionally carrying a device cookie. */
  const login = (ip: string, email: string, password: string, device?: string) =>
    t
      .client(undefined, { 'x-forwarded-for': ip, ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) })
      .post('/api/auth/login', { email, password });

  const deviceOf = (res: TestResponse) => res.cookies.find((c) => c.name === DEVICE_COOKIE);

  /** An account and the device cookie of the browser it signed up and first signed in with. */
  const owner = async () => {
    const email = uniqueEmail('owner');
    const client = browser(t);
    expect((await client.post('/api/auth/signup', { email, password: TEST_PASSWORD })).status).toBe(202);
    const res = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const device = deviceOf(res);
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
    return { email, device: device!.value };
  };

  /** Wrong passwords for `email`, each from a new address, until the per-e-mail limit refuses. */
  const distributedAttack = async (email: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < EMAIL_LIMIT + 2; i++) statuses.push((await login(randomIp(), email, WRONG)).status);
    expect(statuses).toEqual([...Array<number>(EMAIL_LIMIT).fill(401), 429, 429]);
  };

  it('stops one address spraying wrong passwords over many e-mails; other addresses are unaffected', async () => {
    const attacker = randomIp();
    const victim = await owner();
    for (let i = 0; i < IP_LIMIT; i++) {
      expect((await login(attacker, i === 0 ? victim.email : uniqueEmail(), WRONG)).status).toBe(401);
    }
    expectRefused(await login(attacker, uniqueEmail(), WRONG));
    expectRefused(await login(attacker, victim.email, TEST_PASSWORD));
    // Positive controls: the victim from any other address, without the device cookie, and a stranger's wrong guess.
    expect((await login(randomIp(), victim.email, TEST_PASSWORD)).status).toBe(200);
    expect((await login(randomIp(), uniqueEmail(), WRONG)).status).toBe(401);
  });

  it('stops one address guessing one e-mail, without refusing the owner elsewhere', async () => {
    const attacker = randomIp();
    const victim = await owner();
    for (let i = 0; i < PAIR_LIMIT; i++) expect((await login(attacker, victim.email, WRONG)).status).toBe(401);
    expectRefused(await login(attacker, victim.email, TEST_PASSWORD), 'address_email');
    // The same address may still try another account (below its own per-address limit).
    expect((await login(attacker, uniqueEmail(), WRONG)).status).toBe(401);
    // The owner, from a new address and a new browser (no device cookie), is not refused.
    expect((await login(randomIp(), victim.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('stops a guessing campaign on one e-mail from many addresses', async () => {
    const victim = await owner();
    await distributedAttack(victim.email);
    // Even the right password is refused from a browser the account has never signed in from.
    const res = await login(randomIp(), victim.email, TEST_PASSWORD);
    expectRefused(res, 'email');
    expect((res.body as { message: string }).message).toMatch(/browser you have signed in from before/);
    // Other accounts are untouched.
    const other = await owner();
    expect((await login(randomIp(), other.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('lets the owner sign in with the device cookie during the campaign, from any address', async () => {
    const victim = await owner();
    await distributedAttack(victim.email);
    const signedIn = await login(randomIp(), victim.email, TEST_PASSWORD, victim.device);
    expect(signedIn.status).toBe(200);
    expect(deviceOf(signedIn)?.value).toBe(victim.device);
    // The cookie still works for a typo and the retry after it.
    expect((await login(randomIp(), victim.email, WRONG, victim.device)).status).toBe(401);
    expect((await login(randomIp(), victim.email, TEST_PASSWORD, victim.device)).status).toBe(200);
  });

  it('gives the exemption only to a cookie the account has signed in with', async () => {
    const victim = await owner();
    const stranger = await owner();
    await distributedAttack(victim.email);
    // Another account's device cookie and a made-up one are treated like no cookie.
    expectRefused(await login(randomIp(), victim.email, TEST_PASSWORD, stranger.device), 'email');
    expectRefused(await login(randomIp(), victim.email, TEST_PASSWORD, randomBytes(32).toString('base64url')), 'email');
    // Positive control: the victim's own cookie.
    expect((await login(randomIp(), victim.email, TEST_PASSWORD, victim.device)).status).toBe(200);
  });

  it('ends the exemption of a device cookie used for more than the pair limit of wrong passwords', async () => {
    const victim = await owner();
    await distributedAttack(victim.email);
    // A stolen cookie, tried from a new address each time, gets the pair limit of guesses and no more.
    for (let i = 0; i < PAIR_LIMIT; i++) {
      expect((await login(randomIp(), victim.email, WRONG, victim.device)).status).toBe(401);
    }
    expectRefused(await login(randomIp(), victim.email, TEST_PASSWORD, victim.device), 'email');
  });

  it('counts every form of one e-mail as that e-mail, and honours its device cookie under any of them', async () => {
    const victim = await owner();
    const [name, domain] = victim.email.split('@');
    const fullwidth = name.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const variants = [
      victim.email.toUpperCase(),
      `${victim.email}.`,
      `${fullwidth}@${domain}`,
      victim.email.replace('o', 'о'),
    ];
    // One wrong guess per form, EMAIL_LIMIT in all, spends the budget of the e-mail itself.
    for (const variant of variants) expect((await login(randomIp(), variant, WRONG)).status).toBe(401);
    expectRefused(await login(randomIp(), victim.email, TEST_PASSWORD), 'email');
    expect((await login(randomIp(), variants[2], TEST_PASSWORD, victim.device)).status).toBe(200);
  });

  it('counts the attempt before the password is checked: a burst gets exactly the limit of answers', async () => {
    const victim = await owner();
    const burst = await Promise.all(
      Array.from({ length: EMAIL_LIMIT * 3 }, () => login(randomIp(), victim.email, WRONG)),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(EMAIL_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(EMAIL_LIMIT * 2);
  });

  it('documents the 429 of sign-in and sign-up in the OpenAPI document', async () => {
    type Doc = { paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>> };
    const doc = (await t.client().get<Doc>('/api/docs/openapi.json')).body;
    for (const path of ['/api/auth/login', '/api/auth/signup']) {
      expect(doc.paths[path].post.responses['429']).toMatchObject({ headers: { 'Retry-After': expect.any(Object) } });
    }
  });

  it('does not spend the per-e-mail budget on successful sign-ins', async () => {
    const victim = await owner();
    for (let i = 0; i < EMAIL_LIMIT * 2; i++) {
      expect((await login(randomIp(), victim.email, TEST_PASSWORD)).status).toBe(200);
    }
    // Positive control: wrong passwords do spend it.
    await distributedAttack(victim.email);
  });
});
