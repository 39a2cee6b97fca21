import { nextOrderStatus, type OrderStatus, orderStatuses, type OrderView } from '@sound-putter/contracts';
import { waitsAtCounter } from './board-filters';

export type BoardColumnId = 'waiting' | 'crafting' | 'shipped' | 'ready' | 'delivered';

export interface BoardColumn {
  id: BoardColumnId;
  title: string;
  orders: OrderView[];
}

const columnTitles: Record<BoardColumnId, string> = {
  waiting: 'Waiting to start',
  crafting: 'Crafting',
  shipped: 'Shipped',
  ready: 'Ready to collect',
  delivered: 'Delivered today',
};

/** Which column an order belongs in, or null when it is not workshop work (an unpaid web order). */
export const columnOf = (order: OrderView, startOfToday: number): BoardColumnId | null => {
  switch (order.status) {
    case 'pending':
      return order.channel === 'kiosk' && order.paymentStatus !== 'paid' ? 'waiting' : null;
    case 'confirmed':
      return 'waiting';
    case 'crafting':
      return 'crafting';
    case 'shipped':
      // A pickup order at this step waits on the performance centre's counter, not with a carrier.
      return order.fulfilment === 'pickup' ? 'ready' : 'shipped';
    case 'delivered':
      // No time yet: a delivery just pushed over the socket, before the list reloaded.
      return !order.deliveredAt || Date.parse(order.deliveredAt) >= startOfToday ? 'delivered' : null;
    default:
      return null;
  }
};

/**
 * The board's columns in workshop order. Each keeps the list's order (earliest deadline first), except that walk-ins
 * waiting at the counter to pay come first: their customer is standing there.
 */
export const boardColumns = (orders: OrderView[], startOfToday: number): BoardColumn[] => {
  const byColumn: Record<BoardColumnId, OrderView[]> = {
    waiting: [],
    crafting: [],
    shipped: [],
    ready: [],
    delivered: [],
  };
  for (const order of orders) {
    const column = columnOf(order, startOfToday);
    if (column) byColumn[column].push(order);
  }
  return (Object.keys(byColumn) as BoardColumnId[]).map((id) => ({
    id,
    title: columnTitles[id],
    orders: [...byColumn[id].filter(waitsAtCounter), ...byColumn[id].filter((o) => !waitsAtCounter(o))],
  }));
};

/**
 * The step a card's main action moves the order to; an unpaid kiosk order is confirmed by its payment instead, and
 * a pickup order on the counter is handed over with its code (the handover screen), not from its card.
 */
export const nextStepOf = (order: OrderView): OrderStatus | null =>
  order.status === 'pending' || (order.fulfilment === 'pickup' && order.status === 'shipped')
    ? null
    : nextOrderStatus(order.status);

/** What the main action says: a crafted pickup order goes on the counter rather than to a carrier. */
export const stepActionLabel = (order: OrderView, step: OrderStatus): string | undefined =>
  order.fulfilment === 'pickup' && step === 'shipped' ? 'Mark ready to collect' : stepActionLabels[step];

/** A step's name as the board says it for this order. */
export const stepLabel = (order: OrderView, step: OrderStatus): string =>
  order.fulfilment === 'pickup' && step === 'shipped' ? 'Ready to collect' : statusLabels[step];

/** Where a pickup order's code stands, as its card says it. */
export const pickupStateLabels = {
  preparing: 'Pickup at the centre · no code yet',
  ready: 'Code issued · waiting at the counter',
  collected: 'Collected with its code',
} as const;

export const stepActionLabels: Partial<Record<OrderStatus, string>> = {
  crafting: 'Start crafting',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
};

export const statusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  crafting: 'Crafting',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/** Asia/Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in Bangkok of the day `now` falls in: "delivered today" is the shop's day, whatever the device's zone. */
export const startOfDay = (now: number): number =>
  Math.floor((now + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS;

/** The status an "Undo last step" takes the order back to, while the server still allows it at `now`; else null. */
export const recallTargetOf = (order: OrderView, now: number): OrderStatus | null => {
  if (!order.recallableUntil || order.cancelledAt || Date.parse(order.recallableUntil) < now) return null;
  const index = orderStatuses.indexOf(order.status);
  return index > 1 ? orderStatuses[index - 1] : null;
};
