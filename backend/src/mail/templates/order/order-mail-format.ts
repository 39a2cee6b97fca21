import {
  defineTexts,
  formatDateTimeIn,
  formatThb,
  priceWords,
  satangToBaht,
  SHOP_TIME_ZONE,
  shortOrderId,
} from '@sound-putter/contracts';
import type { MailLanguage } from '../../mail-kinds';

/** Text as MJML/HTML content: the shopper's name or an option name never becomes markup. */
export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Amounts as the shop's checkout and order pages write them: "฿10,500". */
export const mailAmount = (satang: number): string => formatThb(satangToBaht(satang));

/** What an option adds, as the cart shows it: "+฿2,500", or free. */
export const mailOptionPrice = (satang: number, language: MailLanguage): string =>
  satang > 0 ? `+${mailAmount(satang)}` : priceWords[language].free;

const englishDateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * A moment in Bangkok time: "Fri, 27 November 2026, 15:02 (Bangkok time)" or "27 พฤศจิกายน 2569 เวลา 15:02 น.". Thai is
 * the i18n library's long date with the clock's "น."; English keeps its own format, as the library's has no weekday.
 */
const dateTimeTexts = defineTexts({
  en: { at: (iso: string) => `${englishDateTime.format(new Date(iso)).replace(' at ', ', ')} (Bangkok time)` },
  th: { at: (iso: string) => `${formatDateTimeIn('th', iso)} น.` },
});

export const mailDateTime = (iso: string, language: MailLanguage): string => dateTimeTexts[language].at(iso);

/** "#ABCD5678", as the order pages and the workshop board name an order. */
export const mailOrderNumber = (orderId: string): string => `#${shortOrderId(orderId)}`;

/** A path of the shop as an absolute URL (mail apps resolve nothing relative). */
export const shopLink = (shopUrl: string, path: string): string => `${shopUrl.replace(/\/+$/, '')}${path}`;

/** The order's own page in the shop. */
export const trackingUrl = (shopUrl: string, orderId: string): string =>
  shopLink(shopUrl, `/orders/${encodeURIComponent(orderId)}`);

/** The shop's care guide. */
export const careGuideUrl = (shopUrl: string): string => shopLink(shopUrl, '/about#care');
