import { defineTexts, type ShopLanguage, validationMessages } from '@sound-putter/contracts';

/** What the mailed-link pages say, in English and Thai (the mail's language arrives as `?lang=th`). */
export const accountTexts = defineTexts({
  en: {
    languageLabel: 'Language',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    currentPassword: 'Current password',
    newEmail: 'New email',
    passwordHint:
      'At least 8 characters, with an uppercase letter, a lowercase letter and a number; not a common password.',
    invalidEmail: validationMessages.email as string,
    passwordRequired: validationMessages.passwordRequired as string,
    signIn: 'Sign in',
    backToShop: 'Back to the shop',
    missingToken: 'This link is missing its token. Open the link from the mail again.',
    failed: 'Something went wrong. Please try again.',
    codes: {
      token_invalid: 'This link is not valid: it may have been copied incompletely.',
      token_used: 'This link has already been used.',
      token_expired: 'This link has expired.',
    } as Record<string, string>,
    verify: {
      title: 'Verify your email',
      working: 'Verifying your email…',
      done: (email: string) => `Your email ${email} is verified. Orders you placed with it now appear in My Orders.`,
      again: 'Forgot your password or need a new link? Ask for a reset link.',
    },
    forgot: {
      title: 'Forgot your password?',
      lead: 'Enter the email of your account. We will mail you a link to choose a new password.',
      submit: 'Send reset link',
      pending: 'Sending…',
      sent: (email: string) =>
        `If an account uses ${email}, a link is on its way. It works once, within 1 hour. Check your inbox.`,
    },
    reset: {
      title: 'Choose a new password',
      lead: 'Every device signed in to your account will be signed out.',
      submit: 'Set new password',
      pending: 'Saving…',
      done: 'Your password has been changed and every device was signed out. Sign in with the new password.',
      again: 'Ask for a new reset link',
    },
    invitation: {
      title: 'Join the Sound Putter workshop',
      lead: 'Choose the password of your staff account. You sign in with the address the invitation came to.',
      submit: 'Set my password',
      pending: 'Saving…',
      done: (email: string) => `Your password is set. Sign in as ${email} to open the workshop.`,
      again: 'This invitation cannot be used any more. Ask the admin who invited you to send a new one.',
    },
    change: {
      title: 'Change your email',
      lead: (email: string) =>
        `Your account uses ${email}. We will mail a link to the new address; the change happens when you open it.`,
      submit: 'Send confirmation link',
      pending: 'Sending…',
      sent: (email: string) =>
        `Check the inbox of ${email} and open the link within 24 hours. Until then your account keeps its address.`,
      signedOut: 'Sign in to change the email of your account.',
      wrongPassword: 'The password is wrong.',
    },
    confirm: {
      title: 'Confirm your new email',
      working: 'Confirming your new email…',
      done: (email: string) => `Your account now uses ${email}. Sign in with it from now on.`,
    },
  },
  th: {
    languageLabel: 'ภาษา',
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    newPassword: 'รหัสผ่านใหม่',
    currentPassword: 'รหัสผ่านปัจจุบัน',
    newEmail: 'อีเมลใหม่',
    passwordHint: 'อย่างน้อย 8 ตัวอักษร มีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก และตัวเลข และไม่ใช่รหัสผ่านที่ใช้กันทั่วไป',
    invalidEmail: 'กรุณากรอกอีเมลให้ถูกต้อง',
    passwordRequired: 'กรุณากรอกรหัสผ่าน',
    signIn: 'เข้าสู่ระบบ',
    backToShop: 'กลับไปที่ร้าน',
    missingToken: 'ลิงก์นี้ไม่มีรหัสยืนยัน โปรดเปิดลิงก์จากอีเมลอีกครั้ง',
    failed: 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
    codes: {
      token_invalid: 'ลิงก์นี้ไม่ถูกต้อง อาจคัดลอกมาไม่ครบ',
      token_used: 'ลิงก์นี้ถูกใช้ไปแล้ว',
      token_expired: 'ลิงก์นี้หมดอายุแล้ว',
    } as Record<string, string>,
    verify: {
      title: 'ยืนยันอีเมลของคุณ',
      working: 'กำลังยืนยันอีเมล…',
      done: (email: string) => `ยืนยันอีเมล ${email} แล้ว คำสั่งซื้อที่ใช้อีเมลนี้จะแสดงในคำสั่งซื้อของฉัน`,
      again: 'ลืมรหัสผ่านหรือต้องการลิงก์ใหม่? ขอลิงก์ตั้งรหัสผ่านใหม่',
    },
    forgot: {
      title: 'ลืมรหัสผ่าน?',
      lead: 'กรอกอีเมลของบัญชี เราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปให้',
      submit: 'ส่งลิงก์ตั้งรหัสผ่านใหม่',
      pending: 'กำลังส่ง…',
      sent: (email: string) => `หากมีบัญชีที่ใช้ ${email} ลิงก์กำลังส่งไป ใช้ได้ครั้งเดียวภายใน 1 ชั่วโมง โปรดตรวจสอบกล่องจดหมาย`,
    },
    reset: {
      title: 'ตั้งรหัสผ่านใหม่',
      lead: 'ทุกอุปกรณ์ที่เข้าสู่ระบบบัญชีของคุณอยู่จะถูกออกจากระบบ',
      submit: 'บันทึกรหัสผ่านใหม่',
      pending: 'กำลังบันทึก…',
      done: 'เปลี่ยนรหัสผ่านแล้ว และทุกอุปกรณ์ถูกออกจากระบบ โปรดเข้าสู่ระบบด้วยรหัสผ่านใหม่',
      again: 'ขอลิงก์ตั้งรหัสผ่านใหม่อีกครั้ง',
    },
    invitation: {
      title: 'เข้าร่วมทีม Sound Putter',
      lead: 'ตั้งรหัสผ่านของบัญชีพนักงาน แล้วเข้าสู่ระบบด้วยอีเมลที่ได้รับคำเชิญ',
      submit: 'ตั้งรหัสผ่าน',
      pending: 'กำลังบันทึก…',
      done: (email: string) => `ตั้งรหัสผ่านแล้ว เข้าสู่ระบบด้วย ${email} เพื่อเปิดหน้าเวิร์กช็อป`,
      again: 'คำเชิญนี้ใช้ไม่ได้แล้ว โปรดขอให้ผู้ดูแลระบบที่เชิญคุณส่งคำเชิญใหม่',
    },
    change: {
      title: 'เปลี่ยนอีเมล',
      lead: (email: string) => `บัญชีของคุณใช้ ${email} เราจะส่งลิงก์ไปที่อีเมลใหม่ อีเมลจะเปลี่ยนเมื่อคุณเปิดลิงก์นั้น`,
      submit: 'ส่งลิงก์ยืนยัน',
      pending: 'กำลังส่ง…',
      sent: (email: string) => `โปรดตรวจสอบกล่องจดหมายของ ${email} และเปิดลิงก์ภายใน 24 ชั่วโมง ระหว่างนี้บัญชียังใช้อีเมลเดิม`,
      signedOut: 'เข้าสู่ระบบก่อนเพื่อเปลี่ยนอีเมลของบัญชี',
      wrongPassword: 'รหัสผ่านไม่ถูกต้อง',
    },
    confirm: {
      title: 'ยืนยันอีเมลใหม่',
      working: 'กำลังยืนยันอีเมลใหม่…',
      done: (email: string) => `บัญชีของคุณใช้ ${email} แล้ว โปรดใช้อีเมลนี้เข้าสู่ระบบต่อจากนี้`,
    },
  },
});

export type AccountTexts = (typeof accountTexts)[ShopLanguage];
