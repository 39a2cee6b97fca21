import { configurationDefaults, type ShopLanguage } from '@sound-putter/contracts';
import type { ComponentType, MouseEventHandler, ReactNode } from 'react';
import type { ShellLinkProps } from '../../app/shell-link';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { PutterStage } from '../../components/putter/putter-stage';
import { heroRender } from '../../components/putter/product-renders';
import { formatBaht } from '../../lib/format';
import { site } from '../../lib/site';
import type { ConfigurationState } from '../../store/configuration-state';
import { lookInput, pictureLabel, summaryRows } from '../configurator/configuration-summary';
import type { ConfiguratorData } from '../configurator/use-configurator-data';
import { headerTexts } from '../layout/nav-links';
import { homeTexts } from './home-texts';

export const scrollToSound = () =>
  document.getElementById('sound-technology')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** The model the hero's still shows, with every option as the configurator starts it (product-stills.ts, `hero`). */
const STILL_MODEL = 'melody-c';

/**
 * Whether the putter the card describes looks as the hero's still shows it: nothing visible changed yet. `modelId`
 * is the model the card shows ('' before the catalog has loaded, as in the prerendered first screen), so a catalog
 * whose first model is another one (the still's withdrawn) gets that model's own picture.
 */
export const looksAsStill = (c: ConfigurationState): boolean =>
  (c.modelId === '' || c.modelId === STILL_MODEL) &&
  c.handedness === configurationDefaults.handedness &&
  c.gripId === configurationDefaults.gripId &&
  c.shaftId === configurationDefaults.shaftId &&
  c.shaftColorId === configurationDefaults.shaftColorId &&
  c.faceMillOptionId === configurationDefaults.faceMillOptionId &&
  !c.millOptionId &&
  c.logoConfigurations.length === 0;

/** The rendered still: AVIF or WebP at the width the card needs, fetched first (the page's largest paint). */
function HeroStill({ language }: { language: ShopLanguage }) {
  return (
    <picture>
      <source type="image/avif" srcSet={heroRender.avifSrcSet} sizes={heroRender.sizes} />
      <source type="image/webp" srcSet={heroRender.webpSrcSet} sizes={heroRender.sizes} />
      <img
        src={heroRender.src}
        width={heroRender.width}
        height={heroRender.height}
        alt={heroRender.alt[language]}
        fetchPriority="high"
        decoding="async"
        data-testid="hero-still"
        className="aspect-[4/3] max-h-64 w-full object-contain"
      />
    </picture>
  );
}

/** The hero's "your putter so far" card, from the configurator's lists and the working configuration. */
export function SummaryCardView({
  configuration: c,
  data,
  isLoading,
  language = 'en',
}: {
  configuration: ConfigurationState;
  data: ConfiguratorData;
  isLoading: boolean;
  language?: ShopLanguage;
}) {
  const t = homeTexts[language];
  const model = data.models.find((m) => m.id === c.modelId) ?? data.models[0];
  const total = c.totalPrice || (model ? Number.parseFloat(model.basePrice) : site.startingPrice);
  const shown = { ...c, modelId: model?.id ?? c.modelId };
  const rows = summaryRows(data, shown, language);
  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-xl dark:border-slate-700 dark:bg-slate-900/90"
      aria-label={t.soFar}
      role="group"
    >
      <div className="flex justify-center overflow-hidden rounded-xl bg-[radial-gradient(ellipse_at_50%_35%,#ffffff_0%,#e2e8f0_70%,#cbd5e1_100%)] dark:bg-[radial-gradient(ellipse_at_50%_35%,#64748b_0%,#334155_60%,#1e293b_100%)]">
        {/* The still until the shopper changes what it shows; then their own putter, drawn or in 3-D. */}
        {looksAsStill(shown) ? (
          <HeroStill language={language} />
        ) : (
          <PutterStage
            {...lookInput(data, shown)}
            label={pictureLabel(data, shown, language)}
            load="when-loaded"
            className="h-64 w-full max-w-[320px]"
          />
        )}
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
        <span className="text-sm font-semibold">{t.total}</span>
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
  language = 'en',
}: {
  Link: ComponentType<ShellLinkProps>;
  summary: ReactNode;
  onHearSound: MouseEventHandler<HTMLButtonElement>;
  language?: ShopLanguage;
}) {
  const t = homeTexts[language];
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-slate-950 via-slate-900 to-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:py-24 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{t.kicker}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{headerTexts[language].tagline}</h1>
          <p className="mt-5 max-w-xl text-lg text-slate-200">{t.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/how-to-order" className={buttonClasses('primary', 'lg')}>
              {t.configure}
            </Link>
            <button type="button" onClick={onHearSound} className={buttonClasses('outline-on-dark', 'lg')}>
              {t.hearSound}
            </button>
          </div>
          <p className="mt-6 text-sm text-slate-300">
            {t.startingFrom} {formatBaht(site.startingPrice)} · {t.freeShipping}
          </p>
        </div>
        <div className="text-slate-900 dark:text-slate-100">{summary}</div>
      </div>
    </section>
  );
}
