import { defineTexts, type ShopLanguage } from '@sound-putter/contracts';
import { linkMail } from './link-mail';
import type { MailTemplate } from './mail-template';

export interface NewsletterConfirmData {
  token: string;
  validHours: number;
}

/** The confirm page; a Thai mail's link opens it in Thai (`?lang=th`, as the account mails' links do). */
export const newsletterConfirmUrl = (shopUrl: string, token: string, language: ShopLanguage = 'en'): string =>
  `${shopUrl}/newsletter/confirm${language === 'th' ? '?lang=th' : ''}#token=${encodeURIComponent(token)}`;

const words = defineTexts({
  en: {
    subject: 'Confirm your Sound Putter newsletter',
    preheader: 'One click to get sound news and new models first.',
    lead: 'Someone (we hope you) asked for the Sound Putter newsletter at this address: sound news and new models, a few times a year.',
    how: (hours: number) =>
      `Confirm within ${hours} hours and we will send it. Every newsletter mail has an unsubscribe link.`,
    button: 'Yes, send me the newsletter',
    ignore: 'Did not ask? Ignore this mail: without your confirmation we send nothing more.',
  },
  th: {
    subject: 'ยืนยันการรับจดหมายข่าว Sound Putter',
    preheader: 'คลิกเดียวเพื่อรับข่าวสารและรุ่นใหม่ก่อนใคร',
    lead: 'มีการขอรับจดหมายข่าว Sound Putter ที่อีเมลนี้ ข่าวสารเรื่องเสียงและพัตเตอร์รุ่นใหม่ ปีละไม่กี่ครั้ง',
    how: (hours: number) => `ยืนยันภายใน ${hours} ชั่วโมงแล้วเราจะเริ่มส่ง ทุกฉบับมีลิงก์ยกเลิกการรับอีเมล`,
    button: 'ยืนยันรับจดหมายข่าว',
    ignore: 'หากคุณไม่ได้เป็นผู้ขอ ไม่ต้องทำอะไร หากไม่ยืนยันเราจะไม่ส่งอีเมลใดๆ อีก',
  },
});

/** The double opt-in's confirmation: nothing marketing is sent before this link is opened. */
export const newsletterConfirmTemplate: MailTemplate<NewsletterConfirmData> = (data, language, links) => {
  const w = words[language];
  return linkMail({ ...w, how: w.how(data.validHours) }, newsletterConfirmUrl(links.shopUrl, data.token, language));
};
