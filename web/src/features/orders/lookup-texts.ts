import { defineTexts, type Texts } from '@sound-putter/contracts';

/** Track by e-mail and its mailed link's page, in the page's language. */
export const lookupTexts = defineTexts({
  th: {
    heading: 'ติดตามด้วยอีเมล',
    otherHeading: 'ค้นหาด้วยอีเมลอื่น',
    how: 'เราจะส่งลิงก์ไปที่อีเมลที่ใช้สั่งซื้อ เปิดลิงก์ในเบราว์เซอร์นี้ภายใน 24 ชั่วโมงเพื่อดูคำสั่งซื้อทั้งหมดของอีเมลนั้นที่นี่ได้ 24 ชั่วโมง ลิงก์ใช้ได้ครั้งเดียว และจะไม่แสดงข้อมูลคำสั่งซื้อใดๆ จนกว่าจะเปิดลิงก์',
    label: 'อีเมลที่ใช้สั่งซื้อ',
    send: 'ส่งลิงก์',
    sentHeading: 'ตรวจสอบกล่องจดหมายของคุณ',
    sent: (email: string) =>
      `เราส่งลิงก์ไปที่ ${email} แล้ว เปิดลิงก์ในเบราว์เซอร์นี้ภายใน 24 ชั่วโมงเพื่อดูคำสั่งซื้อของอีเมลนี้ หากไม่พบอีเมล ให้ตรวจสอบโฟลเดอร์สแปม หรือขอลิงก์ใหม่`,
    thisBrowserHeading: 'คำสั่งซื้อในเบราว์เซอร์นี้',
    thisBrowserEmpty: {
      title: 'ยังไม่มีคำสั่งซื้อในเบราว์เซอร์นี้',
      text: 'คำสั่งซื้อที่สั่งจากเบราว์เซอร์นี้ หรือที่เปิดจากลิงก์ในอีเมล จะแสดงที่นี่',
    },
    failed: 'ส่งลิงก์ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    askAgain: 'ขอลิงก์ใหม่',
    opening: 'กำลังเปิดลิงก์…',
    yourOrders: 'คำสั่งซื้อของคุณ',
    openUntil: (until: string) =>
      `เปิดในเบราว์เซอร์นี้แล้ว แสดงได้ถึง ${until} ลิงก์ในอีเมลใช้ซ้ำไม่ได้ และเบราว์เซอร์อื่นจะไม่เห็นคำสั่งซื้อเหล่านี้`,
    noOrders: {
      title: 'ไม่พบคำสั่งซื้อสำหรับอีเมลนี้',
      text: 'ตรวจสอบว่าเป็นอีเมลที่ใช้สั่งซื้อ หรือติดต่อฝ่ายบริการลูกค้า',
    },
    back: 'กลับไปหน้าติดตามคำสั่งซื้อ',
  },
  en: {
    heading: 'Track by e-mail',
    otherHeading: 'Track another e-mail',
    how: "We'll e-mail a link to the address you ordered with. Open it in this browser within 24 hours to see that address's orders here for 24 hours. The link works once, and nothing about the orders is shown until it is opened.",
    label: 'Order e-mail',
    send: 'Send link',
    sentHeading: 'Check your inbox',
    sent: (email: string) =>
      `We've sent a link to ${email}. Open it in this browser within 24 hours to see the orders placed with this address. No mail? Check your spam folder, or ask for a new link.`,
    thisBrowserHeading: 'Orders in this browser',
    thisBrowserEmpty: {
      title: 'No orders in this browser yet',
      text: 'Orders placed here, or opened from an e-mailed link, show here.',
    },
    failed: 'The link could not be sent. Please try again.',
    askAgain: 'Ask for a new link',
    opening: 'Opening your link…',
    yourOrders: 'Your orders',
    openUntil: (until: string) =>
      `Open in this browser until ${until}. The link in the mail cannot be used again, and other browsers do not see these orders.`,
    noOrders: {
      title: 'No orders for this address',
      text: 'Check it is the address you ordered with, or contact us.',
    },
    back: 'Back to order tracking',
  },
});

/** What a lookup link's page says when the link cannot be opened, by the server's error code. */
export const linkErrorTexts: Record<string, Texts<{ title: string; text: string }>> = {
  lookup_link_used: {
    th: {
      title: 'ลิงก์นี้ถูกใช้แล้ว',
      text: 'ลิงก์นี้ถูกใช้ไปแล้ว ลิงก์แต่ละลิงก์เปิดได้ครั้งเดียว ขอลิงก์ใหม่เพื่อดูคำสั่งซื้อในเบราว์เซอร์นี้',
    },
    en: {
      title: 'Link already used',
      text: 'This link has been used already: each link opens once. Ask for a new one to see your orders in this browser.',
    },
  },
  lookup_link_expired: {
    th: { title: 'ลิงก์หมดอายุ', text: 'ลิงก์นี้หมดอายุแล้ว (ใช้ได้ภายใน 24 ชั่วโมง) กรุณาขอลิงก์ใหม่' },
    en: { title: 'Link expired', text: 'This link has expired (links work for 24 hours). Please ask for a new one.' },
  },
  invalid: {
    th: {
      title: 'ลิงก์ไม่ถูกต้อง',
      text: 'ลิงก์นี้ไม่ถูกต้อง อาจคัดลอกมาไม่ครบ กรุณาเปิดจากอีเมลอีกครั้ง หรือขอลิงก์ใหม่',
    },
    en: {
      title: 'Link not valid',
      text: 'This link is not valid; it may have been copied incompletely. Open it from the e-mail again, or ask for a new one.',
    },
  },
  failed: {
    th: { title: 'เปิดลิงก์ไม่สำเร็จ', text: 'ไม่สามารถเปิดลิงก์ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง' },
    en: { title: 'Could not open the link', text: 'The link could not be opened just now. Please try again.' },
  },
};
