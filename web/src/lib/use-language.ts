import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Texts } from '@sound-putter/contracts';
import { languageHooks } from './i18n';
import { applyDocumentLanguage, useLanguageAt } from './language';

/** The current page's language (see lib/language.ts) and the switch that changes it for good. */
export const useLanguage = () => {
  const { pathname, search } = useLocation();
  return useLanguageAt(pathname, search);
};

const webLanguage = languageHooks(() => useLanguage().language);

/** A screen's texts in the page's language: `useTexts(defineTexts({ en: {...}, th: {...} }))`. */
export const useTexts = webLanguage.useTexts;

/** Baht, counts and Bangkok times in the page's language. */
export const useFormat = webLanguage.useFormat;

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
export const useDocumentTitle = (names: Texts<string>, { whole = false } = {}) => {
  const name = useTexts(names);
  useEffect(() => {
    document.title = whole ? name : `${name} · Sound Putter`;
  }, [name, whole]);
};
