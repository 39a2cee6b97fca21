import type { ShopLanguage } from '@sound-putter/contracts';

/**
 * The language the shop writes to this shopper in (the order's mails): Thai when the browser's language is Thai,
 * else English. The UI itself is bilingual today; a language choice of its own would replace this.
 */
export const shopperLanguage = (browserLanguage: string | undefined = globalThis.navigator?.language): ShopLanguage =>
  browserLanguage?.toLowerCase().startsWith('th') ? 'th' : 'en';
