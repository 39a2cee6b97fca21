import { lazy, Suspense } from 'react';
import { DeferUntilVisible } from '../../components/ui/defer-until-visible';
import { Skeleton } from '../../components/ui/skeleton';
import { Hero } from './hero';
import { Showcase } from './showcase';
import { SoundTechnology } from './sound-technology';
import { useTexts } from '../../lib/use-language';
import { homeTexts } from './home-texts';

// The configurator is below the fold; loading it separately keeps the first screen light.
const Configurator = lazy(() => import('../configurator/configurator'));

export function HomePage() {
  const t = useTexts(homeTexts);
  return (
    <>
      <Hero />
      <Showcase />
      <SoundTechnology />
      <section
        id="configurator"
        aria-labelledby="configurator-title"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16"
      >
        <div className="mb-8 text-center">
          <h2 id="configurator-title" className="text-3xl font-bold tracking-tight">
            {t.designTitle}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t.designText}</p>
        </div>
        <DeferUntilVisible placeholder={<Skeleton className="h-96 w-full" />}>
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <Configurator />
          </Suspense>
        </DeferUntilVisible>
      </section>
    </>
  );
}
