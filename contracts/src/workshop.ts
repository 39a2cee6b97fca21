import type { OrderEventPayload } from './events/order.events';
import type { OrderStatus } from './order-status';

/** Who caused an event, as the workshop's audit trail shows it. `email` is known only for signed-in users. */
export interface OrderHistoryActor {
  kind: 'user' | 'session' | 'system';
  role: 'customer' | 'staff' | 'admin' | 'system';
  email: string | null;
}

/** One fact of an order's event log (GET /api/orders/{id}/history), oldest first. Times are ISO UTC. */
export interface OrderHistoryEntry {
  type: OrderEventPayload['type'];
  at: string;
  /** The event's global log position (a decimal string), the same value socket pushes carry. */
  position: string;
  channel: 'web' | 'kiosk' | 'staff' | 'system';
  actor: OrderHistoryActor;
  /** The status the order reached with this event, when the event moved it. */
  status: OrderStatus | null;
  /** For `OrderPaid`: paid by card or at the counter. */
  paymentMethod: 'card' | 'in_store' | null;
}

export interface OrderHistoryView {
  orderId: string;
  shortId: string;
  entries: OrderHistoryEntry[];
}
