import { useId, type Ref } from 'react';
import type { PutterModelView } from '@sound-putter/contracts';
import type { MediaErrorReporter } from '../../components/media/media-error';
import { SoundPlayer, type SoundPlayerHandle } from '../../components/media/sound-player';
import { useLanguage } from '../../lib/use-language';
import { localDescription, localName } from '../configurator/local-names';
import { SoundCharacteristics } from './sound-characteristics';
import type { SoundSignature } from './sound-signatures';

export interface SoundModelCardProps {
  model: PutterModelView;
  signature: SoundSignature;
  onError: MediaErrorReporter;
  onPlay?: () => void;
  ref?: Ref<SoundPlayerHandle>;
}

export function SoundModelCard({ model, signature, onError, onPlay, ref }: SoundModelCardProps) {
  const headingId = useId();
  const { language } = useLanguage();
  const description = localDescription(model, language);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <header>
        <p className="text-sm font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {localName(model, language)}
        </p>
        <h2 id={headingId} className="text-2xl font-bold">
          {signature.label}
        </h2>
        {description && <p className="mt-1 text-slate-600 dark:text-slate-300">{description}</p>}
      </header>
      <SoundPlayer
        ref={ref}
        title={signature.label}
        sources={signature.audio}
        waveformClassName={signature.waveformClassName}
        onError={onError}
        onPlay={onPlay}
        language={language}
      />
      <SoundCharacteristics signature={signature} />
    </article>
  );
}
