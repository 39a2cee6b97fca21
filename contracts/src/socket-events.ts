import type { Static } from '@sinclair/typebox';
import type { CatalogChangedPayloadSchema } from './schemas/admin-catalog.schema';
import type {
  SocketHandshakeAuthSchema,
  OrderStatusChangedPayloadSchema,
  OrderWatchAckSchema,
  StaffOrderNoticeSchema,
  OrderUpdatedPayloadSchema,
} from './schemas/socket.schema';

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
export type SocketHandshakeAuth = Static<typeof SocketHandshakeAuthSchema>;

/**
 * Pushed to `order:{id}` watchers and to `staff`, at least once. `position` is the event's global log position (a
 * decimal string); positions of one order only grow, so a client ignores a push whose position is not above the
 * last one it saw (its watch ack included).
 */
export type OrderStatusChangedPayload = Static<typeof OrderStatusChangedPayloadSchema>;

/**
 * The answer to `order/watch`: the order as `GET /api/orders/{id}` would give this socket (full for its owner or
 * staff, redacted otherwise) with its current status and the position of its latest event. After a reconnect
 * that Socket.IO did not recover (`socket.recovered === false`), watching again is the resync.
 */
export type OrderWatchAck = Static<typeof OrderWatchAckSchema>;

/** Staff-room notices: a new order, a deadline warning window opening, a missed deadline. No personal data. */
export type StaffOrderNotice = Static<typeof StaffOrderNoticeSchema>;

/**
 * Pushed when an order changed without a status step (a note, a refund, a corrected tracking number, a remake
 * opened): to its room when the customer may see the change, and to `staff` always. Read the order again.
 */
export type OrderUpdatedPayload = Static<typeof OrderUpdatedPayloadSchema>;

/** Sent to every socket when the catalog changed (availability, prices, names): clients read the catalog again. */
export type CatalogChangedPayload = Static<typeof CatalogChangedPayloadSchema>;

export interface ServerToClientEvents {
  'order/statusChanged': (payload: OrderStatusChangedPayload) => void;
  'order/placed': (payload: StaffOrderNotice) => void;
  'order/atRisk': (payload: StaffOrderNotice) => void;
  'order/overdue': (payload: StaffOrderNotice) => void;
  'order/updated': (payload: OrderUpdatedPayload) => void;
  'catalog/changed': (payload: CatalogChangedPayload) => void;
}

export interface ClientToServerEvents {
  'order/watch': (payload: { orderId: string }, ack: (ack: OrderWatchAck) => void) => void;
  'order/unwatch': (payload: { orderId: string }, ack?: (ack: { ok: boolean }) => void) => void;
}
