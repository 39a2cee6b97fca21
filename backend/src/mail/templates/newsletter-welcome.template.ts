import { defineTexts, type ShopLanguage } from '@sound-putter/contracts';
import { escapeHtml } from './escape';
import type { MailTemplate } from './mail-template';

/** Every newsletter (marketing) mail's data carries its own unsubscribe token. */
export interface NewsletterMailData {
  unsubscribeToken: string;
}

/** The page that unsubscribes (and the one-click endpoint for the List-Unsubscribe header). */
export const newsletterUnsubscribeUrl = (shopUrl: string, token: string, language: ShopLanguage = 'en'): string =>
  `${shopUrl}/newsletter/unsubscribe${language === 'th' ? '?lang=th' : ''}#token=${encodeURIComponent(token)}`;
export const newsletterOneClickUrl = (shopUrl: string, token: string): string =>
  `${shopUrl}/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`;

const words = defineTexts({
  en: {
    subject: "You're on the Sound Putter newsletter",
    preheader: 'Sound news and new models, first.',
    lead: 'Thank you for confirming. You will hear about sound news and new Sound Putter models first, a few times a year.',
    shop: 'Visit the shop',
    leave: 'Changed your mind? Unsubscribe with one click, any time',
  },
  th: {
    subject: 'คุณสมัครรับจดหมายข่าว Sound Putter แล้ว',
    preheader: 'ข่าวสารเรื่องเสียงและรุ่นใหม่ก่อนใคร',
    lead: 'ขอบคุณที่ยืนยัน คุณจะได้รับข่าวสารเรื่องเสียงและพัตเตอร์ Sound Putter รุ่นใหม่ก่อนใคร ปีละไม่กี่ครั้ง',
    shop: 'ไปที่ร้าน',
    leave: 'เปลี่ยนใจ? ยกเลิกการรับอีเมลได้ทุกเมื่อด้วยคลิกเดียว',
  },
});

/** The first newsletter mail (marketing): sent once consent is recorded, with its unsubscribe link. */
export const newsletterWelcomeTemplate: MailTemplate<NewsletterMailData> = (data, language, links) => {
  const w = words[language];
  const leave = newsletterUnsubscribeUrl(links.shopUrl, data.unsubscribeToken, language);
  return {
    subject: w.subject,
    preheader: w.preheader,
    body: `<mj-section><mj-column>
  <mj-text>${escapeHtml(w.lead)}</mj-text>
  <mj-button href="${escapeHtml(links.shopUrl)}" background-color="#1a1a1a" color="#ffffff">${escapeHtml(w.shop)}</mj-button>
  <mj-text color="#6b6b6b" font-size="14px"><a href="${escapeHtml(leave)}" style="color:#6b6b6b">${escapeHtml(w.leave)}</a></mj-text>
</mj-column></mj-section>`,
    text: `${w.lead}\n\n${w.shop}: ${links.shopUrl}\n\n${w.leave}: ${leave}`,
  };
};
