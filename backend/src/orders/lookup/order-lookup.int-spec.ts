import type { ApiErrorBody, AnyOrderView, LinkMailed, OrderLookupOpened, OrderView } from '@sound-putter/contracts';
import { FakeClock } from '../../infrastructure/clock/clock';
import { testCustomerDetails } from '../../../test/support/customer-details';
import { placeOrder } from '../../../test/support/paid-orders';
import { uniqueEmail } from '../../../test/support/sign-in';
import { createTestApp, newSessionId, type TestApp, type TestClient } from '../../../test/support/test-app';
import { LOOKUP_ACCESS_TTL_MS, LOOKUP_LINK_TTL_MS } from './order-lookup-links';

/** The tokens of the lookup links mailed to an address, oldest first (read from the mail outbox, as the inbox would). */
const linksMailedTo = async (t: TestApp, email: string): Promise<string[]> => {
  const { rows } = await t.db.pool.query<{ token: string }>(
    `SELECT data->>'token' AS token FROM mail_outbox WHERE kind = 'order-lookup-link' AND recipient = $1
     ORDER BY created_at, id`,
    [email],
  );
  return rows.map((r) => r.token);
};

const ask = (client: TestClient, email: string, language?: 'en' | 'th') =>
  client.post<LinkMailed>('/api/orders/lookup', language ? { email, language } : { email });

const open = (client: TestClient, token: string) =>
  client.post<OrderLookupOpened | ApiErrorBody>('/api/orders/lookup/open', { token });

const listed = async (client: TestClient) => {
  const res = await client.get<OrderView[]>('/api/orders/this-browser');
  expect(res.status).toBe(200);
  return res.body;
};

