import { renderBrandLayout } from '../../brand-layout';
import type { MailTemplate } from '../mail-template';
import { orderMailKinds } from './order-mail-data';
import { sampleOrderId, sampleOrderMailData } from './order-mail-fixtures';
import { atRiskMail, orderMailTemplates, receiptMail, shippedMail } from './order-mail-templates';
import { pickupQrRows } from './pickup-qr';

const links = { shopUrl: 'https://shop.example/' };
const THAI = /[\u0E00-\u0E7F]/;
const trackUrl = `https://shop.example/orders/${sampleOrderId}`;

describe('order mail templates', () => {
  describe.each(orderMailKinds)('%s', (kind) => {
    const render = (language: 'en' | 'th') =>
      (orderMailTemplates[kind] as (d: unknown, l: 'en' | 'th', k: typeof links) => ReturnType<typeof receiptMail>)(
        sampleOrderMailData[kind],
        language,
        links,
      );

    it('names the order and links to its page in both parts, in English', () => {
      const mail = render('en');
      expect(mail.subject).toContain('#ABCD5678');
      expect(mail.subject).not.toMatch(THAI);
      expect(mail.text).toContain('Hi Somchai Jaidee,');
      expect(mail.text).toContain(trackUrl);
      expect(mail.body).toContain(`href="${trackUrl}"`);
      expect(mail.preheader.length).toBeGreaterThan(10);
    });

    it('is written in Thai for a Thai shopper', () => {
      const mail = render('th');
      expect(mail.subject).toContain('#ABCD5678');
      expect(mail.subject).toMatch(THAI);
      expect(mail.preheader).toMatch(THAI);
      expect(mail.text).toContain('สวัสดีคุณ Somchai Jaidee');
      expect(mail.text).toContain(trackUrl);
      // No English sentence left behind: the only Latin words are names, the order number, the link and the THB sign.
      expect(mail.text).not.toMatch(/\b(Hi|Your|Order|Track|We|the)\b/);
    });

    it('is MJML body sections only (the core adds the layout)', () => {
      const { body } = render('en');
      expect(body.trim().startsWith('<mj-section')).toBe(true);
      expect(body).not.toContain('<mjml');
      expect(body).not.toContain('<mj-body');
    });
  });

  it('the receipt lists every line with options by name and price, the totals in THB, the payment and deadline', () => {
    const en = receiptMail(sampleOrderMailData['order-receipt'], 'en', links);
    for (const expected of [
      'Melody C',
      'Brown Leather Wrap',
      '+฿1,500',
      'Base price',
      '฿10,500',
      'Melody D',
      'Left-handed',
      'Premium Gift Box',
      'Quantity: 2 × ฿12,000 = ฿24,000',
      'Total: ฿38,500',
      'Payment method: Card',
      'Delivered by: Fri, 27 November 2026, 15:02 (Bangkok time)',
      'Paid on: Thu, 26 November 2026, 15:02 (Bangkok time)',
      '24-hour',
    ])
      expect(en.text).toContain(expected);
    expect(en.body).toContain('฿38,500');
    expect(en.body).toContain(
      '<mj-image src="https://shop.example/api/putter-configurations/6b1f0e5c-1111-4222-8333-444455556666/picture.png"',
    );
    // The line without a picture takes the whole width rather than an empty image.
    expect(en.body.match(/<mj-image/g)).toHaveLength(1);
    const th = receiptMail(sampleOrderMailData['order-receipt'], 'th', links);
    for (const expected of [
      'ยอดรวม: ฿38,500',
      'วิธีชำระเงิน: บัตรเครดิต/เดบิต',
      'ส่งถึงภายใน: 27 พฤศจิกายน 2569 เวลา 15:02 น.',
      'ถนัดซ้าย',
      'กริป: Brown Leather Wrap +฿1,500',
      'ราคาพื้นฐาน: ฿10,500',
      'จำนวน 2 × ฿12,000 = ฿24,000',
      '24 ชั่วโมง',
      'ฟรี',
    ])
      expect(th.text).toContain(expected);
  });

  it('names a payment made in store', () => {
    const data = {
      ...sampleOrderMailData['order-receipt'],
      paymentMethod: 'in_store' as const,
      channel: 'kiosk' as const,
    };
    expect(receiptMail(data, 'en', links).text).toContain('Payment method: Paid in store');
    expect(receiptMail(data, 'th', links).text).toContain('วิธีชำระเงิน: ชำระเงินที่ร้าน');
  });

  it('the at-risk apology names the promised deadline and the new estimate', () => {
    const en = atRiskMail(sampleOrderMailData['order-at-risk'], 'en', links);
    expect(en.text).toContain('sorry');
    expect(en.text).toContain('Fri, 27 November 2026, 15:02');
    expect(en.text).toContain('New estimated delivery: Sat, 28 November 2026, 15:02 (Bangkok time)');
    const th = atRiskMail(sampleOrderMailData['order-at-risk'], 'th', links);
    expect(th.text).toContain('ขออภัย');
    expect(th.text).toContain('กำหนดส่งใหม่โดยประมาณ: 28 พฤศจิกายน 2569 เวลา 15:02 น.');
  });

  it('the shipped mail shows the carrier and tracking number when given, and says they come later when not', () => {
    const given = shippedMail(sampleOrderMailData['order-shipped'], 'en', links);
    expect(given.text).toContain('Carrier: Thailand Post EMS');
    expect(given.text).toContain('Tracking number: EX123456785TH');
    expect(given.text).toContain(
      "The carrier's tracking page: https://track.thailandpost.co.th/?trackNumber=EX123456785TH",
    );
    expect(given.body).toContain('href="https://track.thailandpost.co.th/?trackNumber=EX123456785TH"');
    expect(given.text).not.toContain("carrier's tracking number as soon");
    const {
      carrier: _c,
      trackingNumber: _t,
      carrierTrackingUrl: _u,
      ...without
    } = sampleOrderMailData['order-shipped'];
    const none = shippedMail(without, 'en', links);
    expect(none.text).not.toContain('Carrier:');
    expect(none.text).toContain("Your order page will show the carrier's tracking number as soon as we have it.");
    expect(shippedMail({ ...without, carrier: null, trackingNumber: null }, 'th', links).text).toContain('หมายเลขพัสดุ');
  });

  it('the ready-to-collect mail shows the pickup code large and its QR as table cells, in both languages', () => {
    const data = sampleOrderMailData['order-ready-to-collect'];
    const mail = orderMailTemplates['order-ready-to-collect'](data, 'en', links);
    expect(mail.subject).toBe('Your putter is ready to collect (order #ABCD5678)');
    expect(mail.text).toContain('Pickup code: 7KQ4-MZ2P');
    expect(mail.body).toContain('7KQ4-MZ2P');
    expect(mail.body).toContain('aria-label="QR code of your pickup code"');
    // The QR is drawn as black and white cells: version 1 (21 modules) plus the quiet zone is 29 rows.
    const rows = mail.body.match(/<table role="presentation" cellpadding="0" cellspacing="0"/g) ?? [];
    expect(rows).toHaveLength(29);
    expect(mail.body).toContain('background:#000000');
    const th = orderMailTemplates['order-ready-to-collect'](data, 'th', links);
    expect(th.text).toContain('รหัสรับสินค้า: 7KQ4-MZ2P');
    expect(th.subject).toMatch(THAI);
  });

  it('the QR rows read back as the symbol of the code (finder pattern in the corner)', () => {
    const rows = pickupQrRows('7KQ4MZ2P');
    expect(rows).toHaveLength(29);
    // Row 4 is the finder pattern's top edge: 4 light (quiet zone), 7 dark, then light.
    expect(rows[4]?.slice(0, 2)).toEqual([
      [false, 4],
      [true, 7],
    ]);
    expect(rows.every((row) => row.reduce((sum, [, n]) => sum + n, 0) === 29)).toBe(true);
  });

  it('the delivered mail carries the care guide', () => {
    const mail = orderMailTemplates['order-delivered'](sampleOrderMailData['order-delivered'], 'en', links);
    expect(mail.text).toContain('Wipe the head dry after every round.');
    expect(mail.text).toContain('https://shop.example/about#care');
    const th = orderMailTemplates['order-delivered'](sampleOrderMailData['order-delivered'], 'th', links);
    expect(th.text).toContain('วิธีดูแลพัตเตอร์');
  });

  it('the remake mail names the order made again, why, the new deadline and that nothing is charged', () => {
    const data = sampleOrderMailData['order-remake'];
    const en = orderMailTemplates['order-remake'](data, 'en', links);
    expect(en.subject).toBe('We are making your putter again: order #ABCD5678');
    expect(en.text).toContain('Made again from order: #0A9D8C47');
    expect(en.text).toContain('Why: Wrong engraving');
    expect(en.text).toContain('No charge: nothing is taken from your card.');
    expect(en.text).not.toContain('Total');
    const th = orderMailTemplates['order-remake'](data, 'th', links);
    expect(th.text).toContain('สาเหตุ: สลักข้อความผิด');
    expect(th.text).toContain('ไม่มีค่าใช้จ่าย');
  });

  it('never lets a name become markup', () => {
    const data = { ...sampleOrderMailData['order-receipt'], customerName: '<b>Eve</b> & "co"' };
    const mail = receiptMail(data, 'en', links);
    expect(mail.body).not.toContain('<b>Eve</b>');
    expect(mail.body).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;');
    // The plain-text part is not HTML: the name as typed.
    expect(mail.text).toContain('Hi <b>Eve</b> & "co",');
  });
});

describe('order mails in the brand layout', () => {
  it.each(orderMailKinds.flatMap((kind) => [[kind, 'en'] as const, [kind, 'th'] as const]))(
    '%s (%s) is valid MJML and renders HTML with its plain-text part',
    async (kind, language) => {
      const content = (orderMailTemplates[kind] as MailTemplate)(sampleOrderMailData[kind], language, links);
      const rendered = await renderBrandLayout(content, { language, shopUrl: links.shopUrl, shopAddress: 'Bangkok' });
      expect(rendered.html).toContain('#ABCD5678');
      expect(rendered.html).toContain(`href="${trackUrl}"`);
      expect(rendered.text.startsWith(content.text)).toBe(true);
    },
  );
});
