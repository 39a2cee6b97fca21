import { useEffect, useRef, useState } from 'react';
import { TouchButton } from '../../components/ui/touch-button';
import { useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { soundUrl, type SignatureModel } from './sound-source';

/** Plays the model's real strike recording; a second tap plays it again from the start. */
export function HearItButton({ modelId }: { modelId: SignatureModel }) {
  const t = useTexts(kioskTexts);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => () => audio.current?.pause(), []);
  return (
    <>
      <audio
        ref={audio}
        src={soundUrl(modelId)}
        preload="auto"
        data-model={modelId}
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <TouchButton
        variant="secondary"
        aria-pressed={playing}
        onClick={(event) => {
          event.stopPropagation();
          const element = audio.current;
          if (!element) return;
          element.currentTime = 0;
          void element.play().catch(() => setPlaying(false));
        }}
      >
        <span aria-hidden="true">{playing ? '🔊' : '▶'}</span>
        {playing ? t.choose.playing : t.choose.hear}
      </TouchButton>
    </>
  );
}
