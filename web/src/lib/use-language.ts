import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ShopLanguage } from '@sound-putter/contracts';
import { applyDocumentLanguage, useLanguageAt } from './language';

/** The current page's language (see lib/language.ts) and the switch that changes it for good. */
export const useLanguage = () => {
  const { pathname, search } = useLocation();
  return useLanguageAt(pathname, search);
};

/** A screen's texts in the page's language: `useTexts({ en: {...}, th: {...} })`. */
export const useTexts = <T>(texts: Record<ShopLanguage, T>): T => texts[useLanguage().language];

/** Keeps `<html lang>` on the page's language; rendered once by the site layout. */
export function DocumentLanguage() {
  const { language } = useLanguage();
  useEffect(() => applyDocumentLanguage(language), [language]);
  return null;
}

/**
 * Keeps the document's title on the page's name in the page's language, "<name> · Sound Putter" (the home page
 * passes its whole title with `whole`).
 */
export const useDocumentTitle = (names: Record<ShopLanguage, string>, { whole = false } = {}) => {
  const name = useTexts(names);
  useEffect(() => {
    document.title = whole ? name : `${name} · Sound Putter`;
  }, [name, whole]);
};
