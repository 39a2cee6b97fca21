import type { ComponentType, MouseEventHandler, ReactNode } from 'react';
import type { ShellLinkProps } from '../../app/shell-link';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { PutterStage } from '../../components/putter/putter-stage';
import { formatBaht } from '../../lib/format';
import { site } from '../../lib/site';
import type { ConfigurationState } from '../../store/configuration-state';
import { lookInput, summaryRows } from '../configurator/configuration-summary';
import type { ConfiguratorData } from '../configurator/use-configurator-data';

export const scrollToSound = () =>
  document.getElementById('sound-technology')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** The hero's "your putter so far" card, from the configurator's lists and the working configuration. */
export function SummaryCardView({
  configuration: c,
  data,
  isLoading,
}: {
  configuration: ConfigurationState;
  data: ConfiguratorData;
  isLoading: boolean;
}) {
  const model = data.models.find((m) => m.id === c.modelId) ?? data.models[0];
  const total = c.totalPrice || (model ? Number.parseFloat(model.basePrice) : site.startingPrice);
  const shown = { ...c, modelId: model?.id ?? c.modelId };
  const rows = summaryRows(data, shown);
  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-xl dark:border-slate-700 dark:bg-slate-900/90"
      aria-label="Your putter so far"
      role="group"
    >
      <div className="flex justify-center rounded-xl bg-gradient-to-b from-slate-100 to-slate-300 dark:from-slate-800 dark:to-slate-950">
        <PutterStage {...lookInput(data, shown)} load="when-loaded" className="h-44 w-full max-w-[240px]" />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr_auto] gap-x-3 gap-y-0.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
            <dd className="text-right font-medium">
              {isLoading ? <Skeleton className="ml-auto h-4 w-20" /> : row.value}
            </dd>
            <dd className="text-right text-slate-600 tabular-nums dark:text-slate-400">{row.price ?? ''}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex items-baseline justify-between border-t border-slate-200 pt-3 dark:border-slate-700">
        <span className="text-sm font-semibold">Total</span>
        <span className="text-xl font-bold" data-testid="hero-total">
          {formatBaht(total)}
        </span>
      </div>
    </div>
  );
}

/** The hero's markup, shared by the app and the prerendered first screen. */
export function HeroView({
  Link,
  summary,
  onHearSound,
}: {
  Link: ComponentType<ShellLinkProps>;
  summary: ReactNode;
  onHearSound: MouseEventHandler<HTMLButtonElement>;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-slate-950 via-slate-900 to-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:py-24 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">100 DB custom sound putters</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{site.tagline}</h1>
          <p className="mt-5 max-w-xl text-lg text-slate-200">
            Design a putter that sounds like you. Choose a deep and resonant or a bright and dynamic sound signature,
            make it yours, and we craft it within 24 hours with free shipping.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/how-to-order" className={buttonClasses('primary', 'lg')}>
              Configure Your Putter
            </Link>
            <button type="button" onClick={onHearSound} className={buttonClasses('outline-on-dark', 'lg')}>
              Hear Sound Preview
            </button>
          </div>
          <p className="mt-6 text-sm text-slate-300">Starting from {formatBaht(site.startingPrice)} · Free shipping</p>
        </div>
        <div className="text-slate-900 dark:text-slate-100">{summary}</div>
      </div>
    </section>
  );
}
