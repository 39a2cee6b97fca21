import { defineTexts } from '@sound-putter/contracts';
import type { MailLanguage } from '../mail-kinds';
import { escapeHtml } from './escape';
import type { MailContent, MailLinks, MailTemplate } from './mail-template';

/** The web page each account link opens; the token rides in the query, the language too when it is Thai. */
export const accountLinkUrl = (links: MailLinks, page: string, token: string, language: MailLanguage): string =>
  `${links.shopUrl}/account/${page}?token=${encodeURIComponent(token)}${language === 'th' ? '&lang=th' : ''}`;

interface Message {
  subject: string;
  preheader: string;
  lines: readonly string[];
  /** A button and the same address written out (some clients hide buttons). */
  action?: { label: string; url: string; fallback: string };
  after?: string;
}

/** One column: the lines, the action with its written-out link, and a closing line. */
const compose = (m: Message): MailContent => {
  const text = m.lines.map((line) => `<mj-text>${escapeHtml(line)}</mj-text>`).join('\n  ');
  const action = m.action
    ? `<mj-button href="${escapeHtml(m.action.url)}" background-color="#1f4d3a">${escapeHtml(m.action.label)}</mj-button>
  <mj-text color="#6b6b6b" font-size="12px">${escapeHtml(m.action.fallback)}<br />${escapeHtml(m.action.url)}</mj-text>`
    : '';
  const after = m.after ? `<mj-text color="#6b6b6b">${escapeHtml(m.after)}</mj-text>` : '';
  return {
    subject: m.subject,
    preheader: m.preheader,
    body: `<mj-section><mj-column>
  ${[text, action, after].filter(Boolean).join('\n  ')}
</mj-column></mj-section>`,
    text: [...m.lines, ...(m.action ? [`${m.action.label}: ${m.action.url}`] : []), ...(m.after ? [m.after] : [])].join(
      '\n\n',
    ),
  };
};

/**
 * The account mails' words in both languages: English gives the shape and the type checker holds Thai to it. A mail
 * with a link has its button's `action`; values such as the new address are parameters of the words that embed them.
 */
