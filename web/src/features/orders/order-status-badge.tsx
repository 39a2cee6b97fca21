import type { Fulfilment, OrderStatus } from '@sound-putter/contracts';
import { statusWords, useOrderTexts } from './order-texts';

const tones: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  confirmed: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  crafting: 'bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-100',
  shipped: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900/50 dark:text-indigo-100',
  delivered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
};

/** The status in the page's language; a pickup order at the shipped step reads "ready to collect". */
export function OrderStatusBadge({ status, fulfilment = 'ship' }: { status: OrderStatus; fulfilment?: Fulfilment }) {
  const { t } = useOrderTexts();
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${tones[status]}`}
    >
      {statusWords(t, status, fulfilment === 'pickup').label}
    </span>
  );
}
