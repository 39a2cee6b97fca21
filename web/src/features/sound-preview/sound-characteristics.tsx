import { useTexts } from '../../lib/use-language';
import { soundPreviewTexts } from './sound-preview-texts';
import type { SoundSignature } from './sound-signatures';

const chip = 'rounded-full px-3 py-1 text-sm';

export function SoundCharacteristics({ signature }: { signature: SoundSignature }) {
  const t = useTexts(soundPreviewTexts);
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-medium text-slate-500 dark:text-slate-400">{t.frequencyBand}</dt>
        <dd className="mt-0.5 text-slate-900 dark:text-slate-100">{signature.frequencyBand}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-500 dark:text-slate-400">{t.decay}</dt>
        <dd className="mt-0.5 text-slate-900 dark:text-slate-100">{signature.decay}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="font-medium text-slate-500 dark:text-slate-400">{t.character}</dt>
        <dd className="mt-1">
          <ul className="flex flex-wrap gap-2">
            {signature.character.map((word) => (
              <li key={word} className={`${chip} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100`}>
                {word}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {t.keywords && (
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-500 dark:text-slate-400">{t.keywords}</dt>
          <dd className="mt-1">
            <ul lang="th" className="flex flex-wrap gap-2">
              {signature.thaiKeywords.map((word) => (
                <li
                  key={word}
                  className={`${chip} border border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-100`}
                >
                  {word}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}
