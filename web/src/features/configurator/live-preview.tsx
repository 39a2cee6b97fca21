import { useState } from 'react';
import { defineTexts, type ShopLanguage } from '@sound-putter/contracts';
import { LogoArt } from '../../components/putter/logo-art';
import type { PutterView } from '../../components/putter/putter-renderer';
import { formatBaht } from '../../lib/format';
import { selectConfiguration, useAppSelector } from '../../store';
import { lookInput, pictureLabel, summaryRows } from './configuration-summary';
import { GiftBoxBadge } from './gift-box-badge';
import { PutterPicture } from './putter-picture';
import type { ConfiguratorData } from './use-configurator-data';

/** The preview's words; the sticky price bar's total is the same figure, so it reads `total` from here. */
export const previewTexts = defineTexts({
  en: {
    title: 'Live Preview',
    copyPrompt: 'Copy this link to share your putter',
    total: 'Total',
    calculating: 'Calculating...',
    copied: 'Link copied!',
    copy: 'Copy share link',
  },
  th: {
    title: 'ตัวอย่างพัตเตอร์',
    copyPrompt: 'คัดลอกลิงก์นี้เพื่อแชร์พัตเตอร์ของคุณ',
    total: 'ราคารวม',
    calculating: 'กำลังคำนวณ...',
    copied: 'คัดลอกลิงก์แล้ว!',
    copy: 'คัดลอกลิงก์แชร์',
  },
});

export function LivePreview({
  data,
  isCalculating,
  view,
  onViewChange,
  language = 'en',
}: {
  language?: ShopLanguage;
  data: ConfiguratorData;
  isCalculating: boolean;
  view: PutterView;
  onViewChange: (view: PutterView) => void;
}) {
  const c = useAppSelector(selectConfiguration);
  const [copied, setCopied] = useState(false);
  const rows = summaryRows(data, c, language);
  const t = previewTexts[language];

  const share = async () => {
    const url = `${window.location.origin}/how-to-order?config=${encodeURIComponent(c.configurationId)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      window.prompt(t.copyPrompt, url);
    }
  };

  return (
    <section
      data-configuration-id={c.configurationId || undefined}
      aria-labelledby="live-preview-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id="live-preview-title" className="font-display text-lg font-semibold">
        {t.title}
      </h3>
      <div className="mt-3">
        <PutterPicture
          {...lookInput(data, c)}
          label={pictureLabel(data, c, language)}
          view={view}
          onViewChange={onViewChange}
          beside={<GiftBoxBadge name={data.giftBoxes.find((g) => g.id === c.giftBoxId)?.name} />}
          className="h-80 w-full max-w-sm"
        />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr_auto] gap-x-3 gap-y-1 text-sm" data-testid="live-summary">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
            <dd className="flex items-center justify-end gap-1 text-right font-medium">
              {row.logoKeys?.map((key) => (
                <LogoArt key={key} logoKey={key} title="" className="h-4 w-4 shrink-0" />
              ))}
              <span>{row.value}</span>
            </dd>
            <dd className="text-right text-slate-600 tabular-nums dark:text-slate-400">{row.price ?? ''}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-4 dark:border-slate-800">
        <span className="font-semibold">{t.total}</span>
        <span className="text-2xl font-bold" data-testid="configurator-total" aria-live="polite">
          {isCalculating && !c.totalPrice ? t.calculating : formatBaht(c.totalPrice)}
        </span>
      </div>
      {c.configurationId ? (
        <button
          type="button"
          onClick={share}
          className="mt-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-500"
        >
          {copied ? t.copied : t.copy}
        </button>
      ) : null}
    </section>
  );
}
