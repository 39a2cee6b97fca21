import { useNow } from '../../lib/use-now';
import { useOrderTexts } from './order-texts';
import { countdownAt, formatDuration, PROMISE_HOURS, type CountdownInput } from './countdown';

/** The countdown to the delivery deadline: ticking, then overdue with the time past, or delivered (on time). */
export function DeliveryCountdown({ order }: { order: CountdownInput }) {
  const ticking = order.status !== 'delivered' && order.deliveryDeadline !== null;
  const now = useNow(ticking);
  const state = countdownAt(order, now);
  const { t, date } = useOrderTexts();

  if (state.kind === 'not-started')
    return (
      <p data-testid="countdown" data-state="not-started" className="text-slate-700 dark:text-slate-300">
        {t.notStarted(PROMISE_HOURS)}
      </p>
    );

  if (state.kind === 'delivered')
    return (
      <div data-testid="countdown" data-state="delivered" className="space-y-1">
        <p className="text-2xl font-bold text-brand-700 dark:text-brand-500">
          {t.delivered}
          {state.onTime ? t.onTime : ''}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {state.onTime === false ? t.deliveredLate : t.deliveredOk}
          {order.deliveredAt ? t.at(date(order.deliveredAt)) : ''}
        </p>
      </div>
    );

  if (state.kind === 'overdue')
    return (
      <div data-testid="countdown" data-state="overdue" className="space-y-1">
        <p className="text-sm font-semibold uppercase text-red-700 dark:text-red-300">{t.overdue}</p>
        <p role="timer" className="font-mono text-3xl font-bold tabular-nums text-red-700 dark:text-red-300">
          {formatDuration(state.pastMs)}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t.overdueBy(PROMISE_HOURS)}</p>
      </div>
    );

  const elapsedShare = 1 - state.remainingMs / (PROMISE_HOURS * 3600 * 1000);
  return (
    <div data-testid="countdown" data-state="running" className="space-y-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.remaining}</p>
      <p className="font-mono text-3xl font-bold tabular-nums">
        <span role="timer">{formatDuration(state.remainingMs)}</span>{' '}
        <span className="font-sans text-base font-medium text-slate-600 dark:text-slate-400">
          {t.ofHours(PROMISE_HOURS)}
        </span>
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${Math.min(100, Math.max(0, elapsedShare * 100)).toFixed(1)}%` }}
        />
      </div>
    </div>
  );
}
