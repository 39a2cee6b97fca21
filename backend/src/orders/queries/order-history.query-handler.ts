import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  type OrderEventPayload,
  type OrderHistoryEntry,
  type OrderHistoryView,
  type OrderStatus,
  type RemakeLinkView,
  type Shipment,
  satangToBaht,
  shortOrderId,
} from '@sound-putter/contracts';
import { UsersRepository } from '../../identity';
import { NotFound } from '../../infrastructure/cqrs/domain-error';
import { EventStore, type RecordedEvent } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { actorRoleOf } from '../projections/order-details.projection';
import { GetOrderHistoryQuery } from './order.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const statusReached: Partial<Record<OrderEventPayload['type'], OrderStatus>> = {
  OrderPlaced: 'pending',
  OrderConfirmed: 'confirmed',
  CraftingStarted: 'crafting',
  OrderShipped: 'shipped',
  OrderReadyForPickup: 'shipped',
  OrderDelivered: 'delivered',
};

const shipmentOfEvent = (event: OrderEventPayload): Shipment | null => {
  if (event.type !== 'OrderShipped' && event.type !== 'TrackingNumberCorrected') return null;
  const { carrier, trackingNumber, trackingUrl } = event.data;
  return carrier && trackingNumber ? { carrier, trackingNumber, trackingUrl: trackingUrl ?? '' } : null;
};

/** The other order of a remake pair: the remake an opening names, or the order a remake's placing makes again. */
const remakeOfEvent = (event: OrderEventPayload): RemakeLinkView | null => {
  if (event.type === 'OrderRemakeOpened') {
    const { remakeOrderId, reason } = event.data;
    return { orderId: remakeOrderId, shortId: shortOrderId(remakeOrderId), reason };
  }
  if (event.type === 'OrderPlaced' && event.data.remakeOf) {
    const { orderId, reason } = event.data.remakeOf;
    return { orderId, shortId: shortOrderId(orderId), reason };
  }
  return null;
};

/** Why: a cancel's or refund's reason, a failed refund's gateway reason, a remake's note. */
const reasonOf = (event: OrderEventPayload): string | null => {
  if (event.type === 'OrderCancelled' || event.type === 'OrderRefunded' || event.type === 'OrderStepRecalled')
    return event.data.reason;
  if (event.type === 'OrderRefundSettled') return event.data.failureReason;
  if (event.type === 'OrderPaymentReturned') return event.data.reason;
  if (event.type === 'OrderRemakeOpened') return event.data.note;
  return null;
};

/** One recorded order event as the audit trail shows it; `emails` maps user ids to their e-mail. */
export const historyEntryOf = (recorded: RecordedEvent, emails: Map<string, string>): OrderHistoryEntry => {
  const event = { type: recorded.type, data: recorded.data } as OrderEventPayload;
  const { actor, channel, at } = recorded.metadata;
  return {
    type: event.type,
    at,
    position: recorded.globalPosition,
    channel,
    actor: {
      kind: actor.kind,
      role: actorRoleOf(actor) ?? 'customer',
      email: actor.kind === 'user' ? (emails.get(actor.id) ?? null) : null,
    },
    status: event.type === 'OrderStepRecalled' ? event.data.toStatus : (statusReached[event.type] ?? null),
    paymentMethod: event.type === 'OrderPaid' || event.type === 'OrderPaymentReturned' ? event.data.method : null,
    reason: reasonOf(event),
    amount:
      event.type === 'OrderRefunded' || event.type === 'OrderRefundSettled' || event.type === 'OrderPaymentReturned'
        ? satangToBaht(event.data.amountSatang)
        : null,
    shipment: shipmentOfEvent(event),
    remake: remakeOfEvent(event),
    note:
      event.type === 'OrderNoteAdded'
        ? {
            id: event.data.noteId,
            visibility: event.data.visibility,
            text: event.data.text,
            addedAt: event.data.addedAt,
          }
        : null,
  };
};

/** The order's audit trail, read from its event stream (not a read model), oldest first. */
@QueryHandler(GetOrderHistoryQuery)
export class GetOrderHistoryHandler implements IQueryHandler<GetOrderHistoryQuery, OrderHistoryView> {
  constructor(
    private readonly store: EventStore,
    private readonly users: UsersRepository,
  ) {}

  async execute({ orderId }: GetOrderHistoryQuery): Promise<OrderHistoryView> {
    if (!UUID.test(orderId)) throw new NotFound('order_not_found');
    const id = orderId.toLowerCase();
    const { events } = await this.store.readStream(streams.order(id));
    if (events.length === 0) throw new NotFound('order_not_found');
    const userIds = [
      ...new Set(events.filter((e) => e.metadata.actor.kind === 'user').map((e) => e.metadata.actor.id)),
    ];
    const emails = await this.users.emailsByIds(userIds);
    return { orderId: id, shortId: shortOrderId(id), entries: events.map((e) => historyEntryOf(e, emails)) };
  }
}
