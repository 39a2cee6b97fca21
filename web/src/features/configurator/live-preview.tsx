import { useState } from 'react';
import { predefinedLogos } from '@sound-putter/contracts';
import { formatBaht } from '../../lib/format';
import { selectConfiguration, useAppSelector } from '../../store';
import { PutterPreview } from '../../components/putter-preview';
import type { ConfiguratorData } from './use-configurator-data';

const nameOf = (list: ReadonlyArray<{ id: string; name: string }>, id: string) => list.find((o) => o.id === id)?.name;

const logoLabel = (type: string, content?: string) =>
  type === 'text' ? `"${content ?? ''}"` : (predefinedLogos.find((l) => l.key === content)?.name ?? content ?? '');

export function LivePreview({ data, isCalculating }: { data: ConfiguratorData; isCalculating: boolean }) {
  const c = useAppSelector(selectConfiguration);
  const [copied, setCopied] = useState(false);
  const model = data.models.find((m) => m.id === c.modelId);
  const gripName = nameOf(data.grips, c.gripId);
  const shaftColorName = nameOf(data.shaftColors, c.shaftColorId);

  const rows: Array<[string, string]> = [
    ['Model', model?.name ?? '—'],
    ['Handedness', c.handedness === 'left' ? 'Left-handed' : 'Right-handed'],
    ['Grip', gripName ?? '—'],
    ['Shaft', nameOf(data.shafts, c.shaftId) ?? '—'],
    ['Shaft color', shaftColorName ?? '—'],
    ['Length', nameOf(data.lengths, c.lengthId) ?? '—'],
    ['Face mill', nameOf(data.faceMills, c.faceMillOptionId) ?? '—'],
    [
      'Logo',
      c.logoConfigurations.length
        ? c.logoConfigurations
            .map((l) => `${l.position === 'face' ? 'Face' : 'Sole'}: ${logoLabel(l.type, l.content)}`)
            .join(', ')
        : c.logoId === 'logo-none'
          ? 'No Logo'
          : 'Custom Logo (details needed)',
    ],
    ['Gift box', nameOf(data.giftBoxes, c.giftBoxId) ?? '—'],
  ];

  const share = async () => {
    const url = `${window.location.origin}/how-to-order?config=${encodeURIComponent(c.configurationId)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      window.prompt('Copy this link to share your putter', url);
    }
  };

  return (
    <section
      data-configuration-id={c.configurationId || undefined}
      aria-labelledby="live-preview-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="live-preview-title" className="text-base font-semibold">
        Live Preview
      </h3>
      <div className="mt-3 flex justify-center rounded-lg bg-gradient-to-b from-slate-100 to-slate-200 dark:from-slate-800 dark:to-slate-900">
        <PutterPreview
          handedness={c.handedness}
          gripName={gripName}
          shaftColorName={shaftColorName}
          modelName={model?.name}
          logos={c.logoConfigurations}
          className="h-56 w-full max-w-xs"
        />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="live-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-4 dark:border-slate-800">
        <span className="font-semibold">Total</span>
        <span className="text-2xl font-bold" data-testid="configurator-total" aria-live="polite">
          {isCalculating && !c.totalPrice ? 'Calculating...' : formatBaht(c.totalPrice)}
        </span>
      </div>
      {c.configurationId ? (
        <button
          type="button"
          onClick={share}
          className="mt-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
        >
          {copied ? 'Link copied!' : 'Copy share link'}
        </button>
      ) : null}
    </section>
  );
}
