import { formatShortDateTimeIn, type ShopLanguage } from '@sound-putter/contracts';

/** A time in shop time (Bangkok), whatever the device's zone, in the page's language. */
export const formatShopTime = (iso: string, language: ShopLanguage): string => formatShortDateTimeIn(language, iso);
