import { sessionIdOf } from './sessions.repository';
import type { CartView } from '@sound-putter/contracts';
import { EventStore } from '../infrastructure/event-store/event-store.port';
import { streams } from '../infrastructure/event-store/stream-names';
import { createTestApp, newSessionId, type TestApp, type TestClient } from '../../test/support/test-app';
import { browser, logIn, signUpAndLogIn, TEST_PASSWORD, uniqueEmail } from '../../test/support/sign-in';

describe('the cart follows the shopper', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const configure = async (shopper: TestClient, modelId: string) => {
    const res = await shopper.post<{ configurationId: string }>('/api/configure-putter', { modelId });
    expect(res.status).toBe(200);
    return res.body.configurationId;
  };
  const add = async (shopper: TestClient, configurationId: string, quantity: number) => {
    expect((await shopper.post('/api/cart/add', { configurationId, quantity })).status).toBeLessThan(300);
  };
  const cartOf = async (shopper: TestClient) => (await shopper.get<CartView>('/api/cart')).body;
  const quantities = (cart: CartView) =>
    Object.fromEntries(cart.items.map((i) => [i.configuration.model.name, i.quantity]));
  const eventTypes = async (cartId: string) =>
    (await t.app.get(EventStore).readStream(streams.cart(cartId))).events.map((e) => e.type);

  it('merges the browser cart into the account at sign-in: quantities add, recorded as events', async () => {
    const email = uniqueEmail();
    const first = browser(t);
    const melodyC = await configure(first, 'melody-c');
    const melodyD = await configure(first, 'melody-d');
    const { client: account } = await signUpAndLogIn(t, email);
    await add(account, melodyC, 2);
    await account.post('/api/auth/logout', {});

    const sessionId = newSessionId();
    const anonymous = browser(t, sessionId);
    await add(anonymous, melodyC, 1);
    await add(anonymous, melodyD, 3);
    const signedIn = await logIn(t, email, TEST_PASSWORD, sessionId);

    const cart = await cartOf(signedIn.client);
    expect(cart.count).toBe(6);
    expect(Object.values(quantities(cart)).sort()).toEqual([3, 3]);
    expect(await eventTypes(`user_${signedIn.user.id}`)).toEqual([
      'CartItemAdded',
      'CartItemQuantityChanged',
      'CartItemAdded',
      'CartMerged',
    ]);
    const sessionStream = await t.app.get(EventStore).readStream(streams.cart(sessionId));
    expect(sessionStream.events.at(-1)).toMatchObject({
      type: 'CartCleared',
      data: { cartId: sessionId, reason: 'merged' },
      metadata: { actor: { kind: 'user', id: signedIn.user.id } },
    });

    // Signing out ends the browser session id too: its (emptied) cart is nobody's to read again.
    await signedIn.client.post('/api/auth/logout', {});
    expect((await browser(t, sessionId).get('/api/cart')).body).toMatchObject({ status: 401, code: 'session_ended' });
  });

  it('does not count lines twice when a sign-in crashed between merging and clearing the browser cart', async () => {
    const email = uniqueEmail();
    await browser(t).post('/api/auth/signup', { email, password: TEST_PASSWORD });
    const sessionId = newSessionId();
    const anonymous = browser(t, sessionId);
    await add(anonymous, await configure(anonymous, 'melody-d'), 2);
    const first = await logIn(t, email, TEST_PASSWORD, sessionId);
    // Undo only the clearing, as if the process had died right after the merge: the browser cart is back as it was.
    const { rows } = await t.db.pool.query(
      `SELECT stream_position FROM events WHERE stream_id = $1 AND type = 'CartCleared'`,
      [`cart-${sessionId}`],
    );
    expect(rows).toHaveLength(1);
    await t.db.pool.query(`DELETE FROM events WHERE stream_id = $1 AND type = 'CartCleared'`, [`cart-${sessionId}`]);
    // The sign-in session ends where logout would not also end the browser session id, so the same browser signs in again.
    await t.db.pool.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [sessionIdOf(first.token)]);

    const again = await logIn(t, email, TEST_PASSWORD, sessionId);
    expect((await cartOf(again.client)).count).toBe(2);
    expect((await eventTypes(`user_${again.user.id}`)).filter((type) => type === 'CartMerged')).toHaveLength(1);
  });

  it('keeps the browser cart through sign-up (which signs nobody in) and merges it at the sign-in after', async () => {
    const sessionId = newSessionId();
    const shopper = browser(t, sessionId);
    await add(shopper, await configure(shopper, 'melody-c'), 2);
    const email = uniqueEmail();
    await shopper.post('/api/auth/signup', { email, password: TEST_PASSWORD });
    expect((await cartOf(shopper)).count).toBe(2);
    const account = await logIn(t, email, TEST_PASSWORD, sessionId);
    expect((await cartOf(account.client)).count).toBe(2);
  });

  it('shows a signed-in user the same cart from another browser', async () => {
    const email = uniqueEmail();
    const { client: onLaptop } = await signUpAndLogIn(t, email);
    await add(onLaptop, await configure(onLaptop, 'melody-d'), 1);

    const phone = await logIn(t, email);
    const fromPhone = await cartOf(phone.client);
    expect(fromPhone.count).toBe(1);
    expect(fromPhone).toEqual(await cartOf(onLaptop));

    await add(phone.client, fromPhone.items[0].configurationId, 1);
    expect((await cartOf(onLaptop)).count).toBe(2);
  });

  it('records nothing when the browser cart is empty', async () => {
    const sessionId = newSessionId();
    const { user } = await signUpAndLogIn(t, uniqueEmail(), TEST_PASSWORD, sessionId);
    expect(await eventTypes(sessionId)).toEqual([]);
    expect(await eventTypes(`user_${user.id}`)).toEqual([]);
  });
});
