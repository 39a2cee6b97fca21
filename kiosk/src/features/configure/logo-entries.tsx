import { LOGO_TEXT_MAX_LENGTH, predefinedLogos, type LogoConfiguration, type LogoType } from '@sound-putter/contracts';
import { logosConfirmed, selectConfiguration } from '@sound-putter/web/shared';
import { useTranslation } from 'react-i18next';
import { useKioskDispatch, useKioskSelector } from '../session/kiosk-store';

/** The engravings the chosen logo option needs: text (at most 20 characters) or one of the six symbols. */
export function LogoEntries() {
  const { t } = useTranslation();
  const dispatch = useKioskDispatch();
  const { logoConfigurations: entries } = useKioskSelector(selectConfiguration);
  const update = (index: number, change: Partial<LogoConfiguration>) =>
    dispatch(logosConfirmed(entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry))));
  const choice = (active: boolean) =>
    `min-h-16 rounded-xl border-4 px-5 text-xl font-semibold ${
      active ? 'border-brand-500 bg-brand-700/40' : 'border-white/15 bg-white/5 active:bg-white/15'
    }`;

  return (
    <div className="mt-6 flex flex-col gap-6">
      {entries.map((entry, index) => {
        const position = t(`configure.logo.position.${entry.position}`);
        const inputId = `logo-text-${index}`;
        return (
          <div key={entry.position} className="rounded-2xl border-2 border-white/15 p-5">
            <p className="mb-4 text-2xl font-bold">{t('configure.logo.entry', { n: index + 1, position })}</p>
            {entries.length === 1 ? (
              <div className="mb-4 flex gap-3">
                {(['face', 'sole'] as const).map((p) => (
                  <button
                    key={p}
                    type="button"
                    aria-pressed={entry.position === p}
                    className={choice(entry.position === p)}
                    onClick={() => update(index, { position: p })}
                  >
                    {t(`configure.logo.position.${p}`)}
                  </button>
                ))}
              </div>
            ) : null}
            <div className="mb-4 flex gap-3">
              {(['text', 'logo'] as LogoType[]).map((type) => (
                <button
                  key={type}
                  type="button"
                  aria-pressed={entry.type === type}
                  className={choice(entry.type === type)}
                  onClick={() => update(index, { type, content: '' })}
                >
                  {t(type === 'text' ? 'configure.logo.text' : 'configure.logo.symbol')}
                </button>
              ))}
            </div>
            {entry.type === 'text' ? (
              <label htmlFor={inputId} className="flex flex-col gap-2 text-xl">
                {t('configure.logo.textLabel', { position })}
                <input
                  id={inputId}
                  value={entry.content ?? ''}
                  maxLength={LOGO_TEXT_MAX_LENGTH}
                  autoComplete="off"
                  onChange={(e) => update(index, { content: e.target.value })}
                  className="min-h-16 rounded-xl border-4 border-white/30 bg-slate-900 px-5 text-3xl text-white"
                />
                <span className="text-lg text-slate-300">
                  {t('configure.logo.textHint', {
                    max: LOGO_TEXT_MAX_LENGTH,
                    left: LOGO_TEXT_MAX_LENGTH - (entry.content ?? '').length,
                  })}
                </span>
              </label>
            ) : (
              <div
                role="group"
                aria-label={t('configure.logo.pickSymbol')}
                className="grid grid-cols-2 gap-3 landscape:grid-cols-3"
              >
                {predefinedLogos.map((logo) => (
                  <button
                    key={logo.key}
                    type="button"
                    aria-pressed={entry.content === logo.key}
                    className={choice(entry.content === logo.key)}
                    onClick={() => update(index, { content: logo.key })}
                  >
                    {t(`logos.${logo.key}`)}
                  </button>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