const words = defineTexts({
  en: {
    /** Under each button, before the address written out (some clients hide buttons). */
    fallback: 'Or open this address:',
    verifyEmail: {
      subject: 'Confirm the e-mail of your Sound Putter account',
      preheader: 'Follow the link to confirm this address is yours.',
      lines: [
        'Thank you for creating a Sound Putter account.',
        'Confirm your e-mail address with the button below. The link works once, within 24 hours.',
      ],
      action: 'Confirm my e-mail',
      after: 'If you did not sign up, ignore this mail: the account stays unconfirmed.',
    },
    signUpExisting: {
      subject: 'Someone tried to sign up with your e-mail',
      preheader: 'This address already has a Sound Putter account.',
      lines: [
        'Someone tried to create a Sound Putter account with this address. It already has one, so nothing was created.',
        'If it was you, sign in with your password, or choose a new one with the link below.',
      ],
      action: 'Reset my password',
      after: 'If it was not you, you need to do nothing: your account is unchanged.',
    },
    passwordReset: {
      subject: 'Reset the password of your Sound Putter account',
      preheader: 'The link works once, within 1 hour.',
      lines: [
        'Someone asked to reset the password of the account with this address.',
        'Choose a new password with the button below. The link works once, within 1 hour, and signs out every device.',
      ],
      action: 'Choose a new password',
      after: 'If you did not ask, ignore this mail: your password stays as it is.',
    },
    confirmNewEmail: {
      subject: 'Confirm the new e-mail of your Sound Putter account',
      preheader: (newEmail: string) => `Move the account to ${newEmail}.`,
      lines: (newEmail: string) => [
        `Someone asked to move a Sound Putter account to ${newEmail}.`,
        'Confirm with the button below. The link works once, within 24 hours.',
      ],
      action: 'Confirm the new e-mail',
      after: 'If you did not ask, ignore this mail: nothing changes.',
    },
    emailChanged: {
      subject: 'The e-mail of your Sound Putter account was changed',
      preheader: (newEmail: string) => `Your account now uses ${newEmail}.`,
      lines: (newEmail: string) => [`The Sound Putter account that used this address now signs in with ${newEmail}.`],
      after: 'If you did not make this change, contact the shop at once.',
    },
    staffInvitation: {
      subject: 'You are invited to the Sound Putter workshop',
      preheader: 'Choose a password to use the back office.',
      lines: (role: InvitationData['role'], name?: string) => [
        name ? `Hello ${name},` : 'Hello,',
        `You have been invited to the Sound Putter shop's back office as ${role === 'admin' ? 'an admin' : 'staff'}.`,
        'Choose your password with the button below. The link works once, within 72 hours; then sign in with this address.',
      ],
      action: 'Choose my password',
      after: 'If you do not know this shop, ignore this mail: the account stays closed.',
    },
  },
  th: {
    fallback: 'หรือเปิดลิงก์นี้:',
    verifyEmail: {
      subject: 'ยืนยันอีเมลของบัญชี Sound Putter',
      preheader: 'กดลิงก์เพื่อยืนยันว่าอีเมลนี้เป็นของคุณ',
      lines: ['ขอบคุณที่สมัครบัญชี Sound Putter', 'กดปุ่มด้านล่างเพื่อยืนยันอีเมลของคุณ ลิงก์ใช้ได้ครั้งเดียวภายใน 24 ชั่วโมง'],
      action: 'ยืนยันอีเมล',
      after: 'หากคุณไม่ได้สมัคร ไม่ต้องทำอะไร บัญชีจะไม่ได้รับการยืนยัน',
    },
    signUpExisting: {
      subject: 'มีการสมัครบัญชีด้วยอีเมลของคุณ',
      preheader: 'อีเมลนี้มีบัญชี Sound Putter อยู่แล้ว',
      lines: [
        'มีผู้พยายามสมัครบัญชี Sound Putter ด้วยอีเมลนี้ แต่อีเมลนี้มีบัญชีอยู่แล้ว จึงไม่มีการสร้างบัญชีใหม่',
        'หากเป็นคุณ ให้เข้าสู่ระบบด้วยรหัสผ่านเดิม หรือตั้งรหัสผ่านใหม่ได้ที่ลิงก์ด้านล่าง',
      ],
      action: 'ตั้งรหัสผ่านใหม่',
      after: 'หากไม่ใช่คุณ ไม่ต้องทำอะไร บัญชีของคุณยังปลอดภัย',
    },
    passwordReset: {
      subject: 'ตั้งรหัสผ่านใหม่สำหรับบัญชี Sound Putter',
      preheader: 'ลิงก์ใช้ได้ครั้งเดียวภายใน 1 ชั่วโมง',
      lines: [
        'มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของอีเมลนี้',
        'กดปุ่มด้านล่างเพื่อตั้งรหัสผ่านใหม่ ลิงก์ใช้ได้ครั้งเดียวภายใน 1 ชั่วโมง และทุกอุปกรณ์ที่เข้าสู่ระบบอยู่จะถูกออกจากระบบ',
      ],
      action: 'ตั้งรหัสผ่านใหม่',
      after: 'หากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านเดิมยังใช้ได้',
    },
    confirmNewEmail: {
      subject: 'ยืนยันอีเมลใหม่ของบัญชี Sound Putter',
      preheader: (newEmail: string) => `ย้ายบัญชีมาที่ ${newEmail}`,
      lines: (newEmail: string) => [
        `มีคำขอเปลี่ยนอีเมลของบัญชี Sound Putter เป็น ${newEmail}`,
        'กดปุ่มด้านล่างเพื่อยืนยัน ลิงก์ใช้ได้ครั้งเดียวภายใน 24 ชั่วโมง',
      ],
      action: 'ยืนยันอีเมลใหม่',
      after: 'หากคุณไม่ได้ขอ ไม่ต้องทำอะไร บัญชีจะไม่ถูกเปลี่ยน',
    },
    emailChanged: {
      subject: 'อีเมลของบัญชี Sound Putter ถูกเปลี่ยนแล้ว',
      preheader: (newEmail: string) => `บัญชีของคุณใช้อีเมล ${newEmail} แล้ว`,
      lines: (newEmail: string) => [`บัญชี Sound Putter ที่เคยใช้อีเมลนี้ ตอนนี้ใช้อีเมล ${newEmail} ในการเข้าสู่ระบบ`],
      after: 'หากคุณไม่ได้เปลี่ยน โปรดติดต่อร้านทันที',
    },
    staffInvitation: {
      subject: 'คำเชิญเข้าร่วมทีม Sound Putter',
      preheader: 'ตั้งรหัสผ่านเพื่อเข้าใช้ระบบหลังร้าน',
      lines: (role: InvitationData['role'], name?: string) => [
        name ? `สวัสดีคุณ ${name}` : 'สวัสดี',
        `คุณได้รับเชิญให้ใช้ระบบของร้าน Sound Putter ในฐานะ${role === 'admin' ? 'ผู้ดูแลระบบ' : 'พนักงาน'}`,
        'กดปุ่มด้านล่างเพื่อตั้งรหัสผ่าน ลิงก์ใช้ได้ครั้งเดียวภายใน 72 ชั่วโมง จากนั้นเข้าสู่ระบบด้วยอีเมลนี้',
      ],
      action: 'ตั้งรหัสผ่าน',
      after: 'หากคุณไม่รู้จักร้านนี้ ไม่ต้องทำอะไร บัญชีจะไม่เปิดใช้งาน',
    },
  },
});

