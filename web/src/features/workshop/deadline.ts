import type { OrderView } from '@sound-putter/contracts';

/** The board turns a card amber this long before its deadline (the crafting at-risk window). */
export const AT_RISK_MS = 2 * 60 * 60 * 1000;

export type DeadlineTone = 'none' | 'ok' | 'amber' | 'red' | 'done';

export interface DeadlineState {
  tone: DeadlineTone;
  /** What the card shows, e.g. "23h 59m 59s left", "Overdue by 0h 05m 00s". */
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Hours, minutes and seconds of a duration: "25h 03m 09s". */
export const formatDuration = (ms: number): string => {
  const total = Math.floor(Math.abs(ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${hours}h ${pad(minutes)}m ${pad(total % 60)}s`;
};

/** Where an order stands against its 24-hour promise at `now` (ms since the epoch). */
export const deadlineState = (
  order: Pick<OrderView, 'status' | 'deliveryDeadline' | 'deliveredAt'>,
  now: number,
): DeadlineState => {
  if (!order.deliveryDeadline) return { tone: 'none', label: 'Clock starts at payment' };
  const deadline = Date.parse(order.deliveryDeadline);
  if (order.status === 'delivered') {
    const deliveredAt = order.deliveredAt ? Date.parse(order.deliveredAt) : deadline;
    return deliveredAt <= deadline
      ? { tone: 'done', label: 'Delivered on time' }
      : { tone: 'red', label: `Delivered ${formatDuration(deliveredAt - deadline)} late` };
  }
  const left = deadline - now;
  if (left < 0) return { tone: 'red', label: `Overdue by ${formatDuration(left)}` };
  return { tone: left < AT_RISK_MS ? 'amber' : 'ok', label: `${formatDuration(left)} left` };
};
