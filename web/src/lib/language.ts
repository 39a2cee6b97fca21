import { useCallback, useSyncExternalStore } from 'react';
import { shopLanguages, type ShopLanguage } from '@sound-putter/contracts';

/**
 * One language per shopper. The shopper's choice (the header's English / ไทย switch) is kept in localStorage and
 * wins everywhere; before a choice, a browser whose language is Thai starts in Thai, and any other browser gets the
 * spec's languages: English, with the order-tracking screens in Thai. A link that carries `?lang=` (the mails link
 * that way) shows its page in that language without changing the choice. Kept outside Redux, like the theme, so
 * main.tsx can set `<html lang>` and pick the first screen before the store exists.
 */
export const LANGUAGE_STORAGE_KEY = 'language';

const isShopLanguage = (value: unknown): value is ShopLanguage =>
  typeof value === 'string' && (shopLanguages as readonly string[]).includes(value);

export const readStoredLanguage = (): ShopLanguage | null => {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isShopLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
};

/** Thai when the browser's first language is Thai. */
export const browserPrefersThai = (
  languages: readonly string[] | undefined = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? ''],
): boolean => (languages[0] ?? '').toLowerCase().startsWith('th');

/** The order-tracking screens, Thai by the spec for a shopper who has not chosen. */
export const isTrackingPath = (pathname: string): boolean => pathname === '/orders' || pathname.startsWith('/orders/');

export interface LanguageInputs {
  pathname: string;
  search?: string;
  stored: ShopLanguage | null;
  browserThai: boolean;
}

/** The language a page is shown in. */
export const languageFor = ({ pathname, search = '', stored, browserThai }: LanguageInputs): ShopLanguage => {
  const linked = new URLSearchParams(search).get('lang');
  if (isShopLanguage(linked)) return linked;
  if (stored) return stored;
  if (browserThai) return 'th';
  return isTrackingPath(pathname) ? 'th' : 'en';
};

/** The language of the page on screen now, outside React (notices made by the store's helpers). */
export const currentLanguage = (): ShopLanguage =>
  typeof window === 'undefined'
    ? 'en'
    : languageFor({
        pathname: window.location.pathname,
        search: window.location.search,
        stored: storedSnapshot(),
        browserThai: browserPrefersThai(),
      });

const listeners = new Set<() => void>();
let current: ShopLanguage | null | undefined;

const storedSnapshot = (): ShopLanguage | null => {
  if (current === undefined) current = readStoredLanguage();
  return current;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LANGUAGE_STORAGE_KEY) return;
    current = readStoredLanguage();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** Keeps the shopper's choice (for this page only when storage is refused) and tells every reader. */
export const chooseLanguage = (language: ShopLanguage): void => {
  current = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page.
  }
  for (const listener of listeners) listener();
};

/** Forgets the choice (tests; the account's deletion). */
export const forgetLanguageChoice = (): void => {
  current = null;
  try {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
  for (const listener of listeners) listener();
};

/** The root element's lang follows the page's language (screen readers, fonts, hyphenation). */
export const applyDocumentLanguage = (language: ShopLanguage): void => {
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
};

/** The shopper's stored choice, re-rendering when it changes (here or in another tab). */
export const useStoredLanguage = (): ShopLanguage | null => useSyncExternalStore(subscribe, storedSnapshot, () => null);

/** The language of a page at `pathname`/`search`, and the switch that changes it for good. */
export const useLanguageAt = (pathname: string, search = '') => {
  const stored = useStoredLanguage();
  const language = languageFor({ pathname, search, stored, browserThai: browserPrefersThai() });
  const choose = useCallback((next: ShopLanguage) => chooseLanguage(next), []);
  return { language, stored, choose };
};

export { intlLocaleOf } from '@sound-putter/contracts';
