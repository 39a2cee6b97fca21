import {
  graphemeLength,
  LOGO_TEXT_MAX_LENGTH,
  predefinedLogos,
  type LogoConfiguration,
  type LogoType,
} from '@sound-putter/contracts';
import { LogoArt, logosConfirmed, selectConfiguration } from '@sound-putter/web/shared';
import { useState } from 'react';
import { useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { useKioskDispatch, useKioskSelector } from '../session/kiosk-store';
import { engravingEdit } from './engraving-limit';

/** The engraving text field: its limit, a live count, and a refusal said out loud instead of a silent cut. */
function EngravingText({ index, position, text }: { index: number; position: string; text: string }) {
  const t = useTexts(kioskTexts);
  const dispatch = useKioskDispatch();
  const { logoConfigurations: entries } = useKioskSelector(selectConfiguration);
  // How long the refused text would have been; cleared by the next accepted edit.
  const [refused, setRefused] = useState<number | null>(null);
  const inputId = `logo-text-${index}`;
  const count = graphemeLength(text);
  return (
    <div className="flex flex-col gap-2 text-xl">
      <label htmlFor={inputId}>{t.configure.logo.textLabel(position)}</label>
      <input
        id={inputId}
        value={text}
        autoComplete="off"
        aria-invalid={refused !== null}
        aria-describedby={`${inputId}-limit ${inputId}-count${refused !== null ? ` ${inputId}-refused` : ''}`}
        onChange={(e) => {
          const next = engravingEdit(text, e.target.value);
          if (!next.accepted) {
            setRefused(next.attempted);
            return;
          }
          setRefused(null);
          dispatch(logosConfirmed(entries.map((entry, i) => (i === index ? { ...entry, content: next.text } : entry))));
        }}
        className={`min-h-16 rounded-xl border-4 bg-slate-900 px-5 text-3xl text-white ${
          refused !== null ? 'border-amber-400' : 'border-white/30'
        }`}
      />
      <div className="flex items-baseline justify-between gap-4 text-lg">
        <span id={`${inputId}-limit`} className="text-slate-300">
          {t.configure.logo.textHint(LOGO_TEXT_MAX_LENGTH)}
        </span>
        <span
          id={`${inputId}-count`}
          data-testid={`engraving-count-${index}`}
          className={`shrink-0 text-2xl font-bold tabular-nums ${
            count >= LOGO_TEXT_MAX_LENGTH ? 'text-amber-300' : 'text-slate-200'
          }`}
        >
          {t.configure.logo.counter(count, LOGO_TEXT_MAX_LENGTH)}
        </span>
      </div>
      {refused !== null ? (
        <p
          id={`${inputId}-refused`}
          role="alert"
          data-testid={`engraving-refused-${index}`}
          className="rounded-xl border-2 border-amber-400 bg-amber-400/10 px-4 py-3 text-xl font-semibold text-amber-200"
        >
          {t.configure.logo.tooLong(refused, LOGO_TEXT_MAX_LENGTH)}
        </p>
      ) : null}
    </div>
  );
}

/** The engravings the chosen logo option needs: text (at most 20 characters) or one of the six symbols. */
export function LogoEntries() {
  const t = useTexts(kioskTexts);
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
        const position = t.configure.logo.position[entry.position];
        return (
          <div key={entry.position} className="rounded-2xl border-2 border-white/15 p-5">
            <p className="mb-4 text-2xl font-bold">{t.configure.logo.entry(index + 1, position)}</p>
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
                    {t.configure.logo.position[p]}
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
                  {type === 'text' ? t.configure.logo.text : t.configure.logo.symbol}
                </button>
              ))}
            </div>
            {entry.type === 'text' ? (
              <EngravingText index={index} position={position} text={entry.content ?? ''} />
            ) : (
              <div role="group" aria-label={t.configure.logo.pickSymbol} className="grid grid-cols-3 gap-3">
                {predefinedLogos.map((logo) => (
                  <button
                    key={logo.key}
                    type="button"
                    aria-pressed={entry.content === logo.key}
                    data-logo-choice={logo.key}
                    className={`flex min-h-44 flex-col items-center justify-center gap-3 ${choice(entry.content === logo.key)}`}
                    onClick={() => update(index, { content: logo.key })}
                  >
                    {/* The picture is the symbol itself; the button is named by the text under it. */}
                    <LogoArt logoKey={logo.key} title="" className="h-24 w-24 text-brand-100" />
                    <span>{t.logos[logo.key]}</span>
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
