/** Track by e-mail, explained in both languages (the tracking screens are Thai; the shop is English too). */
export const lookupTexts = {
  heading: { th: 'ติดตามด้วยอีเมล', en: 'Track by e-mail' },
  otherHeading: { th: 'ค้นหาด้วยอีเมลอื่น', en: 'Track another e-mail' },
  how: {
    th: 'เราจะส่งลิงก์ไปที่อีเมลที่ใช้สั่งซื้อ เปิดลิงก์ในเบราว์เซอร์นี้ภายใน 24 ชั่วโมงเพื่อดูคำสั่งซื้อทั้งหมดของอีเมลนั้นที่นี่ได้ 24 ชั่วโมง ลิงก์ใช้ได้ครั้งเดียว และจะไม่แสดงข้อมูลคำสั่งซื้อใดๆ จนกว่าจะเปิดลิงก์',
    en: "We'll e-mail a link to the address you ordered with. Open it in this browser within 24 hours to see that address's orders here for 24 hours. The link works once, and nothing about the orders is shown until it is opened.",
  },
  label: 'อีเมลที่ใช้สั่งซื้อ (Order e-mail)',
  send: 'ส่งลิงก์ (Send link)',
  sentHeading: { th: 'ตรวจสอบกล่องจดหมายของคุณ', en: 'Check your inbox' },
  sent: (email: string) => ({
    th: `เราส่งลิงก์ไปที่ ${email} แล้ว เปิดลิงก์ในเบราว์เซอร์นี้ภายใน 24 ชั่วโมงเพื่อดูคำสั่งซื้อของอีเมลนี้ หากไม่พบอีเมล ให้ตรวจสอบโฟลเดอร์สแปม หรือขอลิงก์ใหม่`,
    en: `We've sent a link to ${email}. Open it in this browser within 24 hours to see the orders placed with this address. No mail? Check your spam folder, or ask for a new link.`,
  }),
  thisBrowserHeading: { th: 'คำสั่งซื้อในเบราว์เซอร์นี้', en: 'Orders in this browser' },
  thisBrowserEmpty: {
    title: 'ยังไม่มีคำสั่งซื้อในเบราว์เซอร์นี้',
    text: 'คำสั่งซื้อที่สั่งจากเบราว์เซอร์นี้ หรือที่เปิดจากลิงก์ในอีเมล จะแสดงที่นี่ (Orders placed here, or opened from an e-mailed link, show here.)',
  },
  failed: { th: 'ส่งลิงก์ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง', en: 'The link could not be sent. Please try again.' },
} as const;

/** What a lookup link's page says when the link cannot be opened, by the server's error code. */
export const linkErrorTexts: Record<string, { title: string; th: string; en: string }> = {
  lookup_link_used: {
    title: 'Link already used',
    th: 'ลิงก์นี้ถูกใช้ไปแล้ว ลิงก์แต่ละลิงก์เปิดได้ครั้งเดียว ขอลิงก์ใหม่เพื่อดูคำสั่งซื้อในเบราว์เซอร์นี้',
    en: 'This link has been used already: each link opens once. Ask for a new one to see your orders in this browser.',
  },
  lookup_link_expired: {
    title: 'Link expired',
    th: 'ลิงก์นี้หมดอายุแล้ว (ใช้ได้ภายใน 24 ชั่วโมง) กรุณาขอลิงก์ใหม่',
    en: 'This link has expired (links work for 24 hours). Please ask for a new one.',
  },
  invalid: {
    title: 'Link not valid',
    th: 'ลิงก์นี้ไม่ถูกต้อง อาจคัดลอกมาไม่ครบ กรุณาเปิดจากอีเมลอีกครั้ง หรือขอลิงก์ใหม่',
    en: 'This link is not valid; it may have been copied incompletely. Open it from the e-mail again, or ask for a new one.',
  },
  failed: {
    title: 'Could not open the link',
    th: 'ไม่สามารถเปิดลิงก์ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
    en: 'The link could not be opened just now. Please try again.',
  },
};
