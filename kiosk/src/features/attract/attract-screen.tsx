import { useEffect, useState } from 'react';
import { modelRenders, modelSelected } from '@sound-putter/web/shared';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { signatureModels, soundUrl } from '../choose/sound-source';
import { stepChanged } from '../session/kiosk-flow.slice';
import { useKioskDispatch } from '../session/kiosk-store';
import { SignatureVisual } from './signature-visual';

const SLIDE_MS = 5000;

/**
 * Loops the two sound signatures while nobody is at the kiosk. A touch plays the one on screen (browsers allow
 * sound only after a touch) and starts designing with it.
 */
export function AttractScreen() {
  const t = useTexts(kioskTexts);
  const dispatch = useKioskDispatch();
  const [index, setIndex] = useState(0);
  const modelId = signatureModels[index];
  const render = modelRenders[modelId];

  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % signatureModels.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, []);

  const start = () => {
    void new Audio(soundUrl(modelId)).play().catch(() => undefined);
    dispatch(modelSelected(modelId));
    dispatch(stepChanged('choose'));
  };

  return (
    <div className="relative flex h-full flex-col bg-gradient-to-br from-slate-950 via-slate-900 to-emerald-950">
      <div className="absolute top-6 right-10 z-10">
        <LanguageSwitch />
      </div>
      <button
        type="button"
        data-testid="attract-start"
        onClick={start}
        className="grid flex-1 content-center items-center justify-items-center gap-10 px-12 pt-24 pb-12 text-center landscape:grid-cols-2 landscape:gap-x-16 landscape:pt-12"
      >
        <span className="flex flex-col items-center gap-8 landscape:col-start-1 landscape:row-start-1">
          <span className="text-2xl font-semibold tracking-widest text-brand-100 uppercase">{t.brandPlace}</span>
          <span className="text-6xl leading-tight font-extrabold tracking-tight landscape:text-7xl">
            {t.attract.title}
          </span>
          <span className="max-w-4xl text-3xl text-slate-300">{t.attract.subtitle}</span>
        </span>
        {/* The putter itself, large: the shop's own render of the model whose sound is playing. */}
        <span className="flex w-full max-w-4xl flex-col items-center gap-4 rounded-[3rem] bg-[radial-gradient(ellipse_at_50%_40%,#475569_0%,#1e293b_55%,transparent_100%)] px-10 py-8 landscape:col-start-2 landscape:row-span-2 landscape:row-start-1">
          <span className="text-xl tracking-widest text-slate-300 uppercase">{t.attract.nowShowing}</span>
          <span className="text-5xl font-bold" data-signature={modelId}>
            {t.models[modelId].sound}
          </span>
          <span className="text-2xl text-slate-300">{t.models[modelId].band}</span>
          <img
            key={modelId}
            src={render.src}
            width={render.width}
            height={render.height}
            alt={t.attract.picture(t.models[modelId].name)}
            data-testid="attract-putter"
            className="kiosk-fade-in h-auto w-full"
          />
          <SignatureVisual modelId={modelId} className="h-24" />
        </span>
        <span className="animate-pulse rounded-full bg-brand-500 px-16 py-8 text-4xl font-extrabold text-slate-950 landscape:col-start-1 landscape:row-start-2">
          {t.attract.touch}
        </span>
      </button>
    </div>
  );
}
