import type { PutterModelView } from '@sound-putter/contracts';
import { formatBaht } from '@sound-putter/web/lib';

export function ModelTile({
  model,
  selected,
  onSelect,
}: {
  model: PutterModelView;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={`flex min-h-40 flex-col items-start rounded-3xl border-4 p-8 text-left transition-colors active:scale-[0.99] ${
        selected ? 'border-brand-500 bg-brand-700/30' : 'border-white/15 bg-white/5'
      }`}
    >
      <span className="text-lg font-semibold text-brand-100">{model.soundType}</span>
      <span className="mt-1 text-4xl font-bold">{model.name}</span>
      <span className="mt-3 text-xl text-slate-300">{model.description}</span>
      <span className="mt-auto pt-6 text-2xl font-semibold">From {formatBaht(model.basePrice)}</span>
    </button>
  );
}
