import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { browser, TEST_PASSWORD, uniqueEmail } from '../../test/support/sign-in';

const tooMany = {
  status: 429,
  body: {
    message: "You're making requests too quickly. Please wait a moment and try again.",
    status: 429,
    code: 'too_many_requests',
    details: {},
  },
};

describe('sign-in and sign-up rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_IP_LIMIT: '3', AUTH_EMAIL_LIMIT: '4' });
  });
  afterAll(() => t.close());

  const fromIp = (ip: string) => t.client(undefined, { 'x-forwarded-for': ip });
  const randomIp = () => `10.${randomBytes(3).join('.')}`;

  it('answers 429 with the error body once one address has used its login attempts', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      expect((await fromIp(ip).post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong1234' })).status).toBe(
        401,
      );
    }
    const blocked = await fromIp(ip).post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong1234' });
    expect(blocked).toMatchObject(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fromIp(randomIp()).post('/api/auth/login', { email: uniqueEmail(), password: 'x' })).status).toBe(
      401,
    );
  });

  it('counts sign-ups per address too, invalid ones included', async () => {
    const ip = randomIp();
    expect((await fromIp(ip).post('/api/auth/signup', { email: uniqueEmail(), password: TEST_PASSWORD })).status).toBe(
      202,
    );
    expect((await fromIp(ip).post('/api/auth/signup', { email: 'bad', password: TEST_PASSWORD })).status).toBe(422);
    expect((await fromIp(ip).post('/api/auth/signup', { email: uniqueEmail(), password: TEST_PASSWORD })).status).toBe(
      202,
    );
    const blocked = await fromIp(ip).post('/api/auth/signup', { email: uniqueEmail(), password: TEST_PASSWORD });
    expect(blocked).toMatchObject(tooMany);
  });

  it('limits attempts on one e-mail from many new browsers and addresses, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await browser(t).post('/api/auth/signup', { email, password: TEST_PASSWORD })).status).toBe(202);
    // A body the validation refuses never reaches the password check and is not counted on the e-mail.
    const attempts = [email, email.toUpperCase(), ` ${email}`, email, email];
    const statuses: number[] = [];
    for (const attempt of attempts) {
      statuses.push((await browser(t).post('/api/auth/login', { email: attempt, password: 'Wrong1234' })).status);
    }
    expect(statuses).toEqual([401, 401, 422, 401, 401]);
    const blocked = await browser(t).post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(blocked).toMatchObject({
      status: 429,
      body: { status: 429, code: 'too_many_requests', details: { limit: 'email' } },
    });
    const other = await browser(t).post('/api/auth/login', { email: uniqueEmail(), password: TEST_PASSWORD });
    expect(other.status).toBe(401);
  });

  it('does not limit GET /api/auth/me', async () => {
    const ip = randomIp();
    for (let i = 0; i < 6; i++) expect((await fromIp(ip).get('/api/auth/me')).status).toBe(200);
  });
});
