import type { ShopLanguage } from './language';
import { englishNumber, formatThb } from './money';
import { formatThaiDateTime } from './thai-date';

/**
 * The shop's i18n library, shared by the web shop and the kiosk (their React hooks are in web's lib/i18n.ts).
 *
 * A screen's words are one typed object per language. `defineTexts` takes the English object as the shape and holds
 * the Thai one to it, so a key missing in either language, or a Thai key English lacks, fails the type check rather
 * than showing a blank or the other language mid-sentence. Words with values in them are functions
 * (`stepOf: (current: number, total: number) => ...`), so a caller cannot forget or misspell a value either.
 *
 * Why not i18next for both: it and react-i18next weigh 19.5 KB gzip, and the home page's first-screen JavaScript
 * must stay within 100 KB (92.8 KB before); its key strings are checked only by a test, not by the compiler.
 */
export type Texts<T> = Readonly<Record<ShopLanguage, T>>;

/** One screen's words in both languages: English gives the shape, Thai must have exactly it. */
export const defineTexts = <T>(texts: { readonly en: T; readonly th: NoInfer<T> }): Texts<T> => texts;

/** Words of prices, shared by the shop's option lists and cart and the order mails: a price of nothing is "Free". */
export const priceWords = defineTexts({ en: { free: 'Free' }, th: { free: 'ฟรี' } });

/** The shop's clock: Asia/Bangkok, UTC+7 all year. Every time a customer or staff member reads is in it. */
export const SHOP_TIME_ZONE = 'Asia/Bangkok';

/** Intl locale: Thai dates in the Buddhist calendar; English as a British shop writes it. */
export const intlLocaleOf = (language: ShopLanguage): string => (language === 'th' ? 'th-TH' : 'en-GB');

/**
 * The English date formats, made on first use: the first Intl format a page makes loads the browser's locale and
 * time-zone data in one long task (README, "Formatting without Intl"), which would otherwise fall into every page's
 * start-up through this module.
 */
let englishFormats: { long: Intl.DateTimeFormat; short: Intl.DateTimeFormat } | undefined;
const english = () =>
  (englishFormats ??= {
    long: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }),
    short: new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
  });

/** A long date with time in Bangkok: "22 November 2026 at 11:25" / "22 พฤศจิกายน 2569 เวลา 11:25". */
export const formatDateTimeIn = (language: ShopLanguage, iso: string): string =>
  language === 'th' ? formatThaiDateTime(iso) : english().long.format(new Date(iso));

/** A compact date with time in Bangkok for staff lists: "22 Nov 2026, 11:25" (Thai keeps the long form). */
export const formatShortDateTimeIn = (language: ShopLanguage, iso: string): string =>
  language === 'th' ? formatThaiDateTime(iso) : english().short.format(new Date(iso));

/** Numbers, money and times as one language writes them; every time in shop time whatever the device's zone. */
export interface ShopFormats {
  readonly language: ShopLanguage;
  /** Whole baht: "฿10,500" (Thai writes prices the same way). */
  baht(value: number | string): string;
  /** Satang as baht with both decimals: 123456 → "฿1,234.56" (VAT lines). */
  satang(value: number): string;
  /** A count with thousands grouped: 1234 → "1,234". */
  number(value: number): string;
  dateTime(iso: string): string;
  shortDateTime(iso: string): string;
}

/** Grouped by threes without Intl (money.ts's `englishNumber`): the first Intl number format is one long task. */
const grouped = englishNumber;

const formatsByLanguage = new Map<ShopLanguage, ShopFormats>();

/** The formats of one language (made once per language). */
export const formatsIn = (language: ShopLanguage): ShopFormats => {
  let formats = formatsByLanguage.get(language);
  if (!formats) {
    formats = {
      language,
      baht: (value) => formatThb(typeof value === 'number' ? value : Number.parseFloat(value)),
      satang: (value) => `${value < 0 ? '-' : ''}฿${grouped(Math.abs(value) / 100, 2)}`,
      number: (value) => grouped(value, 0),
      dateTime: (iso) => formatDateTimeIn(language, iso),
      shortDateTime: (iso) => formatShortDateTimeIn(language, iso),
    };
    formatsByLanguage.set(language, formats);
  }
  return formats;
};
