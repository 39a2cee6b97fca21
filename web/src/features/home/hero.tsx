import { Link } from 'react-router';
import { useGetCustomizationsQuery, useGetPutterModelsQuery } from '../../api';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { formatBaht } from '../../lib/format';
import { site } from '../../lib/site';
import { selectConfiguration, useAppSelector } from '../../store';
import { PutterPreview } from '../../components/putter-preview';

export const scrollToSound = () =>
  document.getElementById('sound-technology')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

const nameOf = (list: ReadonlyArray<{ id: string; name: string }> | undefined, id: string) =>
  list?.find((o) => o.id === id)?.name;

function SummaryCard() {
  const c = useAppSelector(selectConfiguration);
  const models = useGetPutterModelsQuery();
  const grips = useGetCustomizationsQuery('grip');
  const shaftColors = useGetCustomizationsQuery('shaft_color');
  const lengths = useGetCustomizationsQuery('length');
  const faceMills = useGetCustomizationsQuery('face_mill_option');
  const model = models.data?.find((m) => m.id === c.modelId) ?? models.data?.[0];
  const gripName = nameOf(grips.data, c.gripId);
  const shaftColorName = nameOf(shaftColors.data, c.shaftColorId);
  const total = c.totalPrice || (model ? Number.parseFloat(model.basePrice) : site.startingPrice);

  const rows: Array<[string, string | undefined]> = [
    ['Model', model?.name],
    ['Handedness', c.handedness === 'left' ? 'Left-handed' : 'Right-handed'],
    ['Grip', gripName],
    ['Shaft color', shaftColorName],
    ['Length', nameOf(lengths.data, c.lengthId)],
    ['Face mill', nameOf(faceMills.data, c.faceMillOptionId)],
    ['Logo', c.logoId === 'logo-none' ? 'No Logo' : 'Custom Logo'],
  ];
  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-xl dark:border-slate-700 dark:bg-slate-900/90"
      aria-label="Your putter so far"
      role="group"
    >
      <div className="flex justify-center rounded-xl bg-gradient-to-b from-slate-100 to-slate-200 dark:from-slate-800 dark:to-slate-900">
        <PutterPreview
          handedness={c.handedness}
          gripName={gripName}
          shaftColorName={shaftColorName}
          modelName={model?.name}
          logos={c.logoConfigurations}
          className="h-44 w-full max-w-[240px]"
        />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-right font-medium">{value ?? <Skeleton className="ml-auto h-4 w-20" />}</dd>
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

export function Hero() {
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
            <button type="button" onClick={scrollToSound} className={buttonClasses('outline-on-dark', 'lg')}>
              Hear Sound Preview
            </button>
          </div>
          <p className="mt-6 text-sm text-slate-300">Starting from {formatBaht(site.startingPrice)} · Free shipping</p>
        </div>
        <div className="text-slate-900 dark:text-slate-100">
          <SummaryCard />
        </div>
      </div>
    </section>
  );
}
