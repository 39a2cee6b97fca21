import type { INestApplicationContext } from '@nestjs/common';
import {
  apiPaths,
  type ApiErrorBody,
  RECEIPT_LINK_TTL_HOURS,
  type ReceiptLinkView,
  type TaxDocumentView,
} from '@sound-putter/contracts';
import { eventually, payByCard, placeOrder, startWorker } from '../../test/support/paid-orders';
import { pdfText } from '../../test/support/pdf-text';
import { browser } from '../../test/support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';
import { FakeClock } from '../infrastructure/clock/clock';

const WAIT_MS = 60_000;
const HOUR_MS = 60 * 60 * 1000;

/** The kiosk's receipt QR: a link to the receipt PDF that a phone without the kiosk's session opens. */
describe('receipt links', () => {
  let t: TestApp;
  let worker: INestApplicationContext | null = null;
  // The API's clock, moved on to see a link expire; it starts now, so the worker's real clock agrees with it.
  const clock = new FakeClock(new Date());

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    worker = await startWorker(t);
  });
  // Every answer here, the phone's PDFs and refusals too, must agree with the OpenAPI document.
  afterEach(() => expect(t.contractViolations).toEqual([]));
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  /** A phone: no x-session-id, no cookie, nothing but the URL of the QR code. */
  const phone = async (path: string) => {
    const res = await t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: path });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      // a PDF
    }
    return { status: res.statusCode, body, bytes: res.rawPayload, headers: res.headers };
  };
  const paidOrderWithInvoice = async () => {
    const shopper = browser(t);
    const init = await placeOrder(shopper);
    await payByCard(shopper, init.clientSecret);
    const [invoice] = await eventually(async () => {
      const res = await shopper.get<TaxDocumentView[]>(apiPaths.orders.taxDocuments(init.orderId));
      expect(res.body).toHaveLength(1);
      return res.body;
    }, WAIT_MS);
    return { orderId: init.orderId, shopper, invoice };
  };
  const linkFor = async (shopper: TestClient, orderId: string) => {
    const res = await shopper.post<ReceiptLinkView>(apiPaths.orders.receiptLink(orderId));
    expect(res.status).toBe(200);
    return res.body;
  };
  const tokenOf = (link: ReceiptLinkView) => new URL(link.path, 'http://x').searchParams.get('token') ?? '';
  const expectRefusal = (
    res: { status: number; body: unknown; headers: Record<string, unknown> },
    status: number,
    code: string,
  ) => {
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ status, code, message: expect.any(String), details: expect.any(Object) });
    expect(res.status).toBe(status);
  };

  it('opens the right invoice as a PDF on a phone without the session, for 24 hours', async () => {
    expect(RECEIPT_LINK_TTL_HOURS).toBe(24);
    const { orderId, shopper, invoice } = await paidOrderWithInvoice();
    const link = await linkFor(shopper, orderId);
    expect(link.path).toMatch(new RegExp(`^/api/orders/${orderId}/receipt\\?token=[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(link.expiresAt) - clock.now().getTime()).toBe(24 * HOUR_MS);

    const res = await phone(link.path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${invoice.documentNumber}.pdf"`);
    const text = pdfText(res.bytes);
    expect(text).toContain(invoice.documentNumber);
    expect(text).toContain(orderId);
    expect(text).toContain('Receipt / Abbreviated Tax Invoice');
    // Opens again (a second scan, a reload) until it expires.
    expect((await phone(link.path)).status).toBe(200);

    // The database keeps only the token's hash: the token itself is nowhere in it.
    const { rows } = await t.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM receipt_links WHERE order_id = $1 AND position($2::bytea IN token_hash) = 0`,
      [orderId, Buffer.from(tokenOf(link))],
    );
    expect(rows[0].n).toBe(1);

    // One second before the end it still opens; at the end, 410 with a code saying why.
    clock.advance(24 * HOUR_MS - 1000);
    expect((await phone(link.path)).status).toBe(200);
    clock.advance(1000);
    const expired = await phone(link.path);
    expectRefusal(expired, 410, 'receipt_link_expired');
    expect(expired.body).toMatchObject({ details: { expiredAt: link.expiresAt } });
    clock.set(new Date());
  });

  it('refuses an altered, missing or unknown token with 403, never 500', async () => {
    const { orderId, shopper } = await paidOrderWithInvoice();
    const link = await linkFor(shopper, orderId);
    const token = tokenOf(link);
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const base = `/api/orders/${orderId}/receipt`;
    for (const url of [
      `${base}?token=${flipped}`,
      `${base}?token=${token.slice(0, 42)}`,
      `${base}?token=${token}x`,
      `${base}?token=${'A'.repeat(43)}`,
      `${base}?token=`,
      base,
      `${base}?token=${token}&token=${token}`,
    ]) {
      const res = await phone(url);
      expect([url, res.status]).toEqual([url, 403]);
      expectRefusal(res, 403, 'receipt_link_invalid');
    }
    // A NUL in the address is refused before any route, as everywhere in the API: still the error body, no 500.
    expectRefusal(await phone(`${base}?token=%00${token.slice(1)}`), 400, 'bad_request');
    // Positive control: the untouched link opens.
    expect((await phone(link.path)).status).toBe(200);
  });

  it("opens only its own order's receipt: another order's token, or this token on another order, is refused", async () => {
    const a = await paidOrderWithInvoice();
    const b = await paidOrderWithInvoice();
    const linkA = await linkFor(a.shopper, a.orderId);
    const linkB = await linkFor(b.shopper, b.orderId);
    expectRefusal(await phone(`/api/orders/${b.orderId}/receipt?token=${tokenOf(linkA)}`), 403, 'receipt_link_invalid');
    expectRefusal(await phone(`/api/orders/${a.orderId}/receipt?token=${tokenOf(linkB)}`), 403, 'receipt_link_invalid');
    expectRefusal(await phone(`/api/orders/not-an-order/receipt?token=${tokenOf(linkA)}`), 403, 'receipt_link_invalid');
    // Each opens its own, and each PDF is its own order's invoice.
    const pdfA = pdfText((await phone(linkA.path)).bytes);
    const pdfB = pdfText((await phone(linkB.path)).bytes);
    expect(pdfA).toContain(a.invoice.documentNumber);
    expect(pdfA).not.toContain(b.orderId);
    expect(pdfB).toContain(b.invoice.documentNumber);
    expect(pdfB).not.toContain(a.orderId);
  });

  it('is made only for someone who may read the order; before the invoice, the link answers 404 receipt_not_issued', async () => {
    const shopper = browser(t);
    const init = await placeOrder(shopper);
    const stranger = await browser(t).post<ApiErrorBody>(apiPaths.orders.receiptLink(init.orderId));
    expect(stranger.body).toMatchObject({ status: 403, code: 'forbidden' });
    const noSession = await t.client('').post<ApiErrorBody>(apiPaths.orders.receiptLink(init.orderId));
    expect(noSession.body).toMatchObject({ status: 400, code: 'invalid_session_id' });

    // The unpaid order's owner gets a link; it opens the receipt once the payment has issued it.
    const link = await linkFor(shopper, init.orderId);
    expectRefusal(await phone(link.path), 404, 'receipt_not_issued');
    expect(t.contractViolations).toEqual([]);
    await payByCard(shopper, init.clientSecret);
    const opened = await eventually(async () => {
      const res = await phone(link.path);
      expect(res.status).toBe(200);
      return res;
    }, WAIT_MS);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(t.contractViolations).toEqual([]);
  });
});
