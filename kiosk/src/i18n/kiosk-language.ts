import type { ShopLanguage } from '@sound-putter/contracts';
import { languageHooks } from '@sound-putter/web/shared';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** The switch's order: English first, the kiosk's default. */
export const kioskLanguages = ['en', 'th'] as const satisfies readonly ShopLanguage[];
export const DEFAULT_LANGUAGE: ShopLanguage = 'en';

/** The language on screen: the customer's choice until the visit ends, then English again. */
export interface KioskLanguageStore {
  readonly current: () => ShopLanguage;
  readonly change: (language: ShopLanguage) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

/** One store per kiosk app (and per test); the app puts it back to English when it resets a visit. */
export const createKioskLanguageStore = (initial: ShopLanguage = DEFAULT_LANGUAGE): KioskLanguageStore => {
  let language = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => language,
    change: (next) => {
      if (next === language) return;
      language = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export const KioskLanguageContext = createContext<KioskLanguageStore | null>(null);

/** The language on screen and the switch that changes it (the language buttons, the order's language, Stripe). */
export const useKioskLanguage = () => {
  const store = useContext(KioskLanguageContext);
  if (!store) throw new Error('useKioskLanguage outside the kiosk app');
  const language = useSyncExternalStore(store.subscribe, store.current);
  return { language, changeLanguage: store.change };
};

/**
 * The shop's i18n hooks (web's lib/i18n.ts, shared with the web shop) over the kiosk's language:
 * `const t = useTexts(kioskTexts)`, `const format = useFormat()`.
 */
export const { useTexts, useFormat } = languageHooks(() => useKioskLanguage().language);
