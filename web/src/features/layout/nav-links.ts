import { defineTexts, type Texts } from '@sound-putter/contracts';

export interface NavLinkItem {
  to: string;
  label: Texts<string>;
  /** The mobile menu leaves these out (spec: no Track Orders below md). */
  desktopOnly?: boolean;
}

export const navLinks: readonly NavLinkItem[] = [
  { to: '/', label: { en: 'Home', th: 'หน้าแรก' } },
  { to: '/#products', label: { en: 'Products', th: 'สินค้า' } },
  { to: '/how-to-order', label: { en: 'How to Order', th: 'วิธีสั่งซื้อ' } },
  { to: '/orders', label: { en: 'Track Orders', th: 'ติดตามคำสั่งซื้อ' }, desktopOnly: true },
  { to: '/about', label: { en: 'About', th: 'เกี่ยวกับเรา' } },
];

/** The header's own words. */
export interface HeaderTexts {
  tagline: string;
  main: string;
  mobile: string;
  configure: string;
  /** What follows `configure` in the button's whole name, its space included. */
  configureRest: string;
  openMenu: string;
  closeMenu: string;
  /** The phone menu's row that holds the theme button (the bar has no room for it below sm). */
  theme: string;
  /** The account button's name while signed out (the app's and the first screen's). */
  signIn: string;
}

export const headerTexts = defineTexts<HeaderTexts>({
  en: {
    tagline: 'Your Sound. Your Putt. Your Signature.',
    main: 'Main',
    mobile: 'Mobile',
    configure: 'Configure',
    configureRest: '\u00a0Sonic Putter',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    theme: 'Theme',
    signIn: 'Sign in',
  },
  th: {
    tagline: 'เสียงของคุณ พัตต์ของคุณ ลายเซ็นของคุณ',
    main: 'เมนูหลัก',
    mobile: 'เมนูมือถือ',
    configure: 'ออกแบบ',
    configureRest: 'พัตเตอร์เสียง',
    openMenu: 'เปิดเมนู',
    closeMenu: 'ปิดเมนู',
    theme: 'ธีมสี',
    signIn: 'เข้าสู่ระบบ',
  },
});
