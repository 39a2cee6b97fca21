import { useTranslation } from 'react-i18next';
import { kioskLanguages } from '../../i18n/kiosk-i18n';

/** English / Thai, on every screen; each button names its language in that language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('language.label')} className="flex gap-2 rounded-2xl bg-white/10 p-1">
      {kioskLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          onClick={() => void i18n.changeLanguage(language)}
          className={`min-h-16 min-w-28 rounded-xl px-5 text-2xl font-semibold ${
            i18n.language === language ? 'bg-white text-slate-950' : 'text-white active:bg-white/20'
          }`}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
