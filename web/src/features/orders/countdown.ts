import type { OrderStatus } from '@sound-putter/contracts';

/** The crafting and delivery promise the countdown is measured against (spec section 9). */
export const PROMISE_HOURS = 24;

export type CountdownState =
  | { kind: 'not-started' }
  | { kind: 'running'; remainingMs: number }
  | { kind: 'overdue'; pastMs: number }
  | { kind: 'delivered'; onTime: boolean | null };

export interface CountdownInput {
  status: OrderStatus;
  deliveryDeadline: string | null;
  deliveredAt: string | null;
}

/** Where the order stands against its deadline at `now` (ms since the epoch). */
export const countdownAt = (order: CountdownInput, now: number): CountdownState => {
  const deadline = order.deliveryDeadline ? Date.parse(order.deliveryDeadline) : Number.NaN;
  if (order.status === 'delivered') {
    const deliveredAt = order.deliveredAt ? Date.parse(order.deliveredAt) : Number.NaN;
    // On time when delivered at or before the deadline.
    return {
      kind: 'delivered',
      onTime: Number.isNaN(deadline) || Number.isNaN(deliveredAt) ? null : deliveredAt <= deadline,
    };
  }
  if (Number.isNaN(deadline)) return { kind: 'not-started' };
  return deadline - now > 0
    ? { kind: 'running', remainingMs: deadline - now }
    : { kind: 'overdue', pastMs: now - deadline };
};

/** Whole seconds as H:MM:SS; hours keep counting past 24 for a long overdue. */
export const formatDuration = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
};
