import { Link } from 'react-router';
import { useGetPutterModelsQuery } from '../../api';
import { buttonClasses } from '../../components/ui/button';
import { CheckIcon, PlayIcon } from '../../components/ui/icons';
import { ProductPicture } from '../../components/putter/product-picture';
import { modelRenders } from '../../components/putter/product-renders';
import { ProductGridSkeleton } from '../../components/ui/skeleton';
import { formatBaht } from '../../lib/format';
import { scrollToSound } from './hero';
import { useLanguage } from '../../lib/use-language';
import { localDescription, localName } from '../configurator/local-names';
import { homeTexts } from './home-texts';

export function Showcase() {
  const { data: models, isLoading, isError } = useGetPutterModelsQuery();
  const { language } = useLanguage();
  const t = homeTexts[language];
  const th = language === 'th';
  return (
    <section id="products" aria-labelledby="products-title" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
      <div className="text-center">
        <h2 id="products-title" className="text-3xl font-bold tracking-tight">
          {t.signaturesTitle}
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t.signaturesText}</p>
      </div>
      <div className="mt-10">
        {isLoading ? <ProductGridSkeleton /> : null}
        {isError ? (
          <p role="alert" className="text-center text-slate-600 dark:text-slate-300">
            {t.modelsFailed}
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
                  language={language}
                  data-model={model.id}
                  className="-mx-2 -mt-2 mb-5 aspect-[4/3] sm:-mx-0 sm:-mt-0"
                />
              ) : null}
              <p className="text-sm font-semibold text-brand-700 dark:text-brand-500">
                {th ? model.soundTypeTh : model.soundType}
              </p>
              <h3 className="mt-1 text-2xl font-bold">{localName(model, language)}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{localDescription(model, language)}</p>
              <h4 className="mt-5 text-sm font-semibold">{t.keyFeatures}</h4>
              <ul className="mt-2 space-y-1 text-sm">
                {(th ? model.featuresTh : model.features).map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckIcon className="mt-0.5 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <p className="mt-5 text-sm text-slate-600 dark:text-slate-300">
                {t.startingFrom}{' '}
                <span className="text-xl font-bold text-slate-900 dark:text-white">{formatBaht(model.basePrice)}</span>
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                <button
                  type="button"
                  onClick={scrollToSound}
                  className={buttonClasses('outline')}
                  aria-label={t.playSoundOf(localName(model, language))}
                >
                  <PlayIcon /> {t.playSound}
                </button>
                <Link
                  to={`/how-to-order?model=${encodeURIComponent(model.id)}`}
                  className={buttonClasses('primary')}
                  aria-label={t.customizeModel(localName(model, language))}
                >
                  {t.customize}
                </Link>
              </div>
            </article>
          ))}
        </div>
      </div>
      <div className="mt-8 text-center">
        <button type="button" onClick={scrollToSound} className={buttonClasses('secondary', 'lg')}>
          {t.compare}
        </button>
      </div>
    </section>
  );
}
