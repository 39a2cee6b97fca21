import { Link } from 'react-router';
import { useGetPutterModelsQuery } from '../../api';
import { buttonClasses } from '../../components/ui/button';
import { CheckIcon, PlayIcon } from '../../components/ui/icons';
import { ProductPicture } from '../../components/putter/product-picture';
import { modelRenders } from '../../components/putter/product-renders';
import { ProductGridSkeleton } from '../../components/ui/skeleton';
import { formatBaht } from '../../lib/format';
import { scrollToSound } from './hero';

export function Showcase() {
  const { data: models, isLoading, isError } = useGetPutterModelsQuery();
  return (
    <section id="products" aria-labelledby="products-title" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
      <div className="text-center">
        <h2 id="products-title" className="text-3xl font-bold tracking-tight">
          Two Sound Signatures
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Deep and resonant, or bright and dynamic. Which one is yours?
        </p>
      </div>
      <div className="mt-10">
        {isLoading ? <ProductGridSkeleton /> : null}
        {isError ? (
          <p role="alert" className="text-center text-slate-600 dark:text-slate-300">
            The models could not be loaded. Please refresh the page to try again.
          </p>
        ) : null}
        <div className="grid gap-6 md:grid-cols-2">
          {models?.map((model) => (
            <article
              key={model.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              {modelRenders[model.id] ? (
                <ProductPicture
                  picture={modelRenders[model.id]}
                  data-model={model.id}
                  className="-mx-2 -mt-2 mb-5 aspect-[4/3] sm:-mx-0 sm:-mt-0"
                />
              ) : null}
              <p className="text-sm font-semibold text-brand-700 dark:text-brand-500">{model.soundType}</p>
              <h3 className="mt-1 text-2xl font-bold">{model.name}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{model.description}</p>
              <h4 className="mt-5 text-sm font-semibold">Key Features</h4>
              <ul className="mt-2 space-y-1 text-sm">
                {model.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckIcon className="mt-0.5 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <p className="mt-5 text-sm text-slate-600 dark:text-slate-300">
                Starting from{' '}
                <span className="text-xl font-bold text-slate-900 dark:text-white">{formatBaht(model.basePrice)}</span>
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                <button
                  type="button"
                  onClick={scrollToSound}
                  className={buttonClasses('outline')}
                  aria-label={`Play sound of ${model.name}`}
                >
                  <PlayIcon /> Play Sound
                </button>
                <Link
                  to={`/how-to-order?model=${encodeURIComponent(model.id)}`}
                  className={buttonClasses('primary')}
                  aria-label={`Customize ${model.name}`}
                >
                  Customize
                </Link>
              </div>
            </article>
          ))}
        </div>
      </div>
      <div className="mt-8 text-center">
        <button type="button" onClick={scrollToSound} className={buttonClasses('secondary', 'lg')}>
          Compare Sound Signatures
        </button>
      </div>
    </section>
  );
}
