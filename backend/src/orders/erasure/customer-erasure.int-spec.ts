import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ErasureResult, OrderTrackingView, OrderView } from '@sound-putter/contracts';
import { Redis } from 'ioredis';
import { MailOutbox } from '../../mail';
import { allProjections } from '../../projection-registry';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { buildAndSwitch, rebuildProjections } from '../../infrastructure/projections/rebuild';
import { redisNamespace } from '../../infrastructure/redis/redis-namespace';
import { browser, logIn, signInAs, type SignedInBrowser, TEST_PASSWORD } from '../../../test/support/sign-in';
import { payByCard, placeOrder } from '../../../test/support/paid-orders';
import { createTestApp, type TestApp, type TestClient, type TestResponse } from '../../../test/support/test-app';
import { testRedisUrl } from '../../../test/support/test-database';
import { orderDetailsProjection } from '../projections/order-details.projection';
import { appendOrderPlacedV1 } from '../testing/legacy-events';
import {
  openWith,
  personalDataLookup,
  sealWith,
  subjectKey,
} from '../../infrastructure/personal-data/personal-data-vault';

const KIOSK_TOKEN = 'erasure-kiosk-token-0123456789abcdef';
const tag = () => randomBytes(5).toString('hex');

/** One customer's personal values, each unique to this run so a database-wide search cannot hit anyone else's. */
const personOf = (email: string) => {
  const t = tag();
  return {
    name: `Kanya Erasable ${t}`,
    email,
    phone: `8${parseInt(t.slice(0, 8), 16).toString().padStart(8, '0').slice(0, 8)}`,
    phoneCountryCode: '+66',
    shippingAddress: {
      streetAddress: `${t} Soi Forget-me`,
      city: `Nakhon ${t}`,
      state: 'Bangkok',
      postalCode: '10110',
      country: 'Thailand',
    },
    billingAddressSameAsShipping: true,
  };
};
type Person = ReturnType<typeof personOf>;
const valuesOf = (p: Person) => [p.name, p.email, p.phone, p.shippingAddress.streetAddress, p.shippingAddress.city];

/** Every row of every table of the database as text (events included), lower-cased. */
const dumpDatabase = async (t: TestApp): Promise<string> => {
  const { rows: tables } = await t.db.pool.query<{ name: string }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await t.db.pool.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
    parts.push(`${name}\n${rows.map((r) => r.row).join('\n')}`);
  }
  return parts.join('\n').toLowerCase();
};

/** Every Redis key and its value (strings, hashes, lists, sets, sorted sets, streams), lower-cased. */
const dumpRedis = async (redis: Redis): Promise<string> => {
  const parts: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key).catch(() => 'none');
      let value: unknown = null;
      if (type === 'string') value = await redis.get(key);
      else if (type === 'hash') value = await redis.hgetall(key);
      else if (type === 'list') value = await redis.lrange(key, 0, -1);
      else if (type === 'set') value = await redis.smembers(key);
      else if (type === 'zset') value = await redis.zrange(key, 0, -1);
      else if (type === 'stream') value = await redis.xrange(key, '-', '+', 'COUNT', 10_000);
      parts.push(`${key} ${JSON.stringify(value)}`);
    }
  } while (cursor !== '0');
  return parts.join('\n').toLowerCase();
};

const found = (dump: string, values: string[]) => values.filter((v) => dump.includes(v.toLowerCase()));

/** The mail outbox and mail log rows, as text, lower-cased. */
const dumpMails = async (t: TestApp): Promise<string> => {
  const { rows } = await t.db.pool.query<{ row: string }>(
    `SELECT m::text || ' ' || COALESCE((SELECT string_agg(a::text, ' ') FROM mail_attempts a WHERE a.mail_id = m.id), '')
       AS row FROM mail_outbox m`,
  );
  return rows
    .map((r) => r.row)
    .join('\n')
    .toLowerCase();
};

