import type { INestApplicationContext } from '@nestjs/common';
import type { InitOrderResult } from '@sound-putter/contracts';
import type { ParsedMail } from 'mailparser';
import { Client } from 'pg';
import { testCustomerDetails } from '../../../test/support/customer-details';
import { addLine, eventually, payByCard, startWorker } from '../../../test/support/paid-orders';
import { pdfText } from '../../../test/support/pdf-text';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/support/smtp-catcher';
import { createTestApp, newSessionId, type TestApp } from '../../../test/support/test-app';
import { TaxDocuments } from '../../invoicing';

const WAIT_MS = 30_000;

/** The whole way of a receipt: checkout → event log → consumer → outbox → worker → a real SMTP server. */
describe('the receipt, end to end over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let worker: INestApplicationContext | null = null;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Sound Putter <shop@putter.example>',
      SHOP_URL: 'https://putter.example',
      MAIL_POLL_MS: '50',
      // A receipt that waits for its tax invoice is tried again soon (production waits MAIL_RETRY_BASE_MS, 30 s).
      MAIL_RETRY_BASE_MS: '300',
      MAIL_RETRY_MAX_MS: '1000',
    };
    t = await createTestApp(env);
    worker = await startWorker(t, env);
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
    await smtp.close();
  });

  const placeOrder = async (language: 'th' | 'en') => {
    const shopper = t.client(newSessionId());
    await addLine(shopper, 'melody-d');
    const init = await shopper.post<InitOrderResult>('/api/orders/init', {
      customerDetails: testCustomerDetails(),
      language,
    });
    expect(init.status).toBe(200);
    return { shopper, orderId: init.body.orderId, clientSecret: init.body.clientSecret };
  };
  const receiptsOf = (orderId: string) => smtp.received.filter((m) => m.subject?.includes(shortOf(orderId)));
  const shortOf = (orderId: string) => orderId.slice(-8).toUpperCase();
  /** The order's one receipt, once it has arrived. */
  const receiptOf = (orderId: string) =>
    eventually(async () => {
      const found = receiptsOf(orderId);
      expect(found).toHaveLength(1);
      return found[0];
    }, WAIT_MS);
  const invoiceNumberOf = async (orderId: string) =>
    (
      await t.db.pool.query<{ document_number: string }>(
        `SELECT document_number FROM tax_documents WHERE order_id = $1 AND kind = 'abbreviated'`,
        [orderId],
      )
    ).rows.map((r) => r.document_number);
  /** The receipt's one attachment is its abbreviated tax invoice, whose text names the order and the invoice. */
  const expectInvoiceAttached = async (mail: ParsedMail, orderId: string) => {
    const [number] = await invoiceNumberOf(orderId);
    expect(number).toMatch(/^ABB\d{4}-\d{6}$/);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${number}.pdf`, 'application/pdf']]);
    const pdf = mail.attachments[0].content;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(orderId);
    expect(text).toContain(number);
    expect(text).toContain('Receipt / Abbreviated Tax Invoice');
  };

  it.each(['th', 'en'] as const)(
    'arrives in %s, with the line, the total, the payment and the tracking link',
    async (language) => {
      const { shopper, orderId, clientSecret } = await placeOrder(language);
      await payByCard(shopper, clientSecret);
      const short = shortOf(orderId);
      const mail = await receiptOf(orderId);
      await expectInvoiceAttached(mail, orderId);
      const { rows } = await t.db.pool.query<{ total_satang: string }>(
        'SELECT total_satang FROM rm_orders WHERE id = $1',
        [orderId],
      );
      const total = `฿${(Number(rows[0].total_satang) / 100).toLocaleString('en-US')}`;
      expect(mail.from?.text).toContain('shop@putter.example');
      expect((mail.to as { text: string }).text).toBe(testCustomerDetails().email);
      const text = mail.text ?? '';
      const html = typeof mail.html === 'string' ? mail.html : '';
      expect(text).toContain(`Melody D`);
      expect(text).toContain(total);
      expect(html).toContain(total);
      expect(html).toContain(`href="https://putter.example/orders/${orderId}"`);
      // The line's picture is the cart's drawing of its configuration, which the shop serves as a PNG.
      const { rows: lines } = await t.db.pool.query<{ configuration_id: string }>(
        `SELECT lines->0->>'configurationId' AS configuration_id FROM rm_orders WHERE id = $1`,
        [orderId],
      );
      expect(lines[0].configuration_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(html).toContain(
        `src="https://putter.example/api/putter-configurations/${lines[0].configuration_id}/picture.png"`,
      );
      if (language === 'th') {
        expect(mail.subject).toBe(`ใบเสร็จรับเงินสำหรับคำสั่งซื้อ #${short}`);
        expect(text).toContain(`ยอดรวม: ${total}`);
        expect(text).toContain('วิธีชำระเงิน: บัตรเครดิต/เดบิต');
        expect(html).toContain('lang="th"');
      } else {
        expect(mail.subject).toBe(`Your receipt for order #${short}`);
        expect(text).toContain(`Total: ${total}`);
        expect(text).toContain('Payment method: Card');
      }
    },
    60_000,
  );

  it('is not sent without its tax invoice: it waits while the invoice is not issued, then goes with it', async () => {
    const { shopper, orderId, clientSecret } = await placeOrder('en');
    // Hold the invoicing consumer at this order: it takes the order's lock before it issues anything.
    const holder = new Client({ connectionString: t.db.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await t.app.get(TaxDocuments).lockOrder(holder, orderId);
      await payByCard(shopper, clientSecret);
      const key = `order:${orderId}:receipt`;
      const attempts = () =>
        t.db.pool
          .query<{ outcome: string; error: string | null }>(
            `SELECT a.outcome, a.error FROM mail_attempts a JOIN mail_outbox m ON m.id = a.mail_id
             WHERE m.idempotency_key = $1 ORDER BY a.id`,
            [key],
          )
          .then((r) => r.rows);
      // The receipt was enqueued and tried, and the try was refused for want of the invoice (not sent without it).
      const tried = await eventually(async () => {
        const rows = await attempts();
        expect(rows.length).toBeGreaterThanOrEqual(2);
        return rows;
      }, WAIT_MS);
      expect(tried.every((a) => a.outcome === 'failed')).toBe(true);
      expect(tried[0].error).toBe(`waiting for the tax invoice of order ${orderId}`);
      expect(await invoiceNumberOf(orderId)).toEqual([]);
      expect(receiptsOf(orderId)).toHaveLength(0);

      // Positive control: once the invoice is issued, the next retry sends the receipt, with the invoice attached.
      await holder.query('COMMIT');
      const mail = await receiptOf(orderId);
      await expectInvoiceAttached(mail, orderId);
      expect((await attempts()).at(-1)).toEqual({ outcome: 'sent', error: null });
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
  }, 90_000);
});
