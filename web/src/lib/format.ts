import { formatBaht, priceWords, type ShopLanguage } from '@sound-putter/contracts';

export { formatBaht, formatDateTimeIn, formatThb, formatThaiDateTime } from '@sound-putter/contracts';

/** Option prices: zero or less reads "Free" ("ฟรี" in Thai), anything else "+฿1,500". */
export const formatOptionPrice = (price: string | number, language: ShopLanguage = 'en'): string => {
  const value = typeof price === 'number' ? price : Number.parseFloat(price);
  if (value > 0) return `+${formatBaht(value)}`;
  return priceWords[language].free;
};

export const formatCartBadge = (count: number): string => (count > 99 ? '99+' : String(count));

/** The avatar shows the first two letters of the e-mail's local part, in capitals. */
export const initialsOf = (email: string): string => email.split('@')[0].slice(0, 2).toUpperCase();
