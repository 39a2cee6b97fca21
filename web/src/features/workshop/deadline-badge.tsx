import type { OrderView } from '@sound-putter/contracts';
import { deadlineState, type DeadlineTone } from './deadline';
import { useNow } from './use-now';

const toneClasses: Record<DeadlineTone, string> = {
  none: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  ok: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  amber: 'bg-amber-100 text-amber-900 ring-1 ring-amber-500 dark:bg-amber-950 dark:text-amber-200',
  red: 'bg-red-100 text-red-900 ring-1 ring-red-600 dark:bg-red-950 dark:text-red-200',
  done: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

const sizeClasses = {
  sm: 'px-1.5 py-0.5 text-xs',
  md: 'px-2 py-1 text-sm',
  lg: 'px-2 py-0.5 text-lg',
} as const;

/** The time left to the 24-hour deadline, ticking with the board's clock: amber under 2 hours, red once overdue. */
export function DeadlineBadge({ order, size = 'md' }: { order: OrderView; size?: keyof typeof sizeClasses }) {
  const now = useNow();
  const { tone, label } = deadlineState(order, now);
  return (
    <p
      className={`rounded-md font-mono font-semibold whitespace-nowrap tabular-nums ${sizeClasses[size]} ${toneClasses[tone]}`}
      data-testid="deadline"
      data-tone={tone}
    >
      {order.deliveryDeadline ? <time dateTime={order.deliveryDeadline}>{label}</time> : label}
    </p>
  );
}
