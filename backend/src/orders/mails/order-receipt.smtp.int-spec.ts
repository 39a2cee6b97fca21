import type { INestApplicationContext } from '@nestjs/common';
import type { InitOrderResult } from '@sound-putter/contracts';
import { testCustomerDetails } from '../../../test/support/customer-details';
import { addLine, eventually, payByCard, startWorker } from '../../../test/support/paid-orders';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/support/smtp-catcher';
import { createTestApp, newSessionId, type TestApp } from '../../../test/support/test-app';

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
    };
    t = await createTestApp(env);
    worker = await startWorker(t, env);
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
    await smtp.close();
  });

  it.each(['th', 'en'] as const)(
    'arrives in %s, with the line, the total, the payment and the tracking link',
    async (language) => {
      const shopper = t.client(newSessionId());
      await addLine(shopper, 'melody-d');
      const init = await shopper.post<InitOrderResult>('/api/orders/init', {
        customerDetails: testCustomerDetails(),
        language,
      });
      expect(init.status).toBe(200);
      await payByCard(shopper, init.body.clientSecret);
      const { orderId } = init.body;
      const short = orderId.slice(-8).toUpperCase();
      const mail = await eventually(async () => {
        const found = smtp.received.filter((m) => m.subject?.includes(short));
        expect(found).toHaveLength(1);
        return found[0];
      }, WAIT_MS);
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
});