type AccountWords = (typeof words)[MailLanguage];

/** A mail with a button to `url`, the address written out under it. */
const buttonMail = (
  w: AccountWords,
  m: { subject: string; preheader: string; lines: readonly string[]; action: string; after: string },
  url: string,
): MailContent => compose({ ...m, action: { label: m.action, url, fallback: w.fallback } });

export interface TokenData {
  token: string;
}

/** After sign-up: the link that proves the account holds its address. */
export const verifyEmailTemplate: MailTemplate<TokenData> = ({ token }, language, links) => {
  const w = words[language];
  return buttonMail(w, w.verifyEmail, accountLinkUrl(links, 'verify-email', token, language));
};

/** To an address that already has an account, when someone signs up with it: nothing was created. */
export const signUpExistingTemplate: MailTemplate<Record<string, never>> = (_data, language, links) => {
  const w = words[language];
  return buttonMail(
    w,
    w.signUpExisting,
    `${links.shopUrl}/account/forgot-password${language === 'th' ? '?lang=th' : ''}`,
  );
};

/** "Forgot password": the link to the new-password page. */
export const passwordResetTemplate: MailTemplate<TokenData> = ({ token }, language, links) => {
  const w = words[language];
  return buttonMail(w, w.passwordReset, accountLinkUrl(links, 'reset-password', token, language));
};

export interface NewEmailData extends TokenData {
  newEmail: string;
}

/** To the new address of an e-mail change: the link that moves the account there. */
export const confirmNewEmailTemplate: MailTemplate<NewEmailData> = ({ token, newEmail }, language, links) => {
  const w = words[language];
  const m = w.confirmNewEmail;
  return buttonMail(
    w,
    { ...m, preheader: m.preheader(newEmail), lines: m.lines(newEmail) },
    accountLinkUrl(links, 'confirm-email', token, language),
  );
};

/** To the address an account left: it now signs in with the new one. */
export const emailChangedTemplate: MailTemplate<{ newEmail: string }> = ({ newEmail }, language) => {
  const m = words[language].emailChanged;
  return compose({ ...m, preheader: m.preheader(newEmail), lines: m.lines(newEmail) });
};

export interface InvitationData extends TokenData {
  role: 'staff' | 'admin';
  name?: string;
}

/** An admin's invitation to a colleague: the link to the page that sets the staff account's password. */
export const staffInvitationTemplate: MailTemplate<InvitationData> = ({ token, role, name }, language, links) => {
  const w = words[language];
  const m = w.staffInvitation;
  return buttonMail(
    w,
    { ...m, lines: m.lines(role, name) },
    accountLinkUrl(links, 'accept-invitation', token, language),
  );
};
