import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { th } from './th';

export const kioskLanguages = ['en', 'th'] as const;
export type KioskLanguage = (typeof kioskLanguages)[number];
export const DEFAULT_LANGUAGE: KioskLanguage = 'en';

/** The language the order's mails are written in: the one on screen. */
export const kioskShopLanguage = (language: string): KioskLanguage => (language === 'th' ? 'th' : 'en');

/** The Intl locale of each language: English prices as "฿10,500", Thai dates in the Buddhist calendar. */
export const intlLocaleOf = (language: string): string => (language === 'th' ? 'th-TH' : 'en-GB');

/**
 * One i18next instance per kiosk app (and per test). No fallback language: a key missing in Thai would show
 * English mid-sentence, so messages.spec.ts refuses it instead.
 */
export const createKioskI18n = (language: KioskLanguage = DEFAULT_LANGUAGE): I18n => {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, th: { translation: th } },
    lng: language,
    fallbackLng: false,
    supportedLngs: [...kioskLanguages],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
};