describe('track by e-mail: a mailed link, opened in one browser', () => {
  const clock = new FakeClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  const orderFor = async (email: string) => {
    const owner = t.client(newSessionId());
    const { orderId } = await placeOrder(owner, testCustomerDetails({ email }));
    return { owner, orderId };
  };

  it('answers the same whether or not the address has orders, and tells nothing about them', async () => {
    const buyer = uniqueEmail('buyer');
    const { owner, orderId } = await orderFor(buyer);
    const nobody = uniqueEmail('nobody');
    const stranger = t.client();

    const forBuyer = await ask(stranger, buyer);
    const forNobody = await ask(stranger, nobody);
    expect(forBuyer.status).toBe(200);
    expect(forBuyer.body).toEqual({ mailed: true });
    expect({ status: forNobody.status, body: forNobody.body }).toEqual({
      status: forBuyer.status,
      body: forBuyer.body,
    });
    expect(JSON.stringify(forBuyer.body)).not.toContain(orderId);
    // Both addresses got a link: the answer is true for both.
    expect(await linksMailedTo(t, buyer)).toHaveLength(1);
    expect(await linksMailedTo(t, nobody)).toHaveLength(1);
    // Asking opened nothing for the stranger; the browser that placed the order sees it (the control).
    expect(await listed(stranger)).toEqual([]);
    expect((await stranger.get<AnyOrderView>(`/api/orders/${orderId}`)).body.access).toBe('redacted');
    expect((await listed(owner)).map((o) => [o.id, o.access])).toEqual([[orderId, 'full']]);
  });

  it('mails in the language asked for; a bad address or language is a 422', async () => {
    const email = uniqueEmail('thai');
    expect((await ask(t.client(), email, 'th')).status).toBe(200);
    const { rows } = await t.db.pool.query<{ language: string }>(
      `SELECT language FROM mail_outbox WHERE kind = 'order-lookup-link' AND recipient = $1`,
      [email],
    );
    expect(rows).toEqual([{ language: 'th' }]);
    const bad = await t.client().post<ApiErrorBody>('/api/orders/lookup', { email: 'not-an-address', language: 'fr' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 'validation_failed', details: { email: [expect.any(String)] } });
    expect(bad.body.details).toHaveProperty('language');
  });

  it("opens the address's orders in full in the browser that opened the link, and in no other", async () => {
    const email = uniqueEmail('opener');
    const { orderId } = await orderFor(email);
    const second = await orderFor(email.toUpperCase());
    const someoneElse = await orderFor(uniqueEmail('other'));
    const phoneSession = newSessionId();
    const phone = t.client(phoneSession);
    await ask(t.client(), email);
    const [token] = await linksMailedTo(t, email);

    const opened = await open(phone, token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      email,
      accessExpiresAt: new Date(clock.now().getTime() + LOOKUP_ACCESS_TTL_MS).toISOString(),
    });
    const seen = await listed(phone);
    expect(seen.map((o) => o.id).sort()).toEqual([orderId, second.orderId].sort());
    expect(seen.every((o) => o.access === 'full' && o.customerName.length > 0)).toBe(true);
    expect((await phone.get<AnyOrderView>(`/api/orders/${orderId}`)).body.access).toBe('full');
    expect((await phone.get<AnyOrderView>(`/api/orders/${someoneElse.orderId}`)).body.access).toBe('redacted');

    // Another browser without the link sees nothing; the link cannot be opened there any more.
    const laptop = t.client(newSessionId());
    expect(await listed(laptop)).toEqual([]);
    expect((await laptop.get<AnyOrderView>(`/api/orders/${orderId}`)).body.access).toBe('redacted');
    expect((await open(laptop, token)).status).toBe(410);
    // The phone's session id copied to another browser (no sp_browser cookie) has no standing, once past the
    // first seconds in which a page's first reads may leave without the cookie.
    await t.db.pool.query(`UPDATE browser_sessions SET created_at = now() - interval '1 hour' WHERE id = $1`, [
      phoneSession,
    ]);
    const copied = t.client(phoneSession, {}, { withoutBrowserCookie: true });
    expect(await copied.get('/api/orders/this-browser')).toMatchObject({
      status: 401,
      body: { code: 'session_not_bound' },
    });
  });

  it('refuses a used, an expired, a tampered and a malformed link with the error body', async () => {
    const email = uniqueEmail('links');
    await orderFor(email);
    await ask(t.client(), email);
    await ask(t.client(), email);
    const [first, second] = await linksMailedTo(t, email);

    const browser = t.client();
    expect((await open(browser, first)).status).toBe(200);
    const used = await open(browser, first);
    expect(used).toMatchObject({
      status: 410,
      body: { status: 410, code: 'lookup_link_used', message: expect.any(String), details: {} },
    });

    const flipped = `${second.slice(0, -1)}${second.endsWith('A') ? 'B' : 'A'}`;
    const tampered = await open(t.client(), flipped);
    expect(tampered).toMatchObject({ status: 404, body: { status: 404, code: 'lookup_link_invalid', details: {} } });
    const malformed = await open(t.client(), 'not-a-token');
    expect(malformed).toMatchObject({
      status: 422,
      body: { code: 'validation_failed', details: { token: [expect.any(String)] } },
    });

    clock.advance(LOOKUP_LINK_TTL_MS + 1);
    const expired = await open(t.client(), second);
    expect(expired).toMatchObject({ status: 410, body: { status: 410, code: 'lookup_link_expired', details: {} } });
  });

  it('lets the access end after 24 hours; orders placed in the browser stay visible', async () => {
    const email = uniqueEmail('expiry');
    const { owner, orderId } = await orderFor(email);
    const browser = t.client(newSessionId());
    await ask(browser, email);
    const [token] = await linksMailedTo(t, email);
    expect((await open(browser, token)).status).toBe(200);

    clock.advance(LOOKUP_ACCESS_TTL_MS - 1000);
    expect((await listed(browser)).map((o) => o.id)).toEqual([orderId]);
    clock.advance(1000);
    expect(await listed(browser)).toEqual([]);
    expect((await browser.get<AnyOrderView>(`/api/orders/${orderId}`)).body.access).toBe('redacted');
    expect((await listed(owner)).map((o) => [o.id, o.access])).toEqual([[orderId, 'full']]);
  });

  it('ends with the browser session: after a logout that id is refused and a new one sees nothing', async () => {
    const email = uniqueEmail('logout');
    const { orderId } = await orderFor(email);
    const shared = t.client(newSessionId());
    await ask(shared, email);
    const [token] = await linksMailedTo(t, email);
    expect((await open(shared, token)).status).toBe(200);
    expect((await listed(shared)).map((o) => o.id)).toEqual([orderId]);
    expect((await shared.post('/api/auth/logout', {})).status).toBe(200);
    expect(await shared.get('/api/orders/this-browser')).toMatchObject({
      status: 401,
      body: { code: 'session_ended' },
    });
    expect(await listed(t.client(newSessionId()))).toEqual([]);
  });
});
