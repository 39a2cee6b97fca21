import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { testRedisUrl } from '../../test/support/test-database';
import { RedisThrottlerStorage } from '../infrastructure/redis/redis-throttler.storage';
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
      201,
    );
    expect((await fromIp(ip).post('/api/auth/signup', { email: 'bad', password: TEST_PASSWORD })).status).toBe(422);
    expect((await fromIp(ip).post('/api/auth/signup', { email: uniqueEmail(), password: TEST_PASSWORD })).status).toBe(
      201,
    );
    const blocked = await fromIp(ip).post('/api/auth/signup', { email: uniqueEmail(), password: TEST_PASSWORD });
    expect(blocked).toMatchObject(tooMany);
  });

  it('limits attempts on one e-mail from many new browsers and addresses, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await browser(t).post('/api/auth/signup', { email, password: TEST_PASSWORD })).status).toBe(201);
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

describe('RedisThrottlerStorage', () => {
  let a: Redis;
  let b: Redis;
  beforeAll(() => {
    a = new Redis(testRedisUrl());
    b = new Redis(testRedisUrl());
  });
  afterAll(() => {
    a.disconnect();
    b.disconnect();
  });

  it('shares one count between replicas, blocks past the limit and starts afresh after the block', async () => {
    const namespace = `test-${randomBytes(4).toString('hex')}`;
    const replicaA = new RedisThrottlerStorage(a, namespace);
    const replicaB = new RedisThrottlerStorage(b, namespace);
    const hit = (s: RedisThrottlerStorage) => s.increment('key', 60_000, 2, 300, 'ip');
    expect(await hit(replicaA)).toMatchObject({ totalHits: 1, isBlocked: false, timeToExpire: 60 });
    expect(await hit(replicaB)).toMatchObject({ totalHits: 2, isBlocked: false });
    expect(await hit(replicaA)).toMatchObject({ totalHits: 3, isBlocked: true, timeToBlockExpire: 1 });
    expect(await hit(replicaB)).toMatchObject({ isBlocked: true });
    await new Promise((r) => setTimeout(r, 350));
    expect(await hit(replicaB)).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('gives a hit back while its window lasts, and nothing to a block', async () => {
    const storage = new RedisThrottlerStorage(a, `test-${randomBytes(4).toString('hex')}`);
    const hit = () => storage.increment('k', 60_000, 2, 60_000, 'kiosk-token');
    await hit();
    await storage.giveBack('k', 'kiosk-token');
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(await hit()).toMatchObject({ totalHits: 2, isBlocked: false });
    expect(await hit()).toMatchObject({ isBlocked: true });
    await storage.giveBack('k', 'kiosk-token');
    expect(await hit()).toMatchObject({ isBlocked: true });
  });

  it('keeps namespaces and throttler names apart', async () => {
    const ns = `test-${randomBytes(4).toString('hex')}`;
    const one = new RedisThrottlerStorage(a, ns);
    const other = new RedisThrottlerStorage(a, `${ns}-other`);
    await one.increment('k', 60_000, 1, 60_000, 'ip');
    expect(await one.increment('k', 60_000, 1, 60_000, 'email')).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(await other.increment('k', 60_000, 1, 60_000, 'ip')).toMatchObject({ totalHits: 1, isBlocked: false });
    expect(await one.increment('k', 60_000, 1, 60_000, 'ip')).toMatchObject({ isBlocked: true });
  });
});
