import { defineTexts } from '@sound-putter/contracts';
import { escapeHtml } from './escape';
import type { MailTemplate } from './mail-template';

export interface MailCheckData {
  /** Who asked for the test mail (a staff e-mail address). */
  requestedBy: string;
}

const words = defineTexts({
  en: {
    subject: 'Test mail from Sound Putter',
    preheader: 'The shop can send mail.',
    lead: 'This is a test mail. If you can read it, the shop sends mail correctly.',
    by: 'Requested by',
  },
  th: {
    subject: 'อีเมลทดสอบจาก Sound Putter',
    preheader: 'ร้านส่งอีเมลได้แล้ว',
    lead: 'นี่คืออีเมลทดสอบ หากคุณอ่านข้อความนี้ได้ แสดงว่าร้านส่งอีเมลได้ถูกต้อง',
    by: 'ส่งโดย',
  },
});

/** Staff's test mail: one sentence and who asked, so an inbox shows the layout and both languages. */
export const mailCheckTemplate: MailTemplate<MailCheckData> = (data, language) => {
  const w = words[language];
  return {
    subject: w.subject,
    preheader: w.preheader,
    body: `<mj-section><mj-column>
  <mj-text>${escapeHtml(w.lead)}</mj-text>
  <mj-text color="#6b6b6b">${escapeHtml(w.by)}: ${escapeHtml(data.requestedBy)}</mj-text>
</mj-column></mj-section>`,
    text: `${w.lead}\n\n${w.by}: ${data.requestedBy}`,
  };
};
