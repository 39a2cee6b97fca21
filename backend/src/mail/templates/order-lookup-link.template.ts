import { defineTexts } from '@sound-putter/contracts';
import { linkMail } from './link-mail';
import type { MailTemplate } from './mail-template';

export interface OrderLookupLinkData {
  /** The link's token (its hash is all the database keeps). */
  token: string;
  /** How long the link works. */
  validHours: number;
}

/** The page that opens the link; the token rides in the fragment, which browsers never send to a server. */
export const orderLookupUrl = (shopUrl: string, token: string): string =>
  `${shopUrl}/orders/lookup#token=${encodeURIComponent(token)}`;

const words = defineTexts({
  en: {
    subject: 'Your Sound Putter orders: your link',
    preheader: 'Open your orders in this browser. The link works once.',
    lead: 'Someone (we hope you) asked to see the orders placed with this e-mail address at Sound Putter.',
    how: (hours: number) =>
      `Open the link in the browser you want to use: it shows those orders there for 24 hours. The link works ` +
      `once, within ${hours} hours. If there are no orders with this address yet, the page will say so.`,
    button: 'Open my orders',
    ignore: 'Did not ask? Ignore this mail: nobody sees your orders without this link.',
  },
  th: {
    subject: 'ลิงก์ดูคำสั่งซื้อ Sound Putter ของคุณ',
    preheader: 'เปิดดูคำสั่งซื้อของคุณในเบราว์เซอร์นี้ ลิงก์ใช้ได้ครั้งเดียว',
    lead: 'มีการขอดูคำสั่งซื้อที่ใช้อีเมลนี้ที่ Sound Putter',
    how: (hours: number) =>
      `เปิดลิงก์ในเบราว์เซอร์ที่คุณต้องการใช้ คำสั่งซื้อเหล่านั้นจะแสดงในเบราว์เซอร์นั้นเป็นเวลา 24 ชั่วโมง ` +
      `ลิงก์ใช้ได้ครั้งเดียวภายใน ${hours} ชั่วโมง หากยังไม่มีคำสั่งซื้อที่ใช้อีเมลนี้ หน้าเว็บจะแจ้งให้ทราบ`,
    button: 'เปิดดูคำสั่งซื้อของฉัน',
    ignore: 'หากคุณไม่ได้เป็นผู้ขอ ไม่ต้องทำอะไร ไม่มีใครเห็นคำสั่งซื้อของคุณหากไม่มีลิงก์นี้',
  },
});

/** Track by e-mail: the one link that opens the address's orders, in the browser that opens it. */
export const orderLookupLinkTemplate: MailTemplate<OrderLookupLinkData> = (data, language, links) => {
  const w = words[language];
  return linkMail({ ...w, how: w.how(data.validHours) }, orderLookupUrl(links.shopUrl, data.token));
};
