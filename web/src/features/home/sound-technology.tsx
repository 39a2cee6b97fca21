import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { loadSoundPreview } from '../../lib/media-slot';
import { DeferUntilVisible } from '../../components/ui/defer-until-visible';
import { Skeleton } from '../../components/ui/skeleton';
import { CraftsmanshipArt } from './craftsmanship-art';
import { HowItWorks } from './how-it-works';
import { useTexts } from '../../lib/use-language';
import { homeTexts } from './home-texts';

const SoundTechnologyVideos = lazy(async () => {
  const module = await loadSoundPreview();
  return { default: module.SoundTechnologySection ?? (() => null) };
});

export function SoundTechnology() {
  const t = useTexts(homeTexts);
  return (
    <section
      id="sound-technology"
      aria-labelledby="sound-technology-title"
      className="scroll-mt-20 bg-slate-50 py-16 dark:bg-slate-900"
    >
      <div className="mx-auto max-w-7xl px-4">
        <div className="text-center">
          <h2 id="sound-technology-title" className="text-3xl font-bold tracking-tight">
            {t.technologyTitle}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
            {t.technologyText}{' '}
            <Link to="/sound-preview" className="font-medium text-brand-700 underline dark:text-brand-500">
              {t.openPreviewCenter}
            </Link>
          </p>
        </div>
        <div className="mt-10">
          <DeferUntilVisible placeholder={<Skeleton className="aspect-video w-full md:aspect-[32/9]" />}>
            <Suspense fallback={<Skeleton className="aspect-video w-full md:aspect-[32/9]" />}>
              <SoundTechnologyVideos />
            </Suspense>
          </DeferUntilVisible>
        </div>
        <div className="mt-12 grid items-center gap-10 lg:grid-cols-2">
          <div>
            <CraftsmanshipArt label={t.craftAlt} />
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t.craftText}</p>
          </div>
          <HowItWorks />
        </div>
      </div>
    </section>
  );
}
