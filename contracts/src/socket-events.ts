import type { AnyOrderView } from './orders';
import type { OrderStatus } from './order-status';

/** Room names: one per order, and one for staff boards. */
export const rooms = {
  order: (orderId: string) => `order:${orderId}`,
  staff: 'staff',
} as const;

/**
 * What a client may put in the Socket.IO handshake `auth`. `sessionId` is the same value as the `x-session-id`
 * header (it makes the browser session that placed an order its owner); `staff: true` asks to join the `staff`
 * room, which only a staff or admin session cookie may do (the connection is refused otherwise).
 */
export interface SocketHandshakeAuth {
  sessionId?: string;
  staff?: boolean;
}

/**
 * Pushed to `order:{id}` watchers and to `staff`, at least once. `position` is the event's global log position (a
 * decimal string); positions of one order only grow, so a client ignores a push whose position is not above the
 * last one it saw (its watch ack included).
 */
export interface OrderStatusChangedPayload {
  orderId: string;
  status: OrderStatus;
  progress: number;
  /** ISO UTC time of the change. */
  at: string;
  position: string;
}

/**
 * The answer to `order/watch`: the order as `GET /api/orders/{id}` would give this socket (full for its owner or
 * staff, redacted otherwise) with its current status and the position of its latest event. After a reconnect
 * that Socket.IO did not recover (`socket.recovered === false`), watching again is the resync.
 */
export interface OrderWatchAck {
  ok: boolean;
  /**
   * When ok is false: `order_not_found`, `invalid_request`, `too_many_watches`, or `unauthenticated` (the socket's
   * sign-in session ended; the server closes the socket).
   */
  error?: string;
  orderId?: string;
  status?: OrderStatus;
  progress?: number;
  position?: string;
  order?: AnyOrderView;
}

/** Staff-room notices: a new order, a deadline warning window opening, a missed deadline. No personal data. */
export interface StaffOrderNotice {
  orderId: string;
  shortId: string;
  at: string;
  deliveryDeadline: string | null;
  position: string;
}

export interface ServerToClientEvents {
  'order/statusChanged': (payload: OrderStatusChangedPayload) => void;
  'order/placed': (payload: StaffOrderNotice) => void;
  'order/atRisk': (payload: StaffOrderNotice) => void;
  'order/overdue': (payload: StaffOrderNotice) => void;
}

export interface ClientToServerEvents {
  'order/watch': (payload: { orderId: string }, ack: (ack: OrderWatchAck) => void) => void;
  'order/unwatch': (payload: { orderId: string }, ack?: (ack: { ok: boolean }) => void) => void;
}
