import type { OrderView } from '@sound-putter/contracts';
import { placeOrder, placePaidOrder } from '../../test/support/paid-orders';
import { browser, signInAs } from '../../test/support/sign-in';
import { type ClientSocket, connected, socketClient, watch } from '../../test/support/socket-client';
import { createTestApp, newSessionId, type TestApp } from '../../test/support/test-app';
import { BROWSER_COOKIE } from './browser-sessions';

/** Issue 26 items 3 and 4: the x-session-id has standing only in its own browser, and not after logout. */
describe('browser session ids bound to their browser', () => {
  let t: TestApp;
  let url: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  /** The binding as it is once its first seconds are over (someone learning the id later). */
  const ageBinding = (sessionId: string) =>
    t.db.pool.query(`UPDATE browser_sessions SET created_at = now() - interval '1 minute' WHERE id = $1`, [sessionId]);

  const socketOf = async (sessionId: string, browserCookie: string | undefined) => {
    const socket = socketClient(url, { sessionId }, undefined, { browserCookie, reconnection: false });
    sockets.push(socket);
    await connected(socket);
    return socket;
  };

  it('sets sp_browser (httpOnly, SameSite=Lax, whole site) the first time it sees an id', async () => {
    const sessionId = newSessionId();
    const first = await t.client(sessionId).get('/api/cart');
    expect(first.status).toBe(200);
    const cookie = first.cookies.find((c) => c.name === BROWSER_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      value: expect.stringMatching(/^.{43}$/),
    });
    // The browser sends it back: no new cookie.
    const again = await t.client(sessionId).get('/api/cart');
    expect(again.status).toBe(200);
    expect(again.cookies.find((c) => c.name === BROWSER_COOKIE)).toBeUndefined();
  });

  it('refuses an id shown without its cookie, or with another browser’s, with 401 session_not_bound', async () => {
    const sessionId = newSessionId();
    const owner = t.client(sessionId);
    const order = await placeOrder(owner);
    // Positive control: with its cookie, the id reads the order in full and sees its cart.
    expect((await owner.get<OrderView>(`/api/orders/${order.orderId}`)).body).toMatchObject({ access: 'full' });
    expect((await owner.get<{ count: number }>('/api/cart')).body.count).toBe(1);

    await ageBinding(sessionId);
    const idAlone = t.client(sessionId, {}, { withoutBrowserCookie: true });
    for (const res of [
      await idAlone.get(`/api/orders/${order.orderId}`),
      await idAlone.get('/api/cart'),
      await idAlone.delete('/api/cart'),
    ]) {
      expect(res).toMatchObject({ status: 401, body: { code: 'session_not_bound', status: 401 } });
    }
    // Another browser's own cookie does not fit this id either.
    const otherId = newSessionId();
    await browser(t, otherId).get('/api/cart');
    const otherBrowser = t.client(sessionId, { cookie: t.browserCookie(otherId)! }, { withoutBrowserCookie: true });
    expect(await otherBrowser.get(`/api/orders/${order.orderId}`)).toMatchObject({
      status: 401,
      body: { code: 'session_not_bound' },
    });
    // Nothing changed: the owner's cart still holds its line.
    expect((await owner.get<{ count: number }>('/api/cart')).body.count).toBe(1);
  });

  it("lets a page's first reads in before the cookie comes back, and nothing else", async () => {
    const sessionId = newSessionId();
    const bare = t.client(sessionId, {}, { withoutBrowserCookie: true });
    // A page's first requests leave together, before any answer set the cookie.
    const firsts = await Promise.all([bare.get('/api/cart'), bare.get('/api/auth/me'), bare.get('/api/cart')]);
    expect(firsts.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(firsts.filter((r) => r.cookies.some((c) => c.name === BROWSER_COOKIE))).toHaveLength(1);
    // A change without the cookie is refused even then.
    expect((await bare.post('/api/configure-putter', { modelId: 'melody-c' })).status).toBe(401);
    const token = firsts.flatMap((r) => r.cookies).find((c) => c.name === BROWSER_COOKIE)!.value;
    const withCookie = t.client(sessionId, { cookie: `${BROWSER_COOKIE}=${token}` }, { withoutBrowserCookie: true });
    expect((await withCookie.post('/api/configure-putter', { modelId: 'melody-c' })).status).toBe(200);
    // Reads that left before the cookie came back may arrive after it: still let in while the binding is young...
    expect((await bare.get('/api/cart')).status).toBe(200);
    // ...and refused once its first seconds are over.
    await ageBinding(sessionId);
    expect((await bare.get('/api/cart')).body).toMatchObject({ status: 401, code: 'session_not_bound' });
    expect((await withCookie.get('/api/cart')).status).toBe(200);
  });

  it('ends the id at logout: it no longer reads the account’s orders, and its sockets are cut', async () => {
    const shopper = await signInAs(t, 'customer');
    const order = await placeOrder(shopper.client);
    const cookie = t.browserCookie(shopper.sessionId);
    expect(cookie).toBeDefined();
    // Positive controls: before logout the id (without the sign-in cookie) reads the order in full, and its socket too.
    const idOnly = t.client(shopper.sessionId);
    expect((await idOnly.get<OrderView>(`/api/orders/${order.orderId}`)).body).toMatchObject({ access: 'full' });
    const socket = await socketOf(shopper.sessionId, cookie);
    expect((await watch(socket, order.orderId)).order).toMatchObject({ access: 'full' });
    const cut = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    expect((await shopper.client.post('/api/auth/logout', {})).status).toBe(200);

    expect(await cut).toBe('io server disconnect');
    const after = await idOnly.get(`/api/orders/${order.orderId}`);
    expect(after).toMatchObject({ status: 401, body: { code: 'session_ended' } });
    // The same browser, with a new id, is a stranger to the order.
    const fresh = t.client(newSessionId(), { cookie: cookie! }, { withoutBrowserCookie: true });
    expect((await fresh.get<OrderView>(`/api/orders/${order.orderId}`)).body).toMatchObject({ access: 'redacted' });
    const again = await socketOf(shopper.sessionId, cookie);
    expect((await watch(again, order.orderId)).order).toMatchObject({ access: 'redacted' });
  });

  it('gives a socket that shows the id without its cookie only the redacted order', async () => {
    const { orderId } = await placePaidOrder(t, t.client(newSessionId()));
    const sessionId = newSessionId();
    const owner = t.client(sessionId);
    const placed = await placeOrder(owner);
    // Positive control: the owner's socket, with the cookie, gets the full order.
    const own = await socketOf(sessionId, t.browserCookie(sessionId));
    expect((await watch(own, placed.orderId)).order).toMatchObject({ access: 'full' });
    const idAlone = await socketOf(sessionId, undefined);
    const seen = await watch(idAlone, placed.orderId);
    expect(seen).toMatchObject({ ok: true });
    expect(seen.order).toMatchObject({ access: 'redacted' });
    expect(seen.order).not.toHaveProperty('customerName');
    expect((await watch(idAlone, orderId)).order).toMatchObject({ access: 'redacted' });
  });
});
