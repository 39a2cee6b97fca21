import type { INestApplicationContext } from '@nestjs/common';
import type { TaxDocumentView, TaxInvoiceRequestResult } from '@sound-putter/contracts';
import { Client } from 'pg';
import { parseCsv, pdfText } from '../../test/support/pdf-text';
import { eventually, payByCard, placeOrder, startWorker } from '../../test/support/paid-orders';
import { isBuilt, runBuilt } from '../../test/support/built-process';
import { browser, signInAs, type SignedInBrowser, TEST_PASSWORD } from '../../test/support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';
import { testRedisUrl } from '../../test/support/test-database';
import { withTransaction } from '../infrastructure/database/with-transaction';
import { documentAmounts } from './invoice-facts';
import { TaxDocuments } from './tax-documents';

const WAIT_MS = 60_000;
const CONCURRENT = 64;
const BUYER = {
  name: 'บริษัท แฟร์เวย์ กิฟต์ จำกัด (Fairway Gifts Co., Ltd.)',
  address: '1 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
  taxId: '0-1055-36092-64-1',
  branch: '00001',
};

/** Tax invoices and credit notes on real PostgreSQL and Redis, with the test gateway and the worker's consumer. */
describe('invoicing', () => {
  let t: TestApp;
  let staff: SignedInBrowser;
  let admin: SignedInBrowser;
  let customer: SignedInBrowser;
  let other: SignedInBrowser;
  let worker: INestApplicationContext | null = null;

  beforeAll(async () => {
    t = await createTestApp();
    [staff, admin, customer, other] = await Promise.all([
      signInAs(t, 'staff'),
      signInAs(t, 'admin'),
      signInAs(t, 'customer'),
      signInAs(t, 'customer'),
    ]);
    worker = await startWorker(t);
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  const documentsOf = (client: TestClient, orderId: string) =>
    client.get<TaxDocumentView[]>(`/api/orders/${orderId}/tax-documents`);
  const issued = (client: TestClient, orderId: string, count = 1) =>
    eventually(async () => {
      const res = await documentsOf(client, orderId);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThanOrEqual(count);
      return res.body;
    }, WAIT_MS);
  const paidOrder = async (shopper: TestClient = browser(t)) => {
    const init = await placeOrder(shopper);
    await payByCard(shopper, init.clientSecret);
    return { orderId: init.orderId, shopper };
  };
  const numbersOf = async (series: string) =>
    (
      await t.db.pool.query<{ number: number }>('SELECT number FROM tax_documents WHERE series = $1 ORDER BY number', [
        series,
      ])
    ).rows.map((r) => r.number);
  const expectGapless = (numbers: number[]) => expect(numbers).toEqual(numbers.map((_, i) => i + 1));

  it('issues an abbreviated tax invoice for a paid order; only its owner and staff read it', async () => {
    const { orderId } = await paidOrder(customer.client);
    const [invoice] = await issued(customer.client, orderId);
    const year = new Date(Date.now() + 7 * 3600_000).getUTCFullYear();
    expect(invoice).toMatchObject({
      kind: 'abbreviated',
      documentNumber: expect.stringMatching(new RegExp(`^ABB${year}-\\d{6}$`)),
      orderId,
      vatRateBasisPoints: 700,
      buyer: null,
      cancelled: false,
    });
    expect(invoice.netSatang + invoice.vatSatang).toBe(invoice.grossSatang);
    expect(invoice.vatSatang).toBe(Math.floor((2 * invoice.grossSatang * 700 + 10_700) / 21_400));

    // The list: owner, staff and admin read it; another customer and a stranger's browser get 403.
    expect((await documentsOf(staff.client, orderId)).status).toBe(200);
    expect((await documentsOf(admin.client, orderId)).status).toBe(200);
    expect((await documentsOf(other.client, orderId)).body).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await documentsOf(browser(t), orderId)).body).toMatchObject({ status: 403, code: 'forbidden' });

    // The PDF: the same people, and its text says what the document says, in Thai and English.
    const owner = await customer.client.get(invoice.pdfPath);
    expect(owner.status).toBe(200);
    expect(owner.headers['content-type']).toBe('application/pdf');
    expect(owner.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(owner.bytes);
    for (const expected of [
      'ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ',
      'Receipt / Abbreviated Tax Invoice',
      invoice.documentNumber,
      orderId,
      'Sound Putter Co., Ltd.',
      'บริษัท ซาวด์ พัตเตอร์ จำกัด',
      '0105569000011',
      'สำนักงานใหญ่ / Head office',
      'Melody',
      'บัตรเครดิต/เดบิต / Card',
      `VAT 7%`,
    ])
      expect(text).toContain(expected);
    const amount = (satang: number) => (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(text).toContain(amount(invoice.grossSatang));
    expect(text).toContain(amount(invoice.vatSatang));
    expect(text).toContain(amount(invoice.netSatang));
    for (const reader of [staff, admin]) expect((await reader.client.get(invoice.pdfPath)).status).toBe(200);
    expect((await other.client.get(invoice.pdfPath)).body).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await browser(t).get(invoice.pdfPath)).body).toMatchObject({ status: 403, code: 'forbidden' });
    expect(
      (await customer.client.get('/api/tax-documents/0b6f3c2e-5d4a-4f8e-9a1b-2c3d4e5f6a7b/pdf')).body,
    ).toMatchObject({ status: 404, code: 'tax_document_not_found' });
    expect((await customer.client.get('/api/tax-documents/not-a-uuid/pdf')).status).toBe(404);
  });

  it('replaces the abbreviated invoice with a full one on request, once, within the month of the sale', async () => {
    const { orderId } = await paidOrder(customer.client);
    const [abbreviated] = await issued(customer.client, orderId);
    const ask = (client: TestClient, body: object = BUYER) =>
      client.post<TaxInvoiceRequestResult>(`/api/orders/${orderId}/tax-invoice`, body);

    // Bad tax ids are refused with the field's message, and nothing is issued.
    const wrongCheck = await ask(customer.client, { ...BUYER, taxId: '0105536092642' });
    expect(wrongCheck.status).toBe(422);
    expect(wrongCheck.body).toMatchObject({ details: { taxId: ['Tax ID is not valid (check digit)'] } });
    const short = await ask(customer.client, { ...BUYER, taxId: '010553609264' });
    expect(short.body).toMatchObject({ details: { taxId: ['Tax ID must be 13 digits'] } });
    const noBranch = await ask(customer.client, { ...BUYER, branch: '1' });
    expect(noBranch.status).toBe(422);
    expect((await ask(other.client)).body).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await ask(browser(t))).body).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await documentsOf(customer.client, orderId).then((r) => r.body.length)).toBe(1);

    const res = await ask(customer.client);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'issued',
      document: {
        kind: 'full',
        documentNumber: expect.stringMatching(/^INV\d{4}-\d{6}$/),
        refersTo: abbreviated.documentNumber,
        buyer: { name: BUYER.name, address: BUYER.address, taxId: '0105536092641', branch: '00001' },
        grossSatang: abbreviated.grossSatang,
        vatSatang: abbreviated.vatSatang,
      },
    });
    const after = (await documentsOf(customer.client, orderId)).body;
    expect(after.map((d) => [d.kind, d.cancelled])).toEqual([
      ['abbreviated', true],
      ['full', false],
    ]);
    expect((await ask(customer.client)).body).toMatchObject({ status: 409, code: 'tax_invoice_already_issued' });

    const full = after[1];
    const text = pdfText((await customer.client.get(full.pdfPath)).bytes);
    for (const expected of [
      'ใบเสร็จรับเงิน/ใบกำกับภาษี',
      'Receipt / Tax Invoice',
      'Fairway Gifts Co., Ltd.',
      'ถนนสีลม',
      '0105536092641',
      'สาขาที่ 00001 / Branch 00001',
      `อ้างอิง / Refers to: ${abbreviated.documentNumber}`,
    ])
      expect(text).toContain(expected);
    expect(pdfText((await customer.client.get(after[0].pdfPath)).bytes)).toContain('ยกเลิก / CANCELLED');

    // Another sale, last month: too late for a full invoice.
    const late = await paidOrder(customer.client);
    await issued(customer.client, late.orderId);
    await t.db.pool.query("UPDATE tax_documents SET issued_at = issued_at - interval '40 days' WHERE order_id = $1", [
      late.orderId,
    ]);
    expect((await customer.client.post(`/api/orders/${late.orderId}/tax-invoice`, BUYER)).body).toMatchObject({
      status: 409,
      code: 'tax_invoice_window_closed',
      details: { requestableUntil: expect.any(String) },
    });
  });

  it('issues the full invoice asked for at checkout when the order is paid', async () => {
    const shopper = browser(t);
    const init = await placeOrder(shopper);
    const asked = await shopper.post<TaxInvoiceRequestResult>(`/api/orders/${init.orderId}/tax-invoice`, BUYER);
    expect(asked.body).toEqual({ status: 'requested', document: null });
    await payByCard(shopper, init.clientSecret);
    const [invoice] = await issued(shopper, init.orderId);
    expect(invoice).toMatchObject({ kind: 'full', refersTo: null, buyer: { taxId: '0105536092641' } });
    const requests = await t.db.pool.query('SELECT 1 FROM tax_invoice_requests WHERE order_id = $1', [init.orderId]);
    expect(requests.rowCount).toBe(0);
  });

  it('issues a credit note for a refund, referring to the invoice in force', async () => {
    const { orderId, shopper } = await paidOrder();
    const [invoice] = await issued(shopper, orderId);
    expect((await shopper.post(`/api/orders/${orderId}/cancel`, { reason: 'Wrong length' })).status).toBe(200);
    const documents = await issued(shopper, orderId, 2);
    expect(documents[1]).toMatchObject({
      kind: 'credit_note',
      documentNumber: expect.stringMatching(/^CN\d{4}-\d{6}$/),
      refersTo: invoice.documentNumber,
      grossSatang: invoice.grossSatang,
      vatSatang: invoice.vatSatang,
    });
    const text = pdfText((await shopper.get(documents[1].pdfPath)).bytes);
    expect(text).toContain('ใบลดหนี้');
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Refers to: ${invoice.documentNumber}`);
    // pdftotext reorders stacked Thai marks (คำสั่ง reads back as คำสัง่), so the English half is checked here.
    expect(text).toContain('/ Order cancelled');
  });

  it('keeps issued full tax invoices through an erasure and erases the buyer details of one not issued', async () => {
    const leaving = await signInAs(t, 'customer');
    const paid = await paidOrder(leaving.client);
    await issued(leaving.client, paid.orderId);
    expect((await leaving.client.post(`/api/orders/${paid.orderId}/tax-invoice`, BUYER)).status).toBe(200);
    const unpaid = await placeOrder(leaving.client);
    const pending = await leaving.client.post(`/api/orders/${unpaid.orderId}/tax-invoice`, BUYER);
    expect(pending.body).toEqual({ status: 'requested', document: null });
    // Positive control: the request is there before the erasure.
    const requests = () =>
      t.db.pool
        .query('SELECT 1 FROM tax_invoice_requests WHERE order_id = $1', [unpaid.orderId])
        .then((r) => r.rowCount);
    expect(await requests()).toBe(1);

    // "Delete my account" with an order in progress: forced, as the shopper confirms in the dialog.
    const erased = await leaving.client.raw({
      method: 'DELETE',
      url: '/api/account',
      payload: JSON.stringify({ password: TEST_PASSWORD, force: true }),
    });
    expect(erased.status).toBe(200);
    const order = await t.db.pool.query('SELECT customer_name FROM rm_orders WHERE id = $1', [paid.orderId]);
    expect(order.rows[0].customer_name).toBe('erased');
    expect(await requests()).toBe(0);
    const kept = await t.db.pool.query<{ kind: string; buyer: object | null; cancelled: boolean }>(
      `SELECT kind, buyer, cancelled_at IS NOT NULL AS cancelled FROM tax_documents WHERE order_id = $1
       ORDER BY issued_at, document_number`,
      [paid.orderId],
    );
    expect(kept.rows).toEqual([
      { kind: 'abbreviated', buyer: null, cancelled: true },
      { kind: 'full', buyer: { ...BUYER, taxId: '0105536092641' }, cancelled: false },
    ]);
    const staffView = (await documentsOf(staff.client, paid.orderId)).body;
    expect(staffView[1].buyer).toEqual({ ...BUYER, taxId: '0105536092641' });
    console.log(
      `erasure: order ${paid.orderId} customer_name=${order.rows[0].customer_name}; kept on ${staffView[1].documentNumber}: ` +
        `${JSON.stringify(staffView[1].buyer)} (Revenue Code s. 87/3); pending request of ${unpaid.orderId} deleted`,
    );
  });

  it('gives the admins a monthly output-VAT report whose totals are the sums of the documents', async () => {
    const bangkokNow = new Date(Date.now() + 7 * 3600_000);
    const month = bangkokNow.toISOString().slice(0, 7);
    const url = `/api/admin/vat-report?month=${month}`;
    expect((await browser(t).get(url)).body).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect((await customer.client.get(url)).body).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await staff.client.get(url)).body).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await admin.client.get('/api/admin/vat-report?month=2026-13')).status).toBe(422);
    expect((await admin.client.get('/api/admin/vat-report')).status).toBe(422);

    const res = await admin.client.get<string>(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parseCsv(res.bytes.toString('utf8').replace(/^\uFEFF/, ''));
    const { rows: sums } = await t.db.pool.query<{ net: string; vat: string; gross: string; n: string }>(
      `SELECT sum(CASE kind WHEN 'credit_note' THEN -net_satang ELSE net_satang END) AS net,
              sum(CASE kind WHEN 'credit_note' THEN -vat_satang ELSE vat_satang END) AS vat,
              sum(CASE kind WHEN 'credit_note' THEN -gross_satang ELSE gross_satang END) AS gross, count(*) AS n
       FROM tax_documents WHERE cancelled_at IS NULL AND to_char(issued_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM') = $1`,
      [month],
    );
    const { rows: all } = await t.db.pool.query(
      "SELECT 1 FROM tax_documents WHERE to_char(issued_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM') = $1",
      [month],
    );
    expect(rows).toHaveLength(all.length + 2);
    const total = rows[rows.length - 1];
    const baht = (satang: string) => (Number(satang) / 100).toFixed(2);
    expect(total.slice(7, 10)).toEqual([baht(sums[0].net), baht(sums[0].vat), baht(sums[0].gross)]);
    expect(total[12]).toBe(`${sums[0].n} documents in force`);
    // The rows add up to the total row too.
    const column = (i: number) => rows.slice(1, -1).reduce((s, r) => s + Math.round(Number(r[i]) * 100), 0);
    expect([column(7), column(8), column(9)].map(String)).toEqual([sums[0].net, sums[0].vat, sums[0].gross]);
  });

  it(`numbers ${CONCURRENT} concurrent payments without a gap or a repeat`, async () => {
    const before = (await numbersOf('ABB')).length;
    const started = Date.now();
    const orders = await Promise.all(Array.from({ length: CONCURRENT }, () => paidOrder()));
    const paidMs = Date.now() - started;
    await eventually(async () => expect((await numbersOf('ABB')).length).toBe(before + CONCURRENT), WAIT_MS * 2);
    const numbers = await numbersOf('ABB');
    expectGapless(numbers);
    const perOrder = await t.db.pool.query<{ order_id: string; n: string }>(
      "SELECT order_id, count(*) AS n FROM tax_documents WHERE kind = 'abbreviated' AND order_id = ANY($1) GROUP BY order_id",
      [orders.map((o) => o.orderId)],
    );
    expect(perOrder.rows).toHaveLength(CONCURRENT);
    expect(perOrder.rows.map((r) => Number(r.n))).toEqual(Array(CONCURRENT).fill(1));
    console.log(
      `concurrent payments: ${CONCURRENT} paid in ${paidMs} ms, all invoiced after ${Date.now() - started} ms; ` +
        `ABB numbers ${numbers[0]}–${numbers[numbers.length - 1]}, ${numbers.length} documents, no gap, no repeat`,
    );
  }, 600_000);

  it(`keeps ${CONCURRENT} concurrent issues gapless when some roll back and one connection is killed mid-issue`, async () => {
    const documents = t.app.get(TaxDocuments);
    const amounts = documentAmounts([{ description: 'Test', options: [], quantity: 1, unitPriceSatang: 10_700 }], 700);
    const draft = (key: string) => ({
      kind: 'credit_note' as const,
      sourceKey: `test:${key}`,
      orderId: `test-${key}`,
      buyer: null,
      amounts,
      paymentMethod: 'card',
      refersTo: null,
      reason: 'test',
    });
    // A connection that takes a number and is killed before it commits (as a crashed process leaves it).
    const victim = new Client({ connectionString: t.db.url });
    await victim.connect();
    victim.on('error', () => undefined);
    const { rows } = await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await victim.query('BEGIN');
    const held = await documents.issue(victim, draft('killed'));
    expect(held).not.toBeNull();
    // 64 more issue while it holds the counter's row; every fourth rolls back after taking its number.
    const started = Date.now();
    const outcomes = Promise.allSettled(
      Array.from({ length: CONCURRENT }, (_, i) =>
        withTransaction(t.db.pool, async (tx) => {
          await documents.issue(tx, draft(`c${i}`));
          if (i % 4 === 3) throw new Error('rolled back on purpose');
        }),
      ),
    );
    // Killed from a connection of its own: the pool's are all waiting behind the victim's lock.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const killer = new Client({ connectionString: t.db.url });
    await killer.connect();
    await killer.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    await killer.end();
    const settled = await outcomes;
    await victim.end().catch(() => undefined);
    const committed = settled.filter((s) => s.status === 'fulfilled').length;
    expect(committed).toBe(CONCURRENT - CONCURRENT / 4);
    const numbers = await numbersOf('CN');
    expectGapless(numbers);
    expect(await t.db.pool.query("SELECT 1 FROM tax_documents WHERE source_key = 'test:killed'")).toHaveProperty(
      'rowCount',
      0,
    );
    console.log(
      `concurrent issues: ${CONCURRENT} started beside a killed one, ${committed} committed, ` +
        `${CONCURRENT - committed} rolled back, CN numbers 1–${numbers.length} gapless in ${Date.now() - started} ms`,
    );
  }, 600_000);

  (isBuilt('worker.js') ? it : it.skip)(
    'keeps numbers gapless when the worker process is killed mid-batch',
    async () => {
      await worker?.close();
      worker = null;
      const before = (await numbersOf('ABB')).length;
      const orders = await Promise.all(Array.from({ length: 16 }, () => paidOrder()));
      const built = runBuilt('worker.js', {
        NODE_ENV: 'test',
        DATABASE_URL: t.db.url,
        REDIS_URL: testRedisUrl(),
        WORKER_PORT: '0',
        MAIL: 'off',
      });
      // Killed as soon as it has started taking numbers (or, on a slow machine, had issued them all).
      await eventually(
        async () => {
          if (built.child.exitCode !== null) throw new Error(`the worker exited:\n${built.output()}`);
          const { rows } = await t.db.pool.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query ILIKE '%tax_document%' AND pid <> pg_backend_pid()",
          );
          const issuedSoFar = (await numbersOf('ABB')).length - before;
          expect(rows[0].n > 0 || issuedSoFar > 0).toBe(true);
        },
        WAIT_MS * 4,
        20,
      );
      built.child.kill('SIGKILL');
      await built.exited;
      const atKill = (await numbersOf('ABB')).length - before;
      worker = await startWorker(t);
      await eventually(async () => expect((await numbersOf('ABB')).length).toBe(before + orders.length), WAIT_MS);
      expectGapless(await numbersOf('ABB'));
      console.log(
        `worker killed: ${atKill} of ${orders.length} invoices committed at the kill, the rest after restart, gapless`,
      );
    },
    600_000,
  );
});
