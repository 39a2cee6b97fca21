import type { AnyOrderView, OrderHistoryView, OrderSearchPage, OrderView } from '@sound-putter/contracts';
import { testCustomerDetails } from '../../test/support/customer-details';
import { expectRefused as expectRefusedOn, orderEvents, payByCard, placeOrder } from '../../test/support/paid-orders';
import { browser, signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';
import { FakeClock } from '../infrastructure/clock/clock';
import { orderSearchSql, parseOrderSearch } from './queries/order-search';

const shortOf = (id: string) => id.slice(-8).toUpperCase();

/** GET /api/admin/orders and POST /api/orders/{id}/notes on real PostgreSQL, with a fake clock for the dates. */
describe('order search and notes (back office)', () => {
  let t: TestApp;
  let staff: SignedInBrowser;
  let admin: SignedInBrowser;
  let customer: SignedInBrowser;
  const clock = new FakeClock('2026-11-20T16:30:00.000Z');
  /** Placed 23:30 on 20 November, Bangkok time; paid. */
  let a: { orderId: string; shopper: TestClient };
  /** Placed 00:30 on 21 November, Bangkok time (still 20 November in UTC); unpaid. */
  let b: { orderId: string; shopper: TestClient };
  /** Placed 10:00 on 22 November, Bangkok time; paid, then cancelled by staff. */
  let c: { orderId: string; shopper: TestClient };

  const place = async (details: Record<string, unknown>, paid: boolean) => {
    const shopper = browser(t);
    const init = await placeOrder(shopper, testCustomerDetails(details));
    if (paid) await payByCard(shopper, init.clientSecret);
    return { orderId: init.orderId, shopper };
  };
  const search = (client: TestClient, query: Record<string, string>) =>
    client.get<OrderSearchPage>(`/api/admin/orders?${new URLSearchParams(query).toString()}`);
  const found = async (query: Record<string, string>) => {
    const res = await search(staff.client, query);
    expect(res.status).toBe(200);
    return res.body.orders.map((o) => o.id);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    [staff, admin, customer] = await Promise.all([signInAs(t, 'staff'), signInAs(t, 'admin'), signInAs(t, 'customer')]);
    a = await place({ name: 'Somchai Jaidee', email: 'Somchai.J@example.com', phone: '812345678' }, true);
    clock.set('2026-11-20T17:30:00.000Z');
    b = await place({ name: 'Napat Srisuk', email: 'napat@example.org', phone: '089-111-2222' }, false);
    clock.set('2026-11-22T03:00:00.000Z');
    c = await place({ name: 'Anong Chaiyo', email: 'anong@example.net', phone: '612223333' }, true);
    const cancel = await staff.client.post(`/api/orders/${c.orderId}/cancel`, { reason: 'Asked by phone' });
    expect(cancel.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('search', () => {
    it('lists every order newest first with what the table shows', async () => {
      const res = await search(staff.client, {});
      expect(res.status).toBe(200);
      expect(res.body.orders.map((o) => o.id)).toEqual([c.orderId, b.orderId, a.orderId]);
      expect(res.body.nextCursor).toBeNull();
      expect(res.body.orders[2]).toMatchObject({
        shortId: shortOf(a.orderId),
        createdAt: '2026-11-20T16:30:00.000Z',
        customerName: 'Somchai Jaidee',
        customerEmail: 'Somchai.J@example.com',
        channel: 'web',
        status: 'confirmed',
        paymentStatus: 'paid',
        cancelledAt: null,
      });
      expect(res.body.orders[0]?.cancelledAt).not.toBeNull();
    });

    it('finds by short id, in any case, with or without #, and by a whole id', async () => {
      expect(await found({ q: shortOf(a.orderId) })).toEqual([a.orderId]);
      expect(await found({ q: `#${shortOf(b.orderId).toLowerCase()}` })).toEqual([b.orderId]);
      expect(await found({ q: c.orderId.toUpperCase() })).toEqual([c.orderId]);
    });

    it('finds by e-mail (a prefix, any case)', async () => {
      expect(await found({ q: 'SOMCHAI.J@EXAMPLE.COM' })).toEqual([a.orderId]);
      expect(await found({ q: 'napat@' })).toEqual([b.orderId]);
      expect(await found({ q: 'nobody@example.com' })).toEqual([]);
    });

    it('finds by name: any part of it from two characters, a single letter at its beginning', async () => {
      expect(await found({ q: 'napat sri' })).toEqual([b.orderId]);
      expect(await found({ q: 'JAIDEE' })).toEqual([a.orderId]);
      expect(await found({ q: 'chaiyo' })).toEqual([c.orderId]);
      // Fragments: the middle of a word, the start of a family name, across the space.
      expect((await found({ q: 'chai' })).sort()).toEqual([a.orderId, c.orderId].sort());
      expect(await found({ q: 'jaid' })).toEqual([a.orderId]);
      expect(await found({ q: 'at sr' })).toEqual([b.orderId]);
      expect(await found({ q: 'ong ch' })).toEqual([c.orderId]);
      // One letter: names beginning with it, not every name holding it.
      expect(await found({ q: 'n' })).toEqual([b.orderId]);
      expect(await found({ q: 'zq' })).toEqual([]);
    });

    it('finds by phone digits with or without +66, the leading 0 or separators', async () => {
      for (const q of ['+66 89 111 2222', '0891112222', '891112222', '089-111', '66891112222'])
        expect({ q, found: await found({ q }) }).toEqual({ q, found: [b.orderId] });
      expect(await found({ q: '0812345678' })).toEqual([a.orderId]);
    });

    it('filters by status (cancelled orders only under cancelled) and channel', async () => {
      expect(await found({ status: 'pending' })).toEqual([b.orderId]);
      expect(await found({ status: 'confirmed' })).toEqual([a.orderId]);
      expect(await found({ status: 'cancelled' })).toEqual([c.orderId]);
      expect(await found({ channel: 'web' })).toEqual([c.orderId, b.orderId, a.orderId]);
      expect(await found({ channel: 'kiosk' })).toEqual([]);
      expect(await found({ q: 'example', status: 'confirmed' })).toEqual([]);
    });

    it('filters by Bangkok days, both ends included', async () => {
      expect(await found({ from: '2026-11-20', to: '2026-11-20' })).toEqual([a.orderId]);
      expect(await found({ from: '2026-11-21', to: '2026-11-21' })).toEqual([b.orderId]);
      expect(await found({ from: '2026-11-21' })).toEqual([c.orderId, b.orderId]);
      expect(await found({ to: '2026-11-21' })).toEqual([b.orderId, a.orderId]);
    });

    it('pages with the cursor it answers, to the end', async () => {
      const first = await search(staff.client, { limit: '2' });
      expect(first.body.orders.map((o) => o.id)).toEqual([c.orderId, b.orderId]);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const second = await search(staff.client, { limit: '2', cursor: first.body.nextCursor ?? '' });
      expect(second.body.orders.map((o) => o.id)).toEqual([a.orderId]);
      expect(second.body.nextCursor).toBeNull();
    });

    it.each([
      [{ status: 'lost' }, 'status'],
      [{ channel: 'phone' }, 'channel'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: '21/11/2026' }, 'to'],
      [{ from: '2026-11-22', to: '2026-11-21' }, 'to'],
      [{ limit: '0' }, 'limit'],
      [{ limit: '101' }, 'limit'],
      [{ limit: 'ten' }, 'limit'],
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ q: 'x'.repeat(101) }, 'q'],
    ])('refuses %j with 422 naming the field', async (query, field) => {
      const res = await search(staff.client, query as Record<string, string>);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ status: 422, code: 'validation_failed', message: expect.any(String) });
      expect((res.body as unknown as { details: Record<string, unknown> }).details).toHaveProperty(field);
    });

    it('answers each kind of text from an index, not a scan of every order', async () => {
      const client = await t.db.pool.connect();
      try {
        // With three rows a scan is cheapest; forbidding scans (a whole-table walk of the date index too) shows
        // whether the text indexes can answer every branch of the search at all.
        await client.query('SET enable_seqscan = off');
        await client.query('SET enable_indexscan = off');
        for (const q of [shortOf(a.orderId), 'somchai.j@', 'napat sri', 'jaidee', 'chai', '0891112222']) {
          const { text, values } = orderSearchSql(parseOrderSearch({ q }));
          const plan = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values)).rows
            .map((r) => r['QUERY PLAN'])
            .join('\n');
          expect({ q, plan }).toEqual({ q, plan: expect.not.stringMatching(/Seq Scan/) });
          expect({ q, plan }).toEqual({ q, plan: expect.stringMatching(/Bitmap Index Scan on rm_orders_/) });
        }
      } finally {
        await client.query('RESET enable_seqscan');
        await client.query('RESET enable_indexscan');
        client.release();
      }
    });

    it('is for staff and admins only', async () => {
      expect((await search(browser(t), {})).status).toBe(401);
      const refused = await search(customer.client, {});
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ status: 403, code: 'forbidden' });
      expect((await search(staff.client, {})).status).toBe(200);
      expect((await search(admin.client, { q: 'somchai' })).body.orders.map((o) => o.id)).toEqual([a.orderId]);
    });
  });

  describe('notes', () => {
    const internalId = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const customerId = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
    const note = (client: TestClient, orderId: string, body: object) =>
      client.post<AnyOrderView>(`/api/orders/${orderId}/notes`, body);
    const expectRefused = (request: Promise<{ status: number; body: unknown }>, status: number, code: string) =>
      expectRefusedOn(t, request, a.orderId, status, code);

    it('staff add an internal and a customer-visible note; the customer sees only the customer one', async () => {
      clock.set('2026-11-22T04:00:00.000Z');
      const internal = await note(staff.client, a.orderId, {
        noteId: internalId,
        visibility: 'internal',
        text: '  Called the customer: engrave in capitals  ',
      });
      expect(internal.status).toBe(201);
      expect((internal.body as OrderView).notes).toEqual([
        {
          id: internalId,
          visibility: 'internal',
          text: 'Called the customer: engrave in capitals',
          addedAt: '2026-11-22T04:00:00.000Z',
        },
      ]);
      const thai = 'ขอบคุณที่อุดหนุนครับ พัตเตอร์จะส่งพรุ่งนี้ ⛳🏌️';
      const shown = await note(admin.client, a.orderId, { noteId: customerId, visibility: 'customer', text: thai });
      expect(shown.status).toBe(201);

      const events = await orderEvents(t, a.orderId);
      expect(events.filter((e) => e.type === 'OrderNoteAdded').map((e) => e.data)).toEqual([
        expect.objectContaining({ noteId: internalId, visibility: 'internal', author: staff.user.id }),
        expect.objectContaining({ noteId: customerId, visibility: 'customer', text: thai, author: admin.user.id }),
      ]);

      const forStaff = (await staff.client.get<OrderView>(`/api/orders/${a.orderId}`)).body;
      expect(forStaff.notes.map((n) => n.visibility)).toEqual(['internal', 'customer']);
      const board = (await staff.client.get<OrderView[]>('/api/orders/board')).body;
      expect(board.find((o) => o.id === a.orderId)?.notes).toHaveLength(2);

      // The customer's own page: the customer note is there (the positive control), the internal one is not.
      const mine = await a.shopper.get<OrderView>(`/api/orders/${a.orderId}`);
      expect(mine.body.access).toBe('full');
      expect(mine.body.notes).toEqual([
        { id: customerId, visibility: 'customer', text: thai, addedAt: '2026-11-22T04:00:00.000Z' },
      ]);
      expect(JSON.stringify(mine.body)).not.toContain('capitals');
      // Anyone else holding the id: no notes at all.
      const stranger = await browser(t).get<AnyOrderView>(`/api/orders/${a.orderId}`);
      expect(stranger.body).toMatchObject({ access: 'redacted' });
      expect(stranger.body).not.toHaveProperty('notes');
    });

    it('shows both kinds in the staff history with who wrote them', async () => {
      const history = await staff.client.get<OrderHistoryView>(`/api/orders/${a.orderId}/history`);
      const notes = history.body.entries.filter((e) => e.type === 'OrderNoteAdded');
      expect(notes).toEqual([
        expect.objectContaining({
          actor: expect.objectContaining({ role: 'staff', email: staff.user.email }),
          note: expect.objectContaining({ id: internalId, visibility: 'internal' }),
        }),
        expect.objectContaining({
          actor: expect.objectContaining({ role: 'admin', email: admin.user.email }),
          note: expect.objectContaining({ id: customerId, visibility: 'customer' }),
        }),
      ]);
      expect(history.body.entries.filter((e) => e.type !== 'OrderNoteAdded').every((e) => e.note === null)).toBe(true);
    });

    it('adds a retried note once', async () => {
      const again = await note(staff.client, a.orderId, { noteId: internalId, visibility: 'internal', text: 'Retry' });
      expect(again.status).toBe(201);
      expect((again.body as OrderView).notes).toHaveLength(2);
      expect((await orderEvents(t, a.orderId)).filter((e) => e.type === 'OrderNoteAdded')).toHaveLength(2);
    });

    it('notes a cancelled order too', async () => {
      const res = await note(staff.client, c.orderId, {
        noteId: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
        visibility: 'customer',
        text: 'Refund sent to your card',
      });
      expect(res.status).toBe(201);
      expect((await c.shopper.get<OrderView>(`/api/orders/${c.orderId}`)).body.notes).toHaveLength(1);
    });

    it('refuses a blank, too long or unknown-kind note with 422, and changes nothing', async () => {
      const body = { noteId: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c', visibility: 'internal' };
      await expectRefused(note(staff.client, a.orderId, { ...body, text: '   ' }), 422, 'validation_failed');
      await expectRefused(note(staff.client, a.orderId, { ...body, text: 'ก'.repeat(1001) }), 422, 'validation_failed');
      await expectRefused(
        note(staff.client, a.orderId, { ...body, visibility: 'public', text: 'Hi' }),
        422,
        'validation_failed',
      );
      await expectRefused(
        note(staff.client, a.orderId, { ...body, noteId: 'n1', text: 'Hi' }),
        422,
        'validation_failed',
      );
    });

    it('is for staff and admins only; an unknown order is 404', async () => {
      const body = { noteId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', visibility: 'customer', text: 'Hello' };
      await expectRefused(note(browser(t), a.orderId, body), 401, 'unauthenticated');
      await expectRefused(note(a.shopper, a.orderId, body), 401, 'unauthenticated');
      await expectRefused(note(customer.client, a.orderId, body), 403, 'forbidden');
      const unknown = await note(staff.client, '00000000-0000-4000-8000-000000000000', body);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'order_not_found' });
    });
  });
});
