import { defineTexts } from '@sound-putter/contracts';

/** The PromptPay step's words in the page's languages (`?lang=th`). */
export const promptPayText = defineTexts({
  en: {
    heading: 'Scan to pay with PromptPay',
    amount: 'Amount',
    scan: 'Open your banking app, choose Scan QR, and scan this code. The order is confirmed the moment the payment arrives.',
    expiresIn: 'Expires in',
    expired: 'This QR code has expired. Your order is kept: get a new code to pay.',
    renew: 'Get a new QR code',
    openApp: 'Open in my banking app',
    saveQr: 'Save the QR code',
    saveHint: 'On this phone? Save the code, then choose it from your photos in your banking app.',
    testMode: 'Test mode: no money moves. Open the test bank to pay this QR as a phone would.',
    testBank: 'Pay with the test bank',
    waiting: 'Waiting for your payment…',
    preparing: 'Preparing your QR code',
    qrAlt: (amount: string) => `PromptPay QR code for ${amount}`,
    failed: 'The QR code could not be made. Try again, or pay by card.',
  },
  th: {
    heading: 'สแกนจ่ายด้วยพร้อมเพย์',
    amount: 'ยอดชำระ',
    scan: 'เปิดแอปธนาคาร เลือกสแกน QR แล้วสแกนรหัสนี้ ระบบจะยืนยันคำสั่งซื้อทันทีที่ได้รับเงิน',
    expiresIn: 'หมดอายุใน',
    expired: 'QR นี้หมดอายุแล้ว คำสั่งซื้อของคุณยังอยู่ ขอรหัสใหม่เพื่อชำระเงิน',
    renew: 'ขอ QR ใหม่',
    openApp: 'เปิดในแอปธนาคารของฉัน',
    saveQr: 'บันทึก QR',
    saveHint: 'ใช้มือถือเครื่องนี้อยู่? บันทึกรหัส แล้วเลือกจากรูปภาพในแอปธนาคาร',
    testMode: 'โหมดทดสอบ: ไม่มีการโอนเงินจริง เปิดธนาคารทดสอบเพื่อจ่าย QR นี้แทนโทรศัพท์',
    testBank: 'จ่ายด้วยธนาคารทดสอบ',
    waiting: 'กำลังรอการชำระเงิน…',
    preparing: 'กำลังสร้าง QR',
    qrAlt: (amount: string) => `QR พร้อมเพย์ ยอด ${amount}`,
    failed: 'สร้าง QR ไม่สำเร็จ ลองอีกครั้ง หรือชำระด้วยบัตร',
  },
});

/** "14:59" from milliseconds left (never negative). */
export const countdownText = (msLeft: number): string => {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Baht with satang when there are any: "฿10,500" or "฿1,290.50". */
export const satangText = (satang: number): string =>
  `฿${(satang / 100).toLocaleString('en-US', {
    minimumFractionDigits: satang % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
