import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { loadSoundPreview } from '../../lib/media-slot';
import { DeferUntilVisible } from '../../components/ui/defer-until-visible';
import { Skeleton } from '../../components/ui/skeleton';
import { CraftsmanshipArt } from './craftsmanship-art';
import { HowItWorks } from './how-it-works';

const SoundTechnologyVideos = lazy(async () => {
  const module = await loadSoundPreview();
  return { default: module.SoundTechnologySection ?? (() => null) };
});

export function SoundTechnology() {
  return (
    <section
      id="sound-technology"
      aria-labelledby="sound-technology-title"
      className="scroll-mt-20 bg-slate-50 py-16 dark:bg-slate-900"
    >
      <div className="mx-auto max-w-7xl px-4">
        <div className="text-center">
          <h2 id="sound-technology-title" className="text-3xl font-bold tracking-tight">
            Sound Technology
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
            100.3 dB at 15 feet and 4.5 seconds of resonance: hear the difference a tuned putter head makes.{' '}
            <Link to="/sound-preview" className="font-medium text-brand-700 underline dark:text-brand-500">
              Open the Sound Preview Center
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
            <CraftsmanshipArt />
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
              Every head is precision milled and tuned by hand, then crafted within 24 hours of your order.
            </p>
          </div>
          <HowItWorks />
        </div>
      </div>
    </section>
  );
}
