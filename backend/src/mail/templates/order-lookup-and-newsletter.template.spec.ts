import type { AppConfig } from '../../infrastructure/config/app-config';
import { renderBrandLayout } from '../brand-layout';
import { MailRenderer } from '../mail-renderer';
import { mailLanguages } from '../mail-kinds';
import { newsletterConfirmTemplate } from './newsletter-confirm.template';
import { newsletterWelcomeTemplate } from './newsletter-welcome.template';
import { orderLookupLinkTemplate } from './order-lookup-link.template';

const links = { shopUrl: 'https://shop.example' };
const layout = { shopUrl: links.shopUrl, shopAddress: '99 Rama IV Rd, Bangkok 10500' };
const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

describe('the order lookup and newsletter mails', () => {
  it.each(mailLanguages)(
    'the lookup link mail (%s) carries the one link, in HTML and text, and no order data',
    async (language) => {
      const content = orderLookupLinkTemplate({ token, validHours: 24 }, language, links);
      const mail = await renderBrandLayout(content, { ...layout, language });
      const url = `https://shop.example/orders/lookup#token=${token}`;
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.text).toContain(url);
      expect(mail.text).toContain('24');
      expect(mail.text).not.toContain('<');
      expect(mail.html).not.toMatch(/Unsubscribe|ยกเลิกการรับอีเมล/);
      expect(content.subject).toBe(
        language === 'en' ? 'Your Sound Putter orders: your link' : 'ลิงก์ดูคำสั่งซื้อ Sound Putter ของคุณ',
      );
    },
  );

  it.each(mailLanguages)('the newsletter confirmation (%s) links to the confirm page', async (language) => {
    const content = newsletterConfirmTemplate({ token, validHours: 48 }, language, links);
    const mail = await renderBrandLayout(content, { ...layout, language });
    // A Thai mail opens the page in Thai.
    const page = `https://shop.example/newsletter/confirm${language === 'th' ? '?lang=th' : ''}#token=${token}`;
    expect(mail.html).toContain(`href="${page}"`);
    expect(mail.text).toContain('48');
    expect(content.text).toMatch(language === 'en' ? /unsubscribe link/ : /ยกเลิกการรับอีเมล/);
  });

  it.each(mailLanguages)('the newsletter welcome (%s) carries its unsubscribe link in the body', async (language) => {
    const content = newsletterWelcomeTemplate({ unsubscribeToken: token }, language, links);
    const url = `https://shop.example/newsletter/unsubscribe${language === 'th' ? '?lang=th' : ''}#token=${token}`;
    const mail = await renderBrandLayout(content, { ...layout, language, unsubscribeUrl: url });
    expect(mail.html).toContain(`href="${url}"`);
    expect(content.text).toContain(url);
    expect(mail.text).toContain(`${language === 'en' ? 'Unsubscribe' : 'ยกเลิกการรับอีเมล'}: ${url}`);
  });

  it('is rendered by the sender as a marketing mail: the layout adds the unsubscribe footer from its data', async () => {
    const renderer = new MailRenderer({ shopUrl: links.shopUrl, SHOP_ADDRESS: layout.shopAddress } as AppConfig);
    const unsubscribeUrl = `https://shop.example/newsletter/unsubscribe#token=${token}`;
    const mail = await renderer.render('newsletter-welcome', 'th', { unsubscribeToken: token, unsubscribeUrl });
    expect(mail.html).toContain('ยกเลิกการรับอีเมล');
    expect(mail.text).toContain(`ยกเลิกการรับอีเมล: ${unsubscribeUrl}`);
    expect(mail.headers).toEqual({});
    // With its one-click URL it also carries the RFC 8058 headers a mail client's "unsubscribe" button uses.
    const oneClick = `https://shop.example/api/newsletter/unsubscribe/one-click?token=${token}`;
    const withHeaders = await renderer.render('newsletter-welcome', 'th', {
      unsubscribeToken: token,
      unsubscribeUrl,
      listUnsubscribeUrl: oneClick,
    });
    expect(withHeaders.headers).toEqual({
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // A transactional mail never carries them, whatever its data says.
    const lookup = await renderer.render('order-lookup-link', 'en', {
      token,
      validHours: 24,
      listUnsubscribeUrl: oneClick,
    });
    expect(lookup.headers).toEqual({});
    // Without the link in its data a marketing mail is not sent at all (the control: the same data renders above).
    await expect(renderer.render('newsletter-welcome', 'th', { unsubscribeToken: token })).rejects.toThrow(
      /unsubscribeUrl/,
    );
  });

  it('escapes what it puts into markup', () => {
    const content = orderLookupLinkTemplate({ token: '"><script>', validHours: 24 }, 'en', links);
    expect(content.body).not.toContain('<script>');
  });
});
