import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CartAddResult, CartView, ConfigurePutterResult } from '@sound-putter/contracts';
import pino from 'pino';
import { AppModule } from '../src/app.module';
import { createHttpApp } from '../src/infrastructure/http/create-app';
import { createTestApp, newSessionId, type TestApp } from './support/test-app';
import { testRedisUrl } from './support/test-database';

/**
 * Each API replica keeps the cart states it wrote and takes carts it never saw as new. Two replicas on one database
 * take turns on one cart: every stale guess must be caught by the version check, never land or refuse wrongly.
 */
describe('one cart served by two API replicas', () => {
  let a: TestApp;
  let b: NestFastifyApplication;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createHttpApp(
      AppModule.forRoot({ NODE_ENV: 'test', DATABASE_URL: a.db.url, REDIS_URL: testRedisUrl(), LOG_LEVEL: 'silent' }),
      pino({ level: 'silent' }),
      true,
    );
    await b.init();
    await b.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('keeps every change whichever replica made it', async () => {
    const session = newSessionId();
    const onA = a.client(session);
    const onB = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
      const res = await b
        .getHttpAdapter()
        .getInstance()
        .inject({
          method,
          url,
          headers: {
            'x-session-id': session,
            // The same browser: the cookie its session id was bound to on A.
            cookie: a.browserCookie(session) ?? '',
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
          payload: payload ? JSON.stringify(payload) : undefined,
        });
      return { status: res.statusCode, body: JSON.parse(res.body) as unknown };
    };
    const { configurationId } = (
      await onA.post<ConfigurePutterResult>('/api/configure-putter', { modelId: 'melody-c' })
    ).body;
    const other = (await onA.post<ConfigurePutterResult>('/api/configure-putter', { modelId: 'melody-d' })).body;

    const first = await onA.post<CartAddResult>('/api/cart/add', { configurationId });
    expect(first.body.item.quantity).toBe(1);
    // B has never seen this cart: its guess "new cart" conflicts, it reads the stream and raises the quantity.
    const second = await onB('POST', '/api/cart/add', { configurationId, quantity: 2 });
    expect(second).toMatchObject({ status: 201, body: { item: { id: first.body.item.id, quantity: 3 }, count: 3 } });
    // A's cached cart is now stale (quantity 1, old version): the add must still end at 4, not 2.
    const third = await onA.post<CartAddResult>('/api/cart/add', { configurationId });
    expect(third.body.item.quantity).toBe(4);

    await onB('POST', '/api/cart/add', { configurationId: other.configurationId });
    await onB('DELETE', `/api/cart/items/${first.body.item.id}`);
    // A still believes the line exists: its change is decided on stale state, conflicts, and is refused on fresh state.
    const stale = await onA.put(`/api/cart/items/${first.body.item.id}`, { quantity: 7 });
    expect(stale.status).toBe(404);
    // A believes nothing about the second line... and B's clear must not be skipped because A last saw an old cart.
    const cleared = await onA.delete<CartView>('/api/cart');
    expect(cleared.body).toEqual({ items: [], count: 0, subtotal: 0 });
    expect((await onB('GET', '/api/cart')).body).toEqual({ items: [], count: 0, subtotal: 0 });

    const { rows } = await a.db.pool.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_position', [
      `cart-${session}`,
    ]);
    expect(rows.map((r) => r.type)).toEqual([
      'CartItemAdded',
      'CartItemQuantityChanged',
      'CartItemQuantityChanged',
      'CartItemAdded',
      'CartItemRemoved',
      'CartCleared',
    ]);
  });

  it('ends a browser session id on the other replica too, once its short trust in the cookie runs out', async () => {
    const session = newSessionId();
    const onA = a.client(session);
    expect((await onA.get('/api/cart')).status).toBe(200);
    const onB = () =>
      b
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'GET',
          url: '/api/cart',
          headers: { 'x-session-id': session, cookie: a.browserCookie(session)! },
        });
    // Positive control: B takes the id with its cookie (and now trusts that for a few seconds without a read).
    expect((await onB()).statusCode).toBe(200);
    expect((await onA.post('/api/auth/logout', {})).status).toBe(200);
    // The replica that took the logout refuses at once; the other one within its 5 s of trust.
    expect((await onA.get('/api/cart')).body).toMatchObject({ code: 'session_ended' });
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const late = await onB();
    expect(late.statusCode).toBe(401);
    expect(JSON.parse(late.body)).toMatchObject({ code: 'session_ended' });
  });
});
