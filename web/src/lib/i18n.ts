import { useMemo } from 'react';
import { formatsIn, type ShopFormats, type ShopLanguage, type Texts } from '@sound-putter/contracts';

export interface LanguageHooks {
  /** A screen's words in the language on screen: `const t = useTexts(cartTexts)`. */
  useTexts: <T>(texts: Texts<T>) => T;
  /** Numbers, baht and Bangkok times in the language on screen. */
  useFormat: () => ShopFormats;
}

/**
 * The React side of the shop's i18n library (contracts' i18n.ts). Each app says where its language comes from (the
 * web shop: the shopper's choice, the browser and the page's address; the kiosk: the customer at the screen, back to
 * English after each) and gets the same hooks over the same typed texts.
 */
export const languageHooks = (useLanguage: () => ShopLanguage): LanguageHooks => ({
  useTexts: <T>(texts: Texts<T>): T => texts[useLanguage()],
  useFormat: () => {
    const language = useLanguage();
    return useMemo(() => formatsIn(language), [language]);
  },
});
