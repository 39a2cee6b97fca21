import { defineTexts, type ShopLanguage } from '@sound-putter/contracts';

const skipLinkTexts = defineTexts({ en: { label: 'Skip to content' }, th: { label: 'ข้ามไปยังเนื้อหา' } });

/** The first stop of the keyboard, in the page's language (the staff screens and the first screen are English). */
export function SkipLink({ language = 'en' }: { language?: ShopLanguage }) {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {skipLinkTexts[language].label}
    </a>
  );
}
