import { nextOrderStatus, type OrderStatus, type OrderView } from '@sound-putter/contracts';

export type BoardColumnId = 'waiting' | 'crafting' | 'shipped' | 'delivered';

export interface BoardColumn {
  id: BoardColumnId;
  title: string;
  orders: OrderView[];
}

const columnTitles: Record<BoardColumnId, string> = {
  waiting: 'Waiting to start',
  crafting: 'Crafting',
  shipped: 'Shipped',
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
      return 'shipped';
    case 'delivered':
      // No time yet: a delivery just pushed over the socket, before the list reloaded.
      return !order.deliveredAt || Date.parse(order.deliveredAt) >= startOfToday ? 'delivered' : null;
    default:
      return null;
  }
};

/** The board's four columns in workshop order; each keeps the list's order (earliest deadline first). */
export const boardColumns = (orders: OrderView[], startOfToday: number): BoardColumn[] => {
  const byColumn: Record<BoardColumnId, OrderView[]> = { waiting: [], crafting: [], shipped: [], delivered: [] };
  for (const order of orders) {
    const column = columnOf(order, startOfToday);
    if (column) byColumn[column].push(order);
  }
  return (Object.keys(byColumn) as BoardColumnId[]).map((id) => ({
    id,
    title: columnTitles[id],
    orders: byColumn[id],
  }));
};

/** The step a card's main action moves the order to; an unpaid kiosk order is confirmed by its payment instead. */
export const nextStepOf = (order: OrderView): OrderStatus | null =>
  order.status === 'pending' ? null : nextOrderStatus(order.status);

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

/** Local midnight of the day `now` falls in: "delivered today" is the board's own day. */
export const startOfDay = (now: number): number => {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};
