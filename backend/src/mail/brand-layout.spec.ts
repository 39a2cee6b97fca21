import { renderBrandLayout } from './brand-layout';
import { mailCheckTemplate } from './templates/mail-check.template';

const links = { shopUrl: 'https://shop.example' };
const layout = { shopUrl: links.shopUrl, shopAddress: '99 Rama IV Rd, Bangkok 10500' };

describe('renderBrandLayout', () => {
  it('wraps the body in the brand header and the footer with the address, with a plain-text part', async () => {
    const content = mailCheckTemplate({ requestedBy: 'staff@example.com' }, 'en', links);
    const mail = await renderBrandLayout(content, { ...layout, language: 'en' });
    expect(mail.subject).toBe('Test mail from Sound Putter');
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain('SOUND PUTTER');
    expect(mail.html).toContain('href="https://shop.example"');
    expect(mail.html).toContain('If you can read it, the shop sends mail correctly.');
    expect(mail.html).toContain('99 Rama IV Rd, Bangkok 10500');
    expect(mail.html).toContain('The shop can send mail.');
    expect(mail.html).not.toContain('Unsubscribe');
    expect(mail.text).toContain('If you can read it, the shop sends mail correctly.');
    expect(mail.text).toContain('Sound Putter · 99 Rama IV Rd, Bangkok 10500');
    expect(mail.text).not.toContain('<');
  });

  it('writes Thai mails in Thai, footer included', async () => {
    const content = mailCheckTemplate({ requestedBy: 'staff@example.com' }, 'th', links);
    const mail = await renderBrandLayout(content, { ...layout, language: 'th' });
    expect(mail.subject).toBe('อีเมลทดสอบจาก Sound Putter');
    expect(mail.html).toContain('lang="th"');
    expect(mail.html).toContain('คุณได้รับอีเมลนี้');
    expect(mail.text).toContain('นี่คืออีเมลทดสอบ');
  });

  it('adds the unsubscribe link only when given one (marketing mails)', async () => {
    const content = mailCheckTemplate({ requestedBy: 'x@example.com' }, 'en', links);
    const mail = await renderBrandLayout(content, {
      ...layout,
      language: 'en',
      unsubscribeUrl: 'https://shop.example/unsubscribe?t=abc',
    });
    expect(mail.html).toContain('href="https://shop.example/unsubscribe?t=abc"');
    expect(mail.text).toContain('Unsubscribe: https://shop.example/unsubscribe?t=abc');
  });

  it('escapes what customers typed, so it shows as text and cannot add markup', async () => {
    const content = mailCheckTemplate({ requestedBy: '<b onclick="x">Somchai & co</b>' }, 'en', links);
    const mail = await renderBrandLayout(content, { ...layout, language: 'en' });
    expect(mail.html).toContain('&lt;b onclick=&quot;x&quot;&gt;Somchai &amp; co&lt;/b&gt;');
    expect(mail.html).not.toContain('<b onclick');
  });

  it('refuses a body that is not valid MJML, instead of sending a broken mail', async () => {
    const broken = { subject: 's', preheader: 'p', text: 't', body: '<mj-section><mj-bogus /></mj-section>' };
    await expect(renderBrandLayout(broken, { ...layout, language: 'en' })).rejects.toThrow();
  });
});
