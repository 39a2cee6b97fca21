import { kioskLanguages, useKioskLanguage, useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';

/** English / Thai, on every screen; each button names its language in that language. */
export function LanguageSwitch() {
  const t = useTexts(kioskTexts);
  const { language: onScreen, changeLanguage } = useKioskLanguage();
  return (
    <div role="group" aria-label={t.language.label} className="flex gap-2 rounded-2xl bg-white/10 p-1">
      {kioskLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={onScreen === language}
          onClick={() => changeLanguage(language)}
          className={`min-h-16 min-w-28 rounded-xl px-5 text-2xl font-semibold ${
            onScreen === language ? 'bg-white text-slate-950' : 'text-white active:bg-white/20'
          }`}
        >
          {t.language[language]}
        </button>
      ))}
    </div>
  );
}
