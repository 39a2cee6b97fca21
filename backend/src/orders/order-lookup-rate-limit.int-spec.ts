import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { uniqueEmail } from '../../test/support/sign-in';

describe('order lookup by e-mail (the mailed link) is rate limited per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ORDER_LOOKUP_LIMIT: '3', AUTH_IP_LIMIT: '50' });
  });
  afterAll(() => t.close());

  const fromIp = (ip: string) => t.client(undefined, { 'x-forwarded-for': ip });
  const randomIp = () => `10.${randomBytes(3).join('.')}`;
  const lookup = (ip: string) => fromIp(ip).post('/api/orders/lookup', { email: uniqueEmail() });

  it('answers 429 with the error body once one address has used its lookups; other addresses and sign-in go on', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      expect((await lookup(ip)).status).toBe(200);
    }
    const blocked = await lookup(ip);
    expect(blocked).toMatchObject({
      status: 429,
      body: { status: 429, code: 'too_many_requests', details: {}, message: expect.any(String) },
    });
    expect((await lookup(randomIp())).status).toBe(200);
    // Sign-in keeps its own budget at that address.
    expect((await fromIp(ip).post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong1234' })).status).toBe(
      401,
    );
  });

  it('lookups do not spend the sign-in budget, and sign-ins do not spend the lookup budget', async () => {
    const ip = randomIp();
    for (let i = 0; i < 4; i++) await fromIp(ip).post('/api/auth/login', { email: uniqueEmail(), password: 'x' });
    expect((await lookup(ip)).status).toBe(200);
  });
});
