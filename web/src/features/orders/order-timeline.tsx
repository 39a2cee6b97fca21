import { orderStatuses, type OrderStatus, type TrackingStep } from '@sound-putter/contracts';
import { CheckIcon } from '../../components/ui/icons';
import { statusWords, useOrderTexts } from './order-texts';

/** The five steps, each with the time it was reached (from the tracking call). */
export function OrderTimeline({
  status,
  steps,
  pickup = false,
}: {
  status: OrderStatus;
  steps: TrackingStep[] | undefined;
  /** Collected at the performance centre: the fourth step reads "ready to collect". */
  pickup?: boolean;
}) {
  const reached = orderStatuses.indexOf(status);
  const { t, date } = useOrderTexts();
  return (
    <ol className="space-y-0" data-testid="timeline">
      {orderStatuses.map((step, index) => {
        const done = index <= reached;
        const at = steps?.find((s) => s.status === step)?.at ?? null;
        return (
          <li key={step} className="relative flex gap-4 pb-6 last:pb-0" data-step={step} data-done={done}>
            {index < orderStatuses.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute top-9 left-[1.0625rem] h-[calc(100%-2.25rem)] w-0.5 ${
                  index < reached ? 'bg-brand-600' : 'bg-slate-200 dark:bg-slate-700'
                }`}
              />
            )}
            <span
              aria-hidden="true"
              className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                done
                  ? 'bg-brand-700 text-white dark:bg-brand-500 dark:text-slate-950'
                  : 'border-2 border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300'
              }`}
            >
              {done ? <CheckIcon /> : index + 1}
            </span>
            <div className="min-w-0 pt-1">
              <p className={`font-semibold ${index === reached ? 'text-brand-800 dark:text-brand-100' : ''}`}>
                {statusWords(t, step, pickup).label}
                <span className="sr-only">{done ? t.stepDone : t.stepAhead}</span>
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{statusWords(t, step, pickup).description}</p>
              <p className="text-sm text-slate-800 dark:text-slate-200" data-testid={`timeline-time-${step}`}>
                {at ? date(at) : done ? '' : t.notYet}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
