import { formatBaht } from '@sound-putter/contracts';

export { formatBaht, formatThb, formatThaiDateTime } from '@sound-putter/contracts';

/** Option prices: zero or less reads "Free", anything else "+฿1,500". */
export const formatOptionPrice = (price: string | number): string => {
  const value = typeof price === 'number' ? price : Number.parseFloat(price);
  return value > 0 ? `+${formatBaht(value)}` : 'Free';
};

export const formatCartBadge = (count: number): string => (count > 99 ? '99+' : String(count));

/** The avatar shows the first two letters of the e-mail's local part, in capitals. */
export const initialsOf = (email: string): string => email.split('@')[0].slice(0, 2).toUpperCase();
