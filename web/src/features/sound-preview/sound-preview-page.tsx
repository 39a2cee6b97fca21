import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useGetPutterModelsQuery, type ApiError } from '../../api';
import type { SoundPlayerHandle } from '../../components/media/sound-player';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useLanguage } from '../../lib/use-language';
import { notifyError, useAppDispatch } from '../../store';
import { SoundModelCard } from './sound-model-card';
import { isSoundModelId, soundSignatures } from './sound-signatures';
import { soundPreviewTexts } from './sound-preview-texts';
import { useMediaErrorNotice } from './use-media-error-notice';

/** Shown under the heading of a failed load in both languages (the spec's Thai retry message). */
const LOAD_FAILED_THAI = 'ไม่สามารถโหลดข้อมูลเสียงได้ กรุณาลองใหม่อีกครั้ง';

function CardSkeleton() {
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-12 w-40" />
    </div>
  );
}

export function SoundPreviewPage() {
  const models = useGetPutterModelsQuery();
  const { language } = useLanguage();
  const t = soundPreviewTexts[language];
  const dispatch = useAppDispatch();
  const reportMediaError = useMediaErrorNotice();
  const [compare, setCompare] = useState(true);
  const players = useRef(new Map<string, SoundPlayerHandle>());

  useEffect(() => {
    if (models.isError) dispatch(notifyError(models.error as ApiError, { onceKey: 'loading_sound_models' }));
  }, [dispatch, models.isError, models.error]);

  const entries = (models.data ?? []).flatMap((model) =>
    isSoundModelId(model.id) ? [{ model, signature: soundSignatures[language][model.id] }] : [],
  );

  // Outside compare mode one sound plays at a time: starting a player stops the rest.
  const onPlayerStarted = (id: string) => {
    if (compare) return;
    for (const [other, player] of players.current) if (other !== id) player.stop();
  };
  const playAll = () => {
    for (const player of players.current.values()) void player.play();
  };
  const stopAll = () => {
    for (const player of players.current.values()) player.stop();
  };

  let body;
  if (models.isLoading) {
    body = (
      <div role="status" className="grid gap-6 md:grid-cols-2">
        <span className="sr-only">{t.loading}</span>
        <CardSkeleton />
        <CardSkeleton />
      </div>
    );
  } else if (models.isError) {
    body = (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40">
        <h2 className="text-xl font-bold text-red-800 dark:text-red-200">{t.loadFailed}</h2>
        <p lang="th" className="mt-2 text-red-900 dark:text-red-100">
          {LOAD_FAILED_THAI}
        </p>
        <Button className="mt-4" size="lg" onClick={() => void models.refetch()} disabled={models.isFetching}>
          {models.isFetching ? t.retrying : t.tryAgain}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            role="switch"
            aria-checked={compare}
            onClick={() => setCompare((on) => !on)}
            className="inline-flex h-12 items-center gap-3 rounded-full px-2 font-medium text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <span
              aria-hidden="true"
              className={`relative h-7 w-12 rounded-full transition-colors ${compare ? 'bg-brand-700 dark:bg-brand-500' : 'bg-slate-300 dark:bg-slate-600'}`}
            >
              <span
                className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform ${compare ? 'translate-x-5' : ''}`}
              />
            </span>
            {t.compareMode}
          </button>
          {compare && (
            <>
              <Button size="lg" onClick={playAll}>
                {t.playAll}
              </Button>
              <Button size="lg" variant="outline" onClick={stopAll}>
                {t.stopAll}
              </Button>
            </>
          )}
        </div>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{compare ? t.compareOn : t.compareOff}</p>
        <div className={`mt-6 grid gap-6 ${compare ? 'md:grid-cols-2' : 'mx-auto max-w-2xl'}`}>
          {entries.map(({ model, signature }) => (
            <SoundModelCard
              key={model.id}
              ref={(player) => {
                if (player) players.current.set(model.id, player);
                return () => {
                  players.current.delete(model.id);
                };
              }}
              model={model}
              signature={signature}
              onError={reportMediaError}
              onPlay={() => onPlayerStarted(model.id)}
            />
          ))}
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.title}</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{t.intro}</p>
      </header>
      <div className="mt-8">{body}</div>
      <section
        aria-labelledby="sound-preview-cta"
        className="mt-12 rounded-2xl bg-brand-800 p-8 text-center text-white dark:bg-brand-800"
      >
        <h2 id="sound-preview-cta" className="text-2xl font-bold">
          {t.ctaTitle}
        </h2>
        <p className="mt-2 text-brand-50">{t.ctaText}</p>
        <Link to="/" className={buttonClasses('secondary', 'lg', 'mt-5')}>
          {t.ctaButton}
        </Link>
      </section>
    </div>
  );
}

export default SoundPreviewPage;
