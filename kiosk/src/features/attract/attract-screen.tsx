import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modelSelected } from '@sound-putter/web/shared';
import { LanguageSwitch } from '../../components/ui/language-switch';
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
  const { t } = useTranslation();
  const dispatch = useKioskDispatch();
  const [index, setIndex] = useState(0);
  const modelId = signatureModels[index];

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
        className="flex flex-1 flex-col items-center justify-center gap-12 px-12 text-center"
      >
        <span className="text-2xl font-semibold tracking-widest text-brand-100 uppercase">{t('brandPlace')}</span>
        <span className="text-6xl leading-tight font-extrabold tracking-tight landscape:text-7xl">
          {t('attract.title')}
        </span>
        <span className="max-w-4xl text-3xl text-slate-300">{t('attract.subtitle')}</span>
        <span className="flex w-full max-w-3xl flex-col items-center gap-6 rounded-[3rem] bg-white/5 px-10 py-10">
          <span className="text-xl tracking-widest text-slate-400 uppercase">{t('attract.nowShowing')}</span>
          <span className="text-5xl font-bold" data-signature={modelId}>
            {t(`models.${modelId}.sound`)}
          </span>
          <span className="text-2xl text-slate-300">{t(`models.${modelId}.band`)}</span>
          <SignatureVisual modelId={modelId} />
        </span>
        <span className="animate-pulse rounded-full bg-brand-500 px-16 py-8 text-4xl font-extrabold text-slate-950">
          {t('attract.touch')}
        </span>
      </button>
    </div>
  );
}
