import type { CustomizationCategory, CustomizationOptionView } from '@sound-putter/contracts';
import { swatchFor, useGetCustomizationsQuery } from '@sound-putter/web/shared';
import { useFormat, useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { useRefetchWhileOffline } from '../session/use-network-retry';
import { optionName } from './option-name';

const SWATCHED: readonly CustomizationCategory[] = ['grip', 'shaft_color'];

/** One category's options as large tiles, each with its price; the chosen one is marked. */
export function OptionGroup({
  category,
  selectedId,
  onSelect,
  noneLabel,
}: {
  category: CustomizationCategory;
  selectedId: string;
  onSelect: (option: CustomizationOptionView | null) => void;
  /** Offers "none" first when the category is optional (the head finish). */
  noneLabel?: string;
}) {
  const t = useTexts(kioskTexts);
  const format = useFormat();
  const query = useGetCustomizationsQuery(category);
  useRefetchWhileOffline(query);
  const price = (value: string) =>
    Number.parseFloat(value) > 0 ? t.configure.plus(format.baht(value)) : t.configure.free;
  const tile = (selected: boolean) =>
    `flex min-h-24 flex-col items-start justify-center gap-1 rounded-2xl border-4 px-6 py-4 text-left ${
      selected ? 'border-brand-500 bg-brand-700/40' : 'border-white/15 bg-white/5 active:bg-white/15'
    }`;
  return (
    <fieldset className="rounded-3xl bg-white/5 p-6">
      <legend className="px-2 text-3xl font-bold">{t.configure.categories[category]}</legend>
      <div className="mt-4 grid grid-cols-2 gap-4 landscape:grid-cols-3">
        {noneLabel ? (
          <button
            type="button"
            aria-pressed={selectedId === ''}
            className={tile(selectedId === '')}
            onClick={() => onSelect(null)}
          >
            <span className="text-2xl font-semibold">{noneLabel}</span>
            <span className="text-xl text-slate-300">{t.configure.free}</span>
          </button>
        ) : null}
        {(query.data ?? []).map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={option.id === selectedId}
            data-option={option.id}
            className={tile(option.id === selectedId)}
            onClick={() => onSelect(option)}
          >
            <span className="flex items-center gap-3 text-2xl font-semibold">
              {SWATCHED.includes(category) ? (
                <span
                  aria-hidden="true"
                  className="h-8 w-8 shrink-0 rounded-full border-2 border-white/40"
                  style={{ backgroundColor: swatchFor(option.name) }}
                />
              ) : null}
              {optionName(t.catalog, option)}
            </span>
            <span className="text-xl text-slate-300">{price(option.price)}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