/** Mails of an order and of the account, with the values a template would carry, and a refusal quoting the address. */
const mailTo = async (t: TestApp, person: Person, refs: { orderId: string; userId: string }) => {
  await t.app.get(MailOutbox).enqueue([
    {
      key: `order:${refs.orderId}:erasure-test`,
      kind: 'mail-check',
      to: person.email,
      language: 'en',
      data: { requestedBy: person.name, street: person.shippingAddress.streetAddress },
      orderId: refs.orderId,
    },
    {
      key: `account:${refs.userId}:erasure-test`,
      kind: 'mail-check',
      to: person.email,
      language: 'th',
      data: { requestedBy: person.phone, city: person.shippingAddress.city },
      userId: refs.userId,
    },
  ]);
  await t.db.pool.query(
    `INSERT INTO mail_attempts (mail_id, outcome, error)
     SELECT id, 'failed', '550 no mailbox ' || recipient FROM mail_outbox WHERE recipient = $1`,
    [person.email],
  );
};

/** DELETE /api/account with the password typed again. */
const deleteAccount = (client: TestClient, password = TEST_PASSWORD, force?: boolean) =>
  client.raw({ method: 'DELETE', url: '/api/account', payload: JSON.stringify({ password, force }) }) as Promise<
    TestResponse<ErasureResult>
  >;

