import { apiExamples, schemaComponents } from '@sound-putter/contracts/schemas';
import { API_CONTACT, API_LICENSE } from './api-contract';
import { referencedSchemas } from './referenced-schemas';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const message = (name: string, title: string, payload: keyof typeof apiExamples, summary: string) => ({
  name,
  title,
  summary,
  contentType: 'application/json',
  payload: ref(payload),
  examples: [{ name: payload, payload: apiExamples[payload] }],
});

/**
 * A contracts schema in AsyncAPI's schema format (JSON Schema draft 07 and a few keywords), which names the
 * discriminator property with a string where OpenAPI writes `{propertyName}`.
 */
const asyncApiSchema = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(asyncApiSchema);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'discriminator' && typeof item === 'object' && item !== null && 'propertyName' in item
        ? item.propertyName
        : asyncApiSchema(item),
    ]),
  );
};

/**
 * The Socket.IO protocol of live order tracking as an AsyncAPI 3.0 document. Payload schemas are the contracts'
 * schemas (the same objects the server trims every emitted payload to), so this document and the wire agree.
 */
export const buildAsyncApiDocument = () => {
  const messages = {
    statusChanged: message(
      'order/statusChanged',
      'Status changed',
      'OrderStatusChangedPayload',
      "An order moved to its next status (to the order's room and to staff)",
    ),
    placed: message('order/placed', 'Order placed', 'StaffOrderNotice', 'A new order (staff only)'),
    atRisk: message(
      'order/atRisk',
      'Deadline at risk',
      'StaffOrderNotice',
      "The crafting deadline's warning window opened (staff only)",
    ),
    overdue: message(
      'order/overdue',
      'Deadline missed',
      'StaffOrderNotice',
      'The 24-hour deadline passed (staff only)',
    ),
    updated: message(
      'order/updated',
      'Order updated',
      'OrderUpdatedPayload',
      'The order changed without a status step (a note, a refund, a corrected tracking number, a remake): read it ' +
        "again (to the order's room when its customer may see the change; staff always)",
    ),
    catalogChanged: message(
      'catalog/changed',
      'Catalog changed',
      'CatalogChangedPayload',
      'The catalog changed (an item withdrawn or offered again, a price, a name): read it again (every socket)',
    ),
    watch: message('order/watch', 'Watch an order', 'OrderWatchRequest', 'Join the order room; answered by the ack'),
    watchAck: message(
      'order/watch ack',
      'Watch answer',
      'OrderWatchAck',
      'The order as GET /api/orders/{id} would give this socket, with its status and latest position',
    ),
    unwatch: message('order/unwatch', 'Stop watching', 'OrderWatchRequest', 'Leave the order room'),
    unwatchAck: message('order/unwatch ack', 'Unwatch answer', 'OrderUnwatchAck', 'Whether the request was valid'),
    handshake: message(
      'handshake auth',
      'Handshake',
      'SocketHandshakeAuth',
      'What the client puts in the Socket.IO handshake `auth`',
    ),
  };
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Sound Putter live order tracking (Socket.IO)',
      version: '1.0',
      license: API_LICENSE,
      contact: API_CONTACT,
      description:
        'Socket.IO v4 on the API origin (path /socket.io/, namespace /). The handshake `auth` carries `sessionId` ' +
        '(the x-session-id value: the browser session that placed an order owns it) and, for workshop boards, ' +
        '`staff: true`, which only a staff or admin `sp_session` cookie may send (the connection is refused ' +
        'otherwise). Pushes are delivered at least once; each carries its event log `position`, and positions of one ' +
        'order only grow, so a client ignores a push whose position is not above the last one it saw. After a ' +
        'reconnect that Socket.IO did not recover, watching again (and, for boards, reloading the list) is the resync. ' +
        'A socket whose sign-in session ends is disconnected.',
      tags: [{ name: 'orders', description: 'Live order tracking for shoppers and the workshop boards' }],
    },
    defaultContentType: 'application/json',
    servers: {
      api: {
        host: 'localhost:3000',
        protocol: 'wss',
        pathname: '/socket.io/',
        description: 'The API origin (Socket.IO over WebSocket, long-polling fallback)',
      },
    },
    channels: {
      orderRoom: {
        address: 'order:{orderId}',
        title: 'One order',
        description:
          'Joined by `order/watch` for an order that exists (anyone holding the id; what the ack carries depends on ' +
          'who is asking: the full view for its owner or staff, redacted otherwise). At most 20 watched orders per ' +
          'socket. Left by `order/unwatch` or on disconnect.',
        parameters: { orderId: { description: 'The order id (UUID)' } },
        messages: {
          statusChanged: { $ref: '#/components/messages/statusChanged' },
          updated: { $ref: '#/components/messages/updated' },
        },
      },
      staffRoom: {
        address: 'staff',
        title: 'Workshop boards',
        description:
          'Joined at the handshake with `auth.staff: true` by a socket whose cookie session is staff or admin. ' +
          'Carries every status change and the notices below, with no personal data.',
        messages: {
          statusChanged: { $ref: '#/components/messages/statusChanged' },
          placed: { $ref: '#/components/messages/placed' },
          atRisk: { $ref: '#/components/messages/atRisk' },
          overdue: { $ref: '#/components/messages/overdue' },
          updated: { $ref: '#/components/messages/updated' },
        },
      },
      everyone: {
        address: '/',
        title: 'Every socket',
        description: 'Broadcast to every connected socket, signed in or not.',
        messages: { catalogChanged: { $ref: '#/components/messages/catalogChanged' } },
      },
      commands: {
        address: '/',
        title: 'Client requests (namespace /)',
        description: 'What a client emits; each is answered through the Socket.IO acknowledgement.',
        messages: {
          watch: { $ref: '#/components/messages/watch' },
          watchAck: { $ref: '#/components/messages/watchAck' },
          unwatch: { $ref: '#/components/messages/unwatch' },
          unwatchAck: { $ref: '#/components/messages/unwatchAck' },
        },
      },
    },
    operations: {
      receiveOrderStatus: {
        action: 'receive',
        title: 'order/statusChanged (order room)',
        description: "Every status change of a watched order, to the order's room.",
        channel: { $ref: '#/channels/orderRoom' },
        messages: [
          { $ref: '#/channels/orderRoom/messages/statusChanged' },
          { $ref: '#/channels/orderRoom/messages/updated' },
        ],
      },
      receiveStaffNotices: {
        action: 'receive',
        title: 'Staff board pushes',
        description: 'Status changes, new orders and deadline notices, to the staff room (no personal data).',
        channel: { $ref: '#/channels/staffRoom' },
        messages: [
          { $ref: '#/channels/staffRoom/messages/statusChanged' },
          { $ref: '#/channels/staffRoom/messages/placed' },
          { $ref: '#/channels/staffRoom/messages/atRisk' },
          { $ref: '#/channels/staffRoom/messages/overdue' },
          { $ref: '#/channels/staffRoom/messages/updated' },
        ],
      },
      receiveCatalogChanges: {
        action: 'receive',
        title: 'catalog/changed (every socket)',
        description: 'The catalog changed; configurators and kiosks read it again.',
        channel: { $ref: '#/channels/everyone' },
        messages: [{ $ref: '#/channels/everyone/messages/catalogChanged' }],
      },
      watchOrder: {
        action: 'send',
        title: 'order/watch',
        description: 'Watch an order: joins its room; the ack carries the order as this socket may see it.',
        channel: { $ref: '#/channels/commands' },
        messages: [{ $ref: '#/channels/commands/messages/watch' }],
        reply: {
          channel: { $ref: '#/channels/commands' },
          messages: [{ $ref: '#/channels/commands/messages/watchAck' }],
        },
      },
      unwatchOrder: {
        action: 'send',
        title: 'order/unwatch',
        description: 'Stop watching an order: leaves its room; the ack says whether the request was valid.',
        channel: { $ref: '#/channels/commands' },
        messages: [{ $ref: '#/channels/commands/messages/unwatch' }],
        reply: {
          channel: { $ref: '#/channels/commands' },
          messages: [{ $ref: '#/channels/commands/messages/unwatchAck' }],
        },
      },
    },
    components: {
      schemas: referencedSchemas(
        messages,
        asyncApiSchema(schemaComponents('#/components/schemas/')) as Record<string, unknown>,
      ),
      messages,
    },
  };
};
