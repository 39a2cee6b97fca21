import {
  confirmNewEmailTemplate,
  emailChangedTemplate,
  passwordResetTemplate,
  signUpExistingTemplate,
  staffInvitationTemplate,
  verifyEmailTemplate,
} from './account.templates';

const links = { shopUrl: 'https://shop.example' };
const token = '3f0c2a8e-1b2c-4d5e-8f90-a1b2c3d4e5f6.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

describe('account mail templates', () => {
  it.each([
    ['verify', verifyEmailTemplate, 'verify-email'],
    ['reset', passwordResetTemplate, 'reset-password'],
  ] as const)('the %s mail links its page with the token, in both languages', (_, template, page) => {
    const en = template({ token }, 'en', links);
    const th = template({ token }, 'th', links);
    expect(en.body).toContain(`https://shop.example/account/${page}?token=${encodeURIComponent(token)}"`);
    expect(en.text).toContain(`https://shop.example/account/${page}?token=${encodeURIComponent(token)}`);
    expect(th.text).toContain(`https://shop.example/account/${page}?token=${encodeURIComponent(token)}&lang=th`);
    expect(th.subject).toMatch(/[\u0E00-\u0E7F]/);
    expect(en.subject).not.toMatch(/[\u0E00-\u0E7F]/);
  });

  it('tells how long each link works', () => {
    expect(verifyEmailTemplate({ token }, 'en', links).text).toContain('24 hours');
    expect(passwordResetTemplate({ token }, 'en', links).text).toContain('1 hour');
    expect(passwordResetTemplate({ token }, 'th', links).text).toContain('1 ชั่วโมง');
  });

  it('escapes the new address in markup and names it in both parts', () => {
    const mail = confirmNewEmailTemplate({ token, newEmail: 'a<b>@example.com' }, 'en', links);
    expect(mail.body).toContain('a&lt;b&gt;@example.com');
    expect(mail.body).not.toContain('a<b>@');
    expect(mail.text).toContain('a<b>@example.com');
    expect(mail.text).toContain('/account/confirm-email?token=');
  });

  it('the sign-up notice carries no token, only the way to a reset', () => {
    for (const language of ['en', 'th'] as const) {
      const mail = signUpExistingTemplate({}, language, links);
      expect(mail.text).toContain('https://shop.example/account/forgot-password');
      expect(mail.text).not.toContain('token=');
    }
  });

  it('tells the old address where the account went, with no link to follow', () => {
    const mail = emailChangedTemplate({ newEmail: 'new@example.com' }, 'th', links);
    expect(mail.text).toContain('new@example.com');
    expect(mail.body).not.toContain('mj-button');
  });

  it('the invitation links the accept page with the token, names the role and the 72 hours, in both languages', () => {
    const en = staffInvitationTemplate({ token, role: 'admin', name: 'Nok <3' }, 'en', links);
    const th = staffInvitationTemplate({ token, role: 'staff' }, 'th', links);
    const url = `https://shop.example/account/accept-invitation?token=${encodeURIComponent(token)}`;
    expect(en.body).toContain(`${url}"`);
    expect(en.text).toContain(url);
    expect(th.text).toContain(`${url}&lang=th`);
    expect(en.text).toContain('Hello Nok <3,');
    expect(en.body).toContain('Nok &lt;3');
    expect(en.text).toContain('as an admin');
    expect(en.text).toContain('72 hours');
    expect(th.text).toContain('72 ชั่วโมง');
    expect(th.text).toContain('พนักงาน');
    expect(th.subject).toMatch(/[\u0E00-\u0E7F]/);
    expect(en.subject).not.toMatch(/[\u0E00-\u0E7F]/);
  });
});