describe('PDPA erasure (crypto-shredding)', () => {
  let t: TestApp;
  let redis: Redis;
  let staff: SignedInBrowser;
  let admin: SignedInBrowser;

  beforeAll(async () => {
    t = await createTestApp({ KIOSK_TOKEN });
    redis = new Redis(testRedisUrl());
    [staff, admin] = await Promise.all([signInAs(t, 'staff'), signInAs(t, 'admin')]);
  });
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  const staffView = async (orderId: string) => {
    const res = await staff.client.get<OrderView>(`/api/orders/${orderId}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  /** A version-1 OrderPlaced (plaintext personal fields), as the log holds orders placed before sealing existed. */
  const appendLegacyOrder = async (person: Person): Promise<string> => {
    const orderId = randomUUID();
    const data = {
      orderId,
      cartId: 'sess_legacy001',
      userId: null,
      sessionId: 'sess_legacy001',
      channel: 'web',
      customer: { name: person.name, email: person.email, phone: person.phone, phoneCountryCode: '+66' },
      shippingAddress: person.shippingAddress,
      billingAddress: person.shippingAddress,
      lines: [{ configurationId: randomUUID(), quantity: 1, unitPriceSatang: 1_050_000, modelName: 'Melody C' }],
      totalSatang: 1_050_000,
      paymentIntentId: null,
      fingerprint: 'legacy',
      saveForFuture: false,
      placedAt: '2025-01-02T03:04:05.000Z',
    };
    await appendOrderPlacedV1(t.db.pool, data);
    // The read model as it was built then (the upcaster hands the projection version 2's shape).
    const store = t.app.get(EventStore);
    const client = await t.db.pool.connect();
    try {
      for (const e of (await store.readStream(streams.order(orderId))).events)
        await orderDetailsProjection.apply(client, e);
    } finally {
      client.release();
    }
    return orderId;
  };

  it('refuses anyone but staff and admins, and staff accounts; validates the body', async () => {
    const customer = await signInAs(t, 'customer');
    expect((await browser(t).post('/api/admin/customers/erase', { email: customer.email })).status).toBe(401);
    const asCustomer = await customer.client.post('/api/admin/customers/erase', { email: customer.email });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).toMatchObject({ code: 'forbidden', status: 403 });
    const staffTarget = await staff.client.post('/api/admin/customers/erase', { email: admin.email });
    expect(staffTarget.status).toBe(409);
    expect(staffTarget.body).toMatchObject({ code: 'staff_account' });
    const bad = await staff.client.post('/api/admin/customers/erase', { email: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 'validation_failed', details: { email: expect.any(Array) } });
    // The customer still signs in: nothing was erased by the refused calls.
    expect((await logIn(t, customer.email)).user.email).toBe(customer.email);
    expect((await deleteAccount(staff.client)).status).toBe(409);
    expect((await deleteAccount(browser(t))).status).toBe(401);
  });

  it('erases a customer: no personal value left in plaintext in any table or Redis key; orders keep the rest', async () => {
    const shopper = await signInAs(t, 'customer');
    const person = personOf(shopper.email);
    const webOrder = await placeOrder(shopper.client, { ...person, saveForFuture: true });
    await payByCard(shopper.client, webOrder.clientSecret);
    const kiosk = browser(t, undefined, { 'x-kiosk-token': KIOSK_TOKEN });
    const kioskOrder = await placeOrder(kiosk, {
      name: person.name,
      phone: person.phone,
      phoneCountryCode: '+66',
      email: person.email,
    });
    const legacyOrderId = await appendLegacyOrder(person);
    // A failed sign-in with the e-mail leaves a throttle counter in Redis.
    await browser(t).post('/api/auth/login', { email: person.email, password: 'Wrong-password-1' });
    // The address asked for a lookup link and for the newsletter: both tables keep it.
    expect((await browser(t).post('/api/orders/lookup', { email: person.email })).status).toBe(200);
    expect((await browser(t).post('/api/newsletter/subscriptions', { email: person.email })).status).toBe(200);
    const values = valuesOf(person);
    await mailTo(t, person, { orderId: webOrder.orderId, userId: shopper.user.id });

    // Positive controls: the searches see these values where they legitimately are before erasure (mails too)...
    const before = await dumpDatabase(t);
    expect(found(before, values)).toEqual(values);
    for (const table of ['order_lookup_links', 'newsletter_subscriptions'])
      expect(before.split(`\npublic.${table}\n`)[1]?.split('\npublic.')[0]).toContain(person.email.toLowerCase());
    expect(found(await dumpMails(t), values)).toEqual(values);
    expect((await staffView(webOrder.orderId)).customerName).toBe(person.name);
    expect((await staffView(legacyOrderId)).customerName).toBe(person.name);
    // ...and the Redis dump sees the per-e-mail sign-in counter the failed sign-in left, keyed by the e-mail's hash.
    const redisBefore = await dumpRedis(redis);
    const emailHash = createHash('sha256').update(person.email.toLowerCase()).digest('hex');
    expect(redisBefore).toContain(`${redisNamespace(t.db.url)}:rl:sign-in-email:${emailHash}`);
    expect(found(redisBefore, values)).toEqual([]);
    // New events never hold them in plaintext, only the legacy one does.
    const { rows: eventRows } = await t.db.pool.query<{ row: string; legacy: boolean }>(
      `SELECT e::text AS row, stream_id = $1 AS legacy FROM events e`,
      [streams.order(legacyOrderId)],
    );
    const plaintextEvents = eventRows.filter((r) => found(r.row.toLowerCase(), values).length > 0);
    expect(plaintextEvents.map((r) => r.legacy)).toEqual([true]);

    // The paid web order is not delivered yet: refused, naming it, unless staff insist.
    const refused = await staff.client.post('/api/admin/customers/erase', { email: person.email });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'orders_in_progress', details: { orderIds: [webOrder.orderId] } },
    });
    expect((await staffView(webOrder.orderId)).customerName).toBe(person.name);
    const erased = await staff.client.post<ErasureResult>('/api/admin/customers/erase', {
      email: person.email,
      force: true,
    });
    expect(erased.status).toBe(200);
    // Two keys: the account's (its signed-in order) and the e-mail's (the kiosk and the legacy order).
    expect(erased.body).toEqual({ keysDeleted: 2, ordersErased: 3, legacyEventsSealed: 1, accountDeleted: true });

    const after = await dumpDatabase(t);
    const redisAfter = await dumpRedis(redis);
    process.stdout.write(
      `erasure search: ${values.length} personal values; before: ${found(before, values).length} found in ` +
        `${before.length} characters of table dump; after: ${found(after, values).length} found in ${after.length} ` +
        `characters of table dump and ${redisAfter.length} characters of Redis dump\n`,
    );
    expect(found(after, values)).toEqual([]);
    expect(found(redisAfter, values)).toEqual([]);
    // The mails stay in the log without their personal values; unsent ones will never go.
    const { rows: mails } = await t.db.pool.query(
      `SELECT id, recipient, data, status, last_error FROM mail_outbox WHERE idempotency_key LIKE '%:erasure-test'`,
    );
    expect(mails).toEqual([
      {
        id: expect.any(String),
        recipient: 'erased',
        data: {},
        status: 'dead',
        last_error: 'erased before it was sent',
      },
      {
        id: expect.any(String),
        recipient: 'erased',
        data: {},
        status: 'dead',
        last_error: 'erased before it was sent',
      },
    ]);
    // Nobody is left to send them to: staff cannot retry or resend them.
    for (const path of [`/api/admin/mail/${mails[0].id}/retry`, `/api/admin/mail/${mails[0].id}/resend`])
      expect(await staff.client.post(path)).toMatchObject({ status: 409, body: { code: 'conflict' } });

    // The orders are still there for accounting, the workshop and the tracking page.
    for (const id of [webOrder.orderId, kioskOrder.orderId, legacyOrderId]) {
      const view = await staffView(id);
      expect(view).toMatchObject({ customerName: 'erased', customerEmail: 'erased', customerPhone: 'erased' });
      expect(view.shippingAddress.streetAddress).toBe('erased');
      expect(view.lines).toHaveLength(1);
    }
    const paidView = await staffView(webOrder.orderId);
    expect(paidView).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', totalAmount: expect.any(Number) });
    const tracking = await browser(t).get<OrderTrackingView>(`/api/orders/${webOrder.orderId}/tracking`);
    expect(tracking.status).toBe(200);
    expect(tracking.body.status).toBe('confirmed');
    const board = await staff.client.get<OrderView[]>('/api/orders/board');
    const onBoard = board.body.filter((o) => [webOrder.orderId, kioskOrder.orderId].includes(o.id));
    expect(onBoard.map((o) => o.customerName)).toEqual(['erased', 'erased']);
    // The account is gone with its sessions; the e-mail finds no order any more.
    expect((await shopper.client.get<{ user: unknown }>('/api/auth/me')).body).toEqual({ user: null });
    await expect(logIn(t, shopper.email, TEST_PASSWORD)).rejects.toThrow(/401/);

    // A rebuild replays the log: the sealed fields cannot be opened, so they stay erased.
    await rebuildProjections(t.db.pool, t.app.get(EventStore), allProjections);
    expect(await staffView(webOrder.orderId)).toMatchObject({ customerName: 'erased', status: 'confirmed' });
    expect(await staffView(legacyOrderId)).toMatchObject({ customerName: 'erased' });
    expect(found(await dumpDatabase(t), values)).toEqual([]);
  });

  it('"Delete my account" erases the signed-in shopper and clears the cookie', async () => {
    const shopper = await signInAs(t, 'customer');
    const person = personOf(shopper.email);
    const order = await placeOrder(shopper.client, person);
    expect((await staffView(order.orderId)).customerName).toBe(person.name);
    await mailTo(t, person, { orderId: order.orderId, userId: shopper.user.id });
    expect(found(await dumpMails(t), valuesOf(person))).toEqual(valuesOf(person));
    const other = await signInAs(t, 'customer');
    const otherOrder = await placeOrder(other.client, personOf(other.email));

    // The password is asked again: a wrong one erases nothing.
    const wrong = await deleteAccount(shopper.client, 'Not-my-password-9');
    expect(wrong).toMatchObject({
      status: 401,
      body: { code: 'invalid_credentials', details: { password: [expect.any(String)] } },
    });
    expect((await staffView(order.orderId)).customerName).toBe(person.name);
    const res = await deleteAccount(shopper.client);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ keysDeleted: 1, ordersErased: 1, accountDeleted: true });
    expect(res.cookies.find((c) => c.name === 'sp_session')?.value).toBe('');
    expect(await staffView(order.orderId)).toMatchObject({ customerName: 'erased', status: 'pending' });
    expect(found(await dumpDatabase(t), valuesOf(person))).toEqual([]);
    // Another customer is untouched.
    expect((await staffView(otherOrder.orderId)).customerEmail).toBe(other.email);
    expect((await other.client.get<{ user: { email: string } }>('/api/auth/me')).body.user.email).toBe(other.email);
  });

  it('"Delete my account" with a paid order not yet delivered asks again (409), and erases with force', async () => {
    const shopper = await signInAs(t, 'customer');
    const person = personOf(shopper.email);
    const paid = await placeOrder(shopper.client, person);
    await payByCard(shopper.client, paid.clientSecret);
    const refused = await deleteAccount(shopper.client);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'orders_in_progress', details: { orderIds: [paid.orderId] } },
    });
    expect((await staffView(paid.orderId)).customerName).toBe(person.name);
    expect((await shopper.client.get<{ user: { email: string } }>('/api/auth/me')).body.user.email).toBe(shopper.email);
    const forced = await deleteAccount(shopper.client, TEST_PASSWORD, true);
    expect(forced).toMatchObject({ status: 200, body: { ordersErased: 1, accountDeleted: true } });
    expect(await staffView(paid.orderId)).toMatchObject({ customerName: 'erased', paymentStatus: 'paid' });
  });

  it('erases in a blue/green build that is replaying the log at the time, too', async () => {
    const shopper = await signInAs(t, 'customer');
    const person = personOf(shopper.email);
    const order = await placeOrder(shopper.client, person);
    // A build of the next version replays the order, and stops before its switch (as a worker stopped mid-way).
    const store = t.app.get(EventStore);
    const next = { ...orderDetailsProjection, version: orderDetailsProjection.version + 1 };
    const stopped = new AbortController();
    const onProgress = () => stopped.abort();
    expect(
      await buildAndSwitch(t.db.pool, store, next, { reason: 'version', signal: stopped.signal, onProgress }),
    ).toBe(null);
    const { rows: builds } = await t.db.pool.query<{ schema_name: string }>(
      `SELECT schema_name FROM projection_builds WHERE projection = $1 AND switched_at IS NULL AND abandoned_at IS NULL`,
      [orderDetailsProjection.name],
    );
    expect(builds).toHaveLength(1);
    const inBuild = `SELECT customer_name FROM ${builds[0].schema_name}.rm_orders WHERE id = $1`;
    expect((await t.db.pool.query(inBuild, [order.orderId])).rows).toEqual([{ customer_name: person.name }]);

    expect((await deleteAccount(shopper.client)).status).toBe(200);
    expect((await t.db.pool.query(inBuild, [order.orderId])).rows).toEqual([{ customer_name: 'erased' }]);
    expect(found(await dumpDatabase(t), valuesOf(person))).toEqual([]);
    // The build resumes from its checkpoint and switches: the order stays erased.
    expect(await buildAndSwitch(t.db.pool, store, next, { reason: 'version' })).toMatchObject({
      version: next.version,
      schema: builds[0].schema_name,
    });
    expect(await staffView(order.orderId)).toMatchObject({ customerName: 'erased', status: 'pending' });
  });
  it("an account opened with someone else's checkout e-mail erases nothing of theirs", async () => {
    // A shopper buys anonymously with e-mail E; a stranger then signs up with E (nothing proves they hold it).
    const email = `victim-${tag()}@example.com`;
    const victim = browser(t);
    const victimPerson = personOf(email);
    const victimOrder = await placeOrder(victim, victimPerson);
    await payByCard(victim, victimOrder.clientSecret);
    const stranger = browser(t);
    const signedUp = await stranger.post('/api/auth/signup', { email, password: TEST_PASSWORD });
    expect(signedUp.status).toBe(202);
    const strangerIn = await logIn(t, email);
    const strangerPerson = personOf(email);
    const strangerOrder = await placeOrder(strangerIn.client, strangerPerson);

    const res = await deleteAccount(strangerIn.client);
    expect(res.status).toBe(200);
    // Positive control: the account's own order is erased...
    expect(res.body).toMatchObject({ ordersErased: 1, accountDeleted: true });
    expect((await staffView(strangerOrder.orderId)).customerName).toBe('erased');
    // ...the buyer's paid order is not, for staff nor for the buyer, and survives a replay of the log.
    expect(await staffView(victimOrder.orderId)).toMatchObject({
      customerName: victimPerson.name,
      paymentStatus: 'paid',
    });
    expect((await victim.get<OrderView>(`/api/orders/${victimOrder.orderId}`)).body).toMatchObject({
      access: 'full',
      customerName: victimPerson.name,
    });
    await rebuildProjections(t.db.pool, t.app.get(EventStore), allProjections);
    expect((await staffView(victimOrder.orderId)).shippingAddress.streetAddress).toBe(
      victimPerson.shippingAddress.streetAddress,
    );
    expect(found(await dumpDatabase(t), valuesOf(strangerPerson).slice(0, 1))).toEqual([]);
  });

  it("seals an account's older order apart before erasing it, when its key also sealed a stranger's order", async () => {
    // Before orders were sealed per account, a signed-in order had the key of its checkout e-mail, which an
    // anonymous checkout with that e-mail shares. Such an order is made here by moving it under the e-mail's key.
    const email = `shared-${tag()}@example.com`;
    const victim = browser(t);
    const victimPerson = personOf(email);
    const victimOrder = await placeOrder(victim, victimPerson);
    const account = await signInAs(t, 'customer');
    const accountPerson = personOf(email);
    const accountOrder = await placeOrder(account.client, accountPerson);
    const emailKey = await subjectKey(t.db.pool, personalDataLookup({ email }));
    const { rows } = await t.db.pool.query<{
      global_position: string;
      personal: { subjectId: string; sealed: string };
    }>(`SELECT global_position, data->'personal' AS personal FROM events WHERE stream_id = $1 AND data ? 'personal'`, [
      streams.order(accountOrder.orderId),
    ]);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const own = await subjectKey(t.db.pool, personalDataLookup({ userId: account.user.id }));
      expect(row.personal.subjectId).toBe(own.subjectId);
      const value = openWith(own.key, own.subjectId, row.personal.sealed);
      const moved = { subjectId: emailKey.subjectId, sealed: sealWith(emailKey.key, emailKey.subjectId, value) };
      await t.db.pool.query(
        `UPDATE events SET data = jsonb_set(data, '{personal}', $2::jsonb) WHERE global_position = $1`,
        [row.global_position, JSON.stringify(moved)],
      );
    }
    await t.db.pool.query('UPDATE rm_orders SET personal_subject_id = $2 WHERE id = $1', [
      accountOrder.orderId,
      emailKey.subjectId,
    ]);
    const { rows: sharing } = await t.db.pool.query(
      'SELECT id FROM rm_orders WHERE personal_subject_id = $1 ORDER BY id',
      [emailKey.subjectId],
    );
    expect(sharing.map((r: { id: string }) => r.id).sort()).toEqual([victimOrder.orderId, accountOrder.orderId].sort());

    expect((await deleteAccount(account.client)).status).toBe(200);
    await rebuildProjections(t.db.pool, t.app.get(EventStore), allProjections);
    expect((await staffView(accountOrder.orderId)).customerName).toBe('erased');
    expect(found(await dumpDatabase(t), [accountPerson.name])).toEqual([]);
    expect((await staffView(victimOrder.orderId)).customerName).toBe(victimPerson.name);
  });
});
