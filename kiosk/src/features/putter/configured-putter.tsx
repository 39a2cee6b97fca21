import type { CustomizationCategory, PutterLookInput } from '@sound-putter/contracts';
import {
  PutterStage,
  selectConfiguration,
  useGetCustomizationsQuery,
  useGetPutterModelsQuery,
} from '@sound-putter/web/shared';
import { useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { isSignatureModel } from '../choose/sound-source';
import { useKioskSelector } from '../session/kiosk-store';

/** The catalog name of the chosen option of a category. */
const useOptionName = (category: CustomizationCategory, id: string): string | undefined =>
  useGetCustomizationsQuery(category).data?.find((option) => option.id === id)?.name;

/**
 * The putter as configured so far: the 3-D view on a real GPU, else the drawing, both following every option
 * (the web shop's own picture). Named in the kiosk's language for screen readers.
 */
export function ConfiguredPutter({ className = '' }: { className?: string }) {
  const t = useTexts(kioskTexts);
  const c = useKioskSelector(selectConfiguration);
  const model = useGetPutterModelsQuery().data?.find((m) => m.id === c.modelId);
  // The picture is drawn from the catalog's names, as on the web.
  const look: PutterLookInput = {
    handedness: c.handedness,
    modelId: c.modelId,
    modelName: model?.name,
    gripName: useOptionName('grip', c.gripId),
    shaftName: useOptionName('shaft', c.shaftId),
    shaftColorName: useOptionName('shaft_color', c.shaftColorId),
    lengthName: useOptionName('length', c.lengthId),
    faceMillName: useOptionName('face_mill_option', c.faceMillOptionId),
    finishName: useOptionName('mill_option', c.millOptionId),
    logos: c.logoConfigurations,
  };
  const modelLabel = model && isSignatureModel(model.id) ? t.models[model.id].name : (model?.name ?? '');
  return (
    <div
      role="img"
      aria-label={t.putter.label(modelLabel, c.handedness === 'left' ? t.configure.left : t.configure.right)}
      data-testid="configured-putter"
      className={`flex items-center justify-center overflow-hidden rounded-[2rem] bg-[radial-gradient(ellipse_at_50%_30%,#475569_0%,#1e293b_55%,#020617_100%)] ${className}`}
    >
      <div aria-hidden="true" className="h-full w-full">
        <PutterStage {...look} className="h-full w-full" />
      </div>
    </div>
  );
}
