import { modelSelected, selectConfiguration, useGetPutterModelsQuery } from '@sound-putter/web/shared';
import { ScreenFrame } from '../../components/ui/screen-frame';
import { TouchButton } from '../../components/ui/touch-button';
import { useFormat, useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { stepChanged } from '../session/kiosk-flow.slice';
import { useKioskDispatch, useKioskSelector } from '../session/kiosk-store';
import { useRefetchWhileOffline } from '../session/use-network-retry';
import { HearItButton } from './hear-it-button';
import { isSignatureModel } from './sound-source';

export function ChooseSoundScreen() {
  const t = useTexts(kioskTexts);
  const format = useFormat();
  const dispatch = useKioskDispatch();
  const models = useGetPutterModelsQuery();
  useRefetchWhileOffline(models);
  const { modelId } = useKioskSelector(selectConfiguration);

  return (
    <ScreenFrame
      title={t.choose.title}
      back="attract"
      actions={
        <TouchButton disabled={!modelId} onClick={() => dispatch(stepChanged('configure'))} className="min-h-20 px-12">
          {t.choose.next} <span aria-hidden="true">→</span>
        </TouchButton>
      }
    >
      <p className="mb-8 text-3xl text-slate-300">{t.choose.intro}</p>
      {models.isError && models.error && 'status' in models.error && models.error.status !== undefined ? (
        <div role="alert" className="rounded-3xl bg-red-900/50 p-8 text-2xl">
          <p>{t.choose.loadError}</p>
          <TouchButton className="mt-6" onClick={() => void models.refetch()}>
            {t.choose.retry}
          </TouchButton>
        </div>
      ) : null}
      <div className="grid gap-8 landscape:grid-cols-2">
        {(models.data ?? [])
          .filter((m) => isSignatureModel(m.id))
          .map((model) => {
            const id = model.id as 'melody-c' | 'melody-d';
            const chosen = model.id === modelId;
            return (
              <section
                key={model.id}
                aria-label={t.models[id].name}
                className={`flex flex-col gap-5 rounded-[2rem] border-4 p-8 ${
                  chosen ? 'border-brand-500 bg-brand-700/30' : 'border-white/15 bg-white/5'
                }`}
              >
                <p className="text-2xl font-semibold text-brand-100">{t.models[id].sound}</p>
                <h2 className="text-4xl font-extrabold">{t.models[id].name}</h2>
                <p className="text-2xl text-slate-300">{t.models[id].band}</p>
                <p className="text-3xl font-bold">{t.choose.from(format.baht(model.basePrice))}</p>
                <div className="mt-auto flex flex-wrap gap-4">
                  <HearItButton modelId={id} />
                  <TouchButton
                    variant={chosen ? 'primary' : 'secondary'}
                    aria-pressed={chosen}
                    onClick={() => dispatch(modelSelected(model.id))}
                    className="flex-1"
                  >
                    {chosen ? `✓ ${t.choose.selected}` : t.choose.select}
                  </TouchButton>
                </div>
              </section>
            );
          })}
      </div>
    </ScreenFrame>
  );
}
