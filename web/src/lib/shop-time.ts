import { formatThaiDateTime } from '@sound-putter/contracts';

const englishBangkok = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A time in shop time (Bangkok), whatever the device's zone, in the page's language. */
export const formatShopTime = (iso: string, language: 'en' | 'th'): string =>
  language === 'th' ? formatThaiDateTime(iso) : englishBangkok.format(new Date(iso));
