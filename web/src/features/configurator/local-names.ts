import type { ShopLanguage } from '@sound-putter/contracts';

// Kept apart from catalog-names.ts: the home page's first screen names catalog items too, and must not pull the
// store's API hooks (RTK Query, ~30 KB gzip) in with that module.

/** A catalog item's name in the page's language (the catalog carries both, issue 34). */
export const localName = (item: { name: string; nameTh?: string }, language: ShopLanguage): string =>
  language === 'th' && item.nameTh ? item.nameTh : item.name;

/** A catalog item's description in the page's language, the English one where it has no Thai. */
export const localDescription = (
  item: { description?: string; descriptionTh?: string },
  language: ShopLanguage,
): string | undefined => (language === 'th' ? (item.descriptionTh ?? item.description) : item.description);
