export interface NavLinkItem {
  to: string;
  label: string;
  /** The mobile menu leaves these out (spec: no Track Orders below md). */
  desktopOnly?: boolean;
}

export const navLinks: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/#products', label: 'Products' },
  { to: '/how-to-order', label: 'How to Order' },
  { to: '/orders', label: 'Track Orders', desktopOnly: true },
  { to: '/about', label: 'About' },
];
