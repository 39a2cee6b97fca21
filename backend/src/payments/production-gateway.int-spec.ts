import type { ClientConfig } from '@sound-putter/contracts';
import { isBuilt, preparedTestDatabase, runBuilt, startBuiltApi } from '../../test/support/built-process';
import { type TestDatabase, testRedisUrl } from '../../test/support/test-database';
import { findFreePort } from '../../test/support/local-services';
import { loadConfig } from '../infrastructure/config/app-config';

const gatewayOf = async (url: string) =>
  ((await (await fetch(`${url}/api/config`)).json()) as ClientConfig).paymentGateway;

/**
 * Production takes real money: started without STRIPE_SECRET_KEY it ran the test gateway, where card 4242…
 * confirmed real orders. Runs the built entry points, as production does (`npm run build` first).
 */
(isBuilt('main.js', 'worker.js') ? describe : describe.skip)('production without a Stripe key', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await preparedTestDatabase();
  });
  afterAll(() => db?.drop());

  it('runs the test gateway when PAYMENTS_TEST_GATEWAY=allow asks for it on purpose, and says so', async () => {
    const api = await startBuiltApi(db, { NODE_ENV: 'production', PAYMENTS_TEST_GATEWAY: 'allow', MAIL: 'off' });
    try {
      expect(await gatewayOf(api.url)).toBe('test');
      expect(api.output()).toMatch(/TEST gateway.*no money/);
    } finally {
      await api.stop();
    }
  });

  it('runs the test gateway in development without a key (`npm start`)', async () => {
    const api = await startBuiltApi(db, { NODE_ENV: 'development' });
    try {
      expect(await gatewayOf(api.url)).toBe('test');
    } finally {
      await api.stop();
    }
  });

  it.each(['main.js', 'worker.js'])('%s refuses to start, saying what to set', async (script) => {
    const proc = runBuilt(script, {
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      PORT: String(await findFreePort()),
      WORKER_PORT: '0',
      METRICS_PORT: '0',
    });
    // A process that starts anyway is stopped after a while, and its null exit code fails the test.
    const giveUp = setTimeout(() => void proc.stop(), 30_000);
    const code = await proc.exited;
    clearTimeout(giveUp);
    expect({ code, output: proc.output() }).toEqual({
      code: 78,
      output: expect.stringMatching(/STRIPE_SECRET_KEY must be set[^\n]*PAYMENTS_TEST_GATEWAY=allow/),
    });
  });
});

describe('PAYMENTS_TEST_GATEWAY', () => {
  const base = { DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://x', NODE_ENV: 'production' };

  it('is not needed with a Stripe key', () => {
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_live_key' }).STRIPE_SECRET_KEY).toBe('sk_live_key');
  });

  it('takes only `allow`', () => {
    expect(loadConfig({ ...base, PAYMENTS_TEST_GATEWAY: 'allow' }).PAYMENTS_TEST_GATEWAY).toBe('allow');
    expect(() => loadConfig({ ...base, PAYMENTS_TEST_GATEWAY: 'yes' })).toThrow(
      /PAYMENTS_TEST_GATEWAY = "yes": PAYMENTS_TEST_GATEWAY must be `allow` or unset/,
    );
  });
});
