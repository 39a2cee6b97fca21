import type { ReactNode } from 'react';
import { defineTexts } from '@sound-putter/contracts';
import { useTexts } from '../../lib/use-language';
import type { PutterView } from '../../components/putter/putter-renderer';
import { PutterStage, type PutterStageProps, useThreeDShown } from '../../components/putter/putter-stage';

const views: readonly PutterView[] = ['overview', 'face', 'sole'];

const pictureTexts = defineTexts({
  en: { group: 'Show', views: { overview: 'Whole putter', face: 'Face', sole: 'Sole' } as Record<PutterView, string> },
  th: { group: 'มุมมอง', views: { overview: 'ทั้งอัน', face: 'หน้าไม้', sole: 'พื้นไม้' } },
});

/**
 * The putter picture with buttons to frame the whole putter, the face or the sole, and what goes beside it. The
 * buttons come with the 3-D view only: the drawing shown without it has one view, and buttons that change nothing
 * (issue 34) would only cover it.
 */
export function PutterPicture({
  view,
  onViewChange,
  beside,
  className,
  ...stage
}: PutterStageProps & { view: PutterView; onViewChange: (view: PutterView) => void; beside?: ReactNode }) {
  const t = useTexts(pictureTexts);
  // Follows the stage's own answer: asking here would cost a WebGL context in the first render.
  const threeD = useThreeDShown();
  return (
    <div className="relative rounded-lg bg-gradient-to-b from-slate-100 to-slate-300 dark:from-slate-800 dark:to-slate-950">
      <div className="flex justify-center">
        <PutterStage {...stage} view={view} className={className} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 px-2 pb-2">
        {threeD ? (
          <div role="group" aria-label={t.group} className="flex gap-1">
            {views.map((id) => (
              <button
                key={id}
                type="button"
                aria-pressed={view === id}
                onClick={() => onViewChange(id)}
                className={`min-h-9 rounded-md px-2.5 text-xs font-medium ${
                  view === id
                    ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900'
                    : 'bg-white/70 text-slate-800 hover:bg-white dark:bg-slate-900/70 dark:text-slate-200'
                }`}
              >
                {t.views[id]}
              </button>
            ))}
          </div>
        ) : (
          <span />
        )}
        {beside}
      </div>
    </div>
  );
}
