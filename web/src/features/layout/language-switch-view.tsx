import { defineTexts, shopLanguages, type ShopLanguage } from '@sound-putter/contracts';

const names: Record<ShopLanguage, { short: string; full: string }> = {
  en: { short: 'EN', full: 'English' },
  th: { short: 'ไทย', full: 'ภาษาไทย' },
};

/** The switch's own name, in the page's language. */
const switchTexts = defineTexts({ en: { group: 'Language' }, th: { group: 'ภาษา' } });

/** The header's English / ไทย switch; shared by the app and the first screen. Each name is in its own language. */
export function LanguageSwitchView({
  language,
  onChoose,
}: {
  language: ShopLanguage;
  onChoose: (language: ShopLanguage) => void;
}) {
  return (
    <div
      role="group"
      aria-label={switchTexts[language].group}
      className="flex items-center rounded-full border border-slate-300 p-0.5 dark:border-slate-700"
    >
      {shopLanguages.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          data-control={`language-${code}`}
          aria-pressed={code === language}
          onClick={() => onChoose(code)}
          className={`min-h-8 min-w-9 rounded-full px-2 text-xs font-semibold ${
            code === language
              ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
          }`}
        >
          {/* The visible short name starts the accessible name (WCAG 2.5.3 label in name); the full one follows. */}
          {names[code].short}
          <span className="sr-only"> {names[code].full}</span>
        </button>
      ))}
    </div>
  );
}
