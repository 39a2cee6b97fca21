import { useOrderTexts } from './order-texts';
import { useLiveState } from './use-live-state';

/** Says whether the page updates by itself (socket) or by the 30-second check. */
const pill =
  'inline-flex items-center gap-2 rounded-full border border-slate-200 px-3 py-1 text-sm dark:border-slate-700';

export function LiveIndicator() {
  const state = useLiveState();
  const { t } = useOrderTexts();
  // On a phone the pill has a line of its own from the first render, even before the socket starts (invisible then):
  // appearing later, or growing from "connecting" to "live", it would wrap the heading's row and push the whole order
  // down (Lighthouse counted a layout shift of 0.22 on an order's page).
  if (state === 'idle')
    return (
      <div className="w-full sm:w-auto">
        <p aria-hidden="true" className={`invisible ${pill}`}>
          <span className="h-2 w-2" />
          {t.connecting}
        </p>
      </div>
    );
  const live = state === 'live';
  return (
    <div className="w-full sm:w-auto">
      <p data-testid="live-indicator" data-state={state} className={pill}>
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${live ? 'bg-emerald-500' : 'bg-amber-500'}`} />
        {live ? t.live : state === 'connecting' ? t.connecting : t.polling}
      </p>
    </div>
  );
}
