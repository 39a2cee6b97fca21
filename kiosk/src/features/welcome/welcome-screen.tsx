import { useGetPutterModelsQuery } from '@sound-putter/web/api';
import { modelSelected, selectConfiguration, useAppDispatch, useAppSelector } from '@sound-putter/web/store';
import { PutterPreview } from '@sound-putter/web/components/putter-preview';
import { ModelTile } from './model-tile';

/** Until the kiosk's own touch configurator lands, designing continues in the shop's configurator. */
const designUrl = (modelId: string) => `/how-to-order${modelId ? `?model=${encodeURIComponent(modelId)}` : ''}`;

export function WelcomeScreen() {
  const dispatch = useAppDispatch();
  const { data: models, isLoading, isError, refetch } = useGetPutterModelsQuery();
  const { modelId, handedness } = useAppSelector(selectConfiguration);
  const chosen = modelId || models?.[0]?.id || '';

  return (
    <main className="flex min-h-full flex-col gap-10 bg-gradient-to-br from-slate-950 via-slate-900 to-emerald-950 px-10 py-12">
      <header className="flex items-center justify-between gap-8">
        <div>
          <p className="text-xl font-semibold tracking-widest text-brand-100 uppercase">Sound Putter · Bangkok</p>
          <h1 className="mt-3 text-6xl font-extrabold tracking-tight">Your Sound. Your Putt. Your Signature.</h1>
          <p className="mt-4 text-2xl text-slate-300">Design your own 100 DB sound putter. Crafted within 24 hours.</p>
        </div>
        <PutterPreview
          handedness={handedness}
          gripName="Black"
          shaftColorName="Silver"
          className="hidden h-64 w-64 shrink-0 md:block"
        />
      </header>

      <section aria-labelledby="models-title" className="flex-1">
        <h2 id="models-title" className="mb-6 text-3xl font-bold">
          Choose your sound
        </h2>
        {isLoading ? (
          <div role="status" aria-label="Loading models" className="grid gap-6 md:grid-cols-2">
            <div className="h-48 animate-pulse rounded-3xl bg-white/10" />
            <div className="h-48 animate-pulse rounded-3xl bg-white/10" />
          </div>
        ) : null}
        {isError ? (
          <div role="alert" className="rounded-3xl bg-red-900/40 p-8 text-2xl">
            <p>The models could not be loaded.</p>
            <button
              type="button"
              onClick={() => refetch()}
              className="mt-6 min-h-16 rounded-2xl bg-white px-8 text-xl font-semibold text-slate-950"
            >
              Try Again
            </button>
          </div>
        ) : null}
        <div className="grid gap-6 md:grid-cols-2">
          {models?.map((model) => (
            <ModelTile
              key={model.id}
              model={model}
              selected={model.id === chosen}
              onSelect={() => dispatch(modelSelected(model.id))}
            />
          ))}
        </div>
      </section>

      <a
        href={designUrl(chosen)}
        className="flex min-h-24 items-center justify-center rounded-3xl bg-brand-500 px-10 text-3xl font-bold text-slate-950 shadow-2xl active:bg-brand-600"
      >
        Start designing your putter
      </a>
    </main>
  );
}
