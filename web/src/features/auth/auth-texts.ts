import { defineTexts, validationMessages } from '@sound-putter/contracts';
import type { AuthChecks, AuthMode } from './auth-validation';

interface ModeTexts {
  tab: string;
  heading: string;
  description: string;
  submit: string;
  pending: string;
}

/** The sign-in dialog's words, and its form's checks, in the page's language. */
export const authTexts = defineTexts({
  en: {
    title: 'Welcome to the 100 DB Sound Putter Store',
    description: 'Sign in to your account or create a new one to get started',
    tabs: 'Account',
    modes: {
      login: {
        tab: 'Sign In',
        heading: 'Sign in',
        description: 'Enter your credentials to access your account',
        submit: 'Sign In',
        pending: 'Signing in...',
      },
      signup: {
        tab: 'Create Account',
        heading: 'Create account',
        description: 'Enter your information to create a new account',
        submit: 'Create Account',
        pending: 'Creating account...',
      },
    } satisfies Record<AuthMode, ModeTexts>,
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    passwordHint:
      'At least 8 characters, with an uppercase letter, a lowercase letter and a number; not a common password.',
    forgot: 'Forgot your password?',
    inboxTitle: 'Check your inbox',
    inboxSent: [
      'We sent a mail to ',
      ' to finish creating your account: open its link within 24 hours. If this address already has an account, the mail says so instead.',
    ],
    inboxShop:
      'You can sign in and shop now; orders you placed with this address join your account once it is confirmed.',
    welcome: { title: 'Welcome back!', description: 'You have been successfully logged in.' },
    loginFailed: { title: 'Login failed', description: 'Invalid email or password. Please try again.' },
    signupFailed: {
      title: 'Signup failed',
      taken: 'An account with this email already exists.',
      invalid: 'Please check your information and try again.',
      other: 'Failed to create account. Please try again.',
    },
    checks: validationMessages satisfies AuthChecks as AuthChecks,
  },
  th: {
    title: 'ยินดีต้อนรับสู่ร้าน 100 DB Sound Putter',
    description: 'เข้าสู่ระบบบัญชีของคุณ หรือสร้างบัญชีใหม่เพื่อเริ่มต้น',
    tabs: 'บัญชี',
    modes: {
      login: {
        tab: 'เข้าสู่ระบบ',
        heading: 'เข้าสู่ระบบ',
        description: 'กรอกอีเมลและรหัสผ่านเพื่อเข้าสู่บัญชีของคุณ',
        submit: 'เข้าสู่ระบบ',
        pending: 'กำลังเข้าสู่ระบบ...',
      },
      signup: {
        tab: 'สร้างบัญชี',
        heading: 'สร้างบัญชี',
        description: 'กรอกข้อมูลเพื่อสร้างบัญชีใหม่',
        submit: 'สร้างบัญชี',
        pending: 'กำลังสร้างบัญชี...',
      },
    } satisfies Record<AuthMode, ModeTexts>,
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    showPassword: 'แสดงรหัสผ่าน',
    hidePassword: 'ซ่อนรหัสผ่าน',
    passwordHint: 'อย่างน้อย 8 ตัวอักษร มีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก และตัวเลข และต้องไม่ใช่รหัสผ่านที่ใช้กันทั่วไป',
    forgot: 'ลืมรหัสผ่าน?',
    inboxTitle: 'โปรดตรวจสอบกล่องจดหมาย',
    inboxSent: ['เราส่งอีเมลไปที่ ', ' เพื่อสร้างบัญชีให้เสร็จ โปรดเปิดลิงก์ภายใน 24 ชั่วโมง หากอีเมลนี้มีบัญชีอยู่แล้ว อีเมลจะแจ้งให้ทราบแทน'],
    inboxShop: 'คุณเข้าสู่ระบบและซื้อสินค้าได้ทันที คำสั่งซื้อที่ใช้อีเมลนี้จะรวมเข้าบัญชีเมื่อยืนยันอีเมลแล้ว',
    welcome: { title: 'ยินดีต้อนรับกลับมา!', description: 'เข้าสู่ระบบเรียบร้อยแล้ว' },
    loginFailed: { title: 'เข้าสู่ระบบไม่สำเร็จ', description: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง กรุณาลองอีกครั้ง' },
    signupFailed: {
      title: 'สร้างบัญชีไม่สำเร็จ',
      taken: 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว',
      invalid: 'กรุณาตรวจสอบข้อมูลแล้วลองอีกครั้ง',
      other: 'สร้างบัญชีไม่สำเร็จ กรุณาลองอีกครั้ง',
    },
    checks: {
      email: 'กรุณากรอกอีเมลให้ถูกต้อง',
      passwordRequired: 'กรุณากรอกรหัสผ่าน',
      passwordTooShort: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
      passwordComplexity: 'รหัสผ่านต้องมีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก และตัวเลขอย่างน้อยอย่างละหนึ่งตัว',
    } satisfies AuthChecks,
  },
});
