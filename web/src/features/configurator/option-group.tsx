import { memo, useId, type ReactNode } from 'react';
import type { ShopLanguage } from '@sound-putter/contracts';
import { formatOptionPrice } from '../../lib/format';
import { localDescription, localName } from './local-names';

export interface OptionItem {
  id: string;
  name: string;
  nameTh?: string;
  price?: string | number;
  description?: string;
  descriptionTh?: string;
  disabled?: boolean;
}

export interface OptionGroupProps {
  legend: string;
  options: readonly OptionItem[];
  value: string;
  onChange: (id: string) => void;
  swatch?: (option: OptionItem) => string | undefined;
  columns?: 1 | 2 | 3;
  hideLegend?: boolean;
  extra?: (option: OptionItem) => ReactNode;
  /** The names and descriptions are shown in this language (the swatches read the English names). */
  language?: ShopLanguage;
}

const columnClass = { 1: 'grid-cols-1', 2: 'grid-cols-1 sm:grid-cols-2', 3: 'grid-cols-1 sm:grid-cols-3' } as const;

/**
 * Native radios under a legend: arrow keys, names and checked state come from the platform. Memoised: given the
 * same options and handlers, a group renders again only when its own value changes.
 */
export const OptionGroup = memo(function OptionGroup({
  legend,
  options,
  value,
  onChange,
  swatch,
  columns = 2,
  hideLegend,
  extra,
  language = 'en',
}: OptionGroupProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-sm font-medium text-slate-700 dark:text-slate-300'}>
        {legend}
      </legend>
      <div className={`grid gap-2 ${columnClass[columns]}`}>
        {options.map((option) => {
          const checked = option.id === value;
          const colour = swatch?.(option);
          return (
            <label
              key={option.id}
              className={`flex items-start ${option.disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer'} gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                checked
                  ? 'border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-brand-800/30'
                  : 'border-slate-200 hover:border-slate-400 dark:border-slate-700 dark:hover:border-slate-500'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={checked}
                disabled={option.disabled}
                onChange={() => onChange(option.id)}
                className="sr-only"
              />
              {colour ? (
                <span
                  aria-hidden="true"
                  className="mt-0.5 h-5 w-5 shrink-0 rounded-full border border-slate-300 dark:border-slate-600"
                  style={{ background: colour }}
                />
              ) : (
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded-full border-2 ${
                    checked ? 'border-brand-600 dark:border-brand-500' : 'border-slate-400'
                  }`}
                >
                  {checked ? <span className="h-2 w-2 rounded-full bg-brand-600 dark:bg-brand-500" /> : null}
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{localName(option, language)}</span>
                  {option.price !== undefined ? (
                    <span data-option-price="" className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                      {formatOptionPrice(option.price, language)}
                    </span>
                  ) : null}
                </span>
                {option.description ? (
                  <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                    {localDescription(option, language)}
                  </span>
                ) : null}
                {extra?.(option)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});
