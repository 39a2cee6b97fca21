import type { ApiErrorBody } from '@sound-putter/contracts';
import { createTestApp, type TestApp, type TestResponse } from './support/test-app';
import { postgresTargetOf, postgresUrlThrough, startTcpRelay, type TcpRelay } from './support/tcp-relay';

/**
 * PostgreSQL going away under a running API (a restart, a container that comes back under a new address): requests
 * get a 503 with the error body and Retry-After, quickly, instead of a 500 or a request that hangs for the kernel's
 * TCP timeout; and the API serves again by itself once the database is back, with no restart.
 */
describe('API while PostgreSQL cannot be reached', () => {
  let relay: TcpRelay;
  let testApp: TestApp;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_ADMIN_URL ?? process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('no PostgreSQL URL: the integration set-up provides TEST_DATABASE_ADMIN_URL');
    relay = await startTcpRelay(postgresTargetOf(serverUrl));
    // The schema is made directly; the API itself talks to its database only through the relay.
    testApp = await createTestApp(
      { DATABASE_CONNECT_TIMEOUT_MS: '800' },
      { databaseUrlFor: (url) => postgresUrlThrough(url, relay.port) },
    );
  });

  afterAll(async () => {
    await testApp?.close();
    await relay?.close();
  });

  const expectUnavailable = (res: TestResponse<ApiErrorBody>) => {
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      message: 'The service is temporarily unavailable.',
      status: 503,
      code: 'service_unavailable',
      details: {},
    });
    expect(res.headers['retry-after']).toBe('5');
    expect(JSON.stringify(res.body)).not.toMatch(/ECONN|terminated|timeout|at .*\.js/);
  };

  const eventuallyOk = async (read: () => Promise<TestResponse>) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const res = await read();
      if (res.status === 200) return res;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the API did not serve again after the database came back');
  };

  it('serves, answers 503 while the database is gone or silent, and serves again by itself when it is back', async () => {
    const shopper = testApp.client();
    // Positive control: through the relay, the cart and readiness work.
    expect((await shopper.get('/api/cart')).status).toBe(200);
    expect((await shopper.get('/api/health/ready')).status).toBe(200);

    // The database restarts: the port refuses and every pooled connection is cut.
    await relay.stop();
    expectUnavailable(await shopper.get<ApiErrorBody>('/api/cart'));
    expect((await shopper.get('/api/health/ready')).status).toBe(503);

    // The address answers nothing at all: the connect timeout turns a hang into a 503.
    await relay.blackhole();
    expectUnavailable(await shopper.get<ApiErrorBody>('/api/cart'));

    // Back: the same app, no restart.
    await relay.resume();
    await eventuallyOk(() => shopper.get('/api/health/ready'));
    expect((await eventuallyOk(() => shopper.get('/api/cart'))).status).toBe(200);
  });
});
