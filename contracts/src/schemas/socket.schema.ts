import { Type } from '@sinclair/typebox';
import { AnyOrderViewSchema, OrderStatusSchema } from './orders.schema';
import { Closed, IsoTime, NullableIsoTime } from './schema-kit';

const Position = Type.String({ pattern: '^\\d+$', description: "The event's global log position (decimal string)" });

/** What a client may put in the Socket.IO handshake `auth`. */
export const SocketHandshakeAuthSchema = Closed(
  {
    sessionId: Type.Optional(Type.String({ description: 'The same value as the x-session-id header' })),
    staff: Type.Optional(Type.Boolean({ description: 'Join the staff room (staff or admin session cookie only)' })),
  },
  { title: 'SocketHandshakeAuth' },
);

/** Pushed to `order:{id}` watchers and to `staff`, at least once; positions of one order only grow. */
export const OrderStatusChangedPayloadSchema = Closed(
  {
    orderId: Type.String({ format: 'uuid' }),
    status: OrderStatusSchema,
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    at: IsoTime('Time of the change'),
    position: Position,
    cancelled: Type.Boolean({
      description: "True when the change is the order's cancellation: `status` is then the step it stopped at",
    }),
  },
  { title: 'OrderStatusChangedPayload' },
);

/** Staff-room notices: a new order, a deadline warning window opening, a missed deadline. No personal data. */
export const StaffOrderNoticeSchema = Closed(
  {
    orderId: Type.String({ format: 'uuid' }),
    shortId: Type.String(),
    at: IsoTime(),
    deliveryDeadline: NullableIsoTime(),
    position: Position,
  },
  { title: 'StaffOrderNotice' },
);

/**
 * Pushed when an order changed without a status step (a note, a refund, a corrected tracking number, a remake
 * opened): its watchers and boards read it again. A note for staff only goes to the staff room alone.
 */
export const OrderUpdatedPayloadSchema = Closed(
  { orderId: Type.String({ format: 'uuid' }), at: IsoTime('Time of the change'), position: Position },
  { title: 'OrderUpdatedPayload' },
);

/** `order/watch` and `order/unwatch` payload. */
export const OrderWatchRequestSchema = Closed(
  { orderId: Type.String({ format: 'uuid' }) },
  { title: 'OrderWatchRequest' },
);

/** The answer to `order/watch`: the order as GET /api/orders/{id} would give this socket, with its position. */
export const OrderWatchAckSchema = Closed(
  {
    ok: Type.Boolean(),
    error: Type.Optional(
      Type.String({
        description:
          'When ok is false: order_not_found, invalid_request, too_many_watches, unavailable, or unauthenticated ' +
          "(the socket's sign-in session ended; the server closes the socket)",
      }),
    ),
    orderId: Type.Optional(Type.String({ format: 'uuid' })),
    status: Type.Optional(OrderStatusSchema),
    progress: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    position: Type.Optional(Position),
    order: Type.Optional(AnyOrderViewSchema),
  },
  { title: 'OrderWatchAck' },
);

/** The answer to `order/unwatch`. */
export const OrderUnwatchAckSchema = Closed({ ok: Type.Boolean() }, { title: 'OrderUnwatchAck' });
