import {
  carrierNames,
  DEFAULT_SHOP_LANGUAGE,
  ERASED,
  type OrderChannel,
  type OrderEventPayload,
  type OrderLine,
  type OrderPaid,
  type OrderPlaced,
  type ShopLanguage,
} from '@sound-putter/contracts';
import type { OrderMailDataByKind, OrderMailKind, OrderMailLine } from '../../mail';

/** What the order's own stream says, folded: everything its mails need but the customer and the options' names. */
export interface OrderMailFacts {
  orderId: string;
  channel: OrderChannel;
  language: ShopLanguage;
  lines: OrderLine[];
  totalSatang: number;
  paymentMethod: OrderPaid['data']['method'] | null;
  paidAt: string | null;
  deliveryDeadline: string | null;
  /** On a remake, the order it makes again and why: its confirmation sends the remake mail, not a receipt. */
  remakeOf: NonNullable<OrderPlaced['data']['remakeOf']> | null;
}

/** The order's facts from its events (null before it was placed). */
export const orderMailFactsOf = (events: readonly OrderEventPayload[]): OrderMailFacts | null =>
  events.reduce<OrderMailFacts | null>((facts, event) => {
    switch (event.type) {
      case 'OrderPlaced':
        return {
          orderId: event.data.orderId,
          channel: event.data.channel,
          language: event.data.language ?? DEFAULT_SHOP_LANGUAGE,
          lines: event.data.lines,
          totalSatang: event.data.totalSatang,
          paymentMethod: null,
          paidAt: null,
          deliveryDeadline: null,
          remakeOf: event.data.remakeOf ?? null,
        };
      case 'OrderDetailsChanged':
        return (
          facts && {
            ...facts,
            language: event.data.language ?? facts.language,
            lines: event.data.lines,
            totalSatang: event.data.totalSatang,
          }
        );
      case 'OrderPaid':
        return facts && { ...facts, paymentMethod: event.data.method, paidAt: event.data.paidAt };
      case 'OrderConfirmed':
        return facts && { ...facts, deliveryDeadline: event.data.deliveryDeadline };
      default:
        return facts;
    }
  }, null);

/** Which event sends which mail: the receipt once the payment confirmed the order, then each milestone. */
export const orderMailTriggers = {
  OrderConfirmed: 'order-receipt',
  CraftingStarted: 'order-crafting-started',
  CraftingDeadlineAtRisk: 'order-at-risk',
  CraftingDeadlineMissed: 'order-deadline-missed',
  OrderShipped: 'order-shipped',
  OrderReadyForPickup: 'order-ready-to-collect',
  OrderDelivered: 'order-delivered',
  OrderCancelled: 'order-cancelled',
  OrderRefunded: 'order-refunded',
  OrderPaymentReturned: 'order-payment-returned',
} as const satisfies Partial<Record<OrderEventPayload['type'], OrderMailKind>>;

export type OrderMailTrigger = Extract<OrderEventPayload, { type: keyof typeof orderMailTriggers }>;

export const isOrderMailTrigger = (event: { type: string }): event is OrderMailTrigger =>
  Object.hasOwn(orderMailTriggers, event.type);

/**
 * How much later than the promise the workshop now expects a late putter: a day past the deadline when the warning
 * fires, a day from the moment it was missed. The events carry no estimate of their own.
 */
export const LATE_ESTIMATE_MS = 24 * 60 * 60 * 1000;
const later = (iso: string) => new Date(Date.parse(iso) + LATE_ESTIMATE_MS).toISOString();

/** The customer as the order's read model has them (opened, or "erased"). */
export interface OrderMailCustomer {
  email: string;
  name: string;
  userId: string | null;
}

/** An outbox row for one order mail (the mail core's OutgoingMail, with the kind narrowed to order mails). */
export interface OrderMail<K extends OrderMailKind = OrderMailKind> {
  key: string;
  kind: K;
  to: string;
  language: ShopLanguage;
  data: OrderMailDataByKind[K];
  orderId: string;
  userId?: string;
}

/** One key per order and kind: whatever replays or repeats the event, the mail is one row. */
export const orderMailKey = (orderId: string, kind: OrderMailKind): string =>
  `order:${orderId}:${kind.replace(/^order-/, '')}`;

/** An order without a usable address (a walk-in who gave none, an erased customer) gets no mail. */
const mailable = (email: string): boolean => email !== '' && email !== ERASED && email.includes('@');

/**
 * The mail an order event sends, or null: events that send none, orders nobody can be written to. `lines` are the
 * order's lines with their options by name and picture, looked up when the mail is enqueued.
 */
export function orderMailFor(
  event: OrderEventPayload,
  facts: OrderMailFacts,
  customer: OrderMailCustomer,
  lines: OrderMailLine[],
): OrderMail | null {
  if (!isOrderMailTrigger(event) || !mailable(customer.email)) return null;
  const base = { orderId: facts.orderId, customerName: customer.name, channel: facts.channel };
  const mail = <K extends OrderMailKind>(kind: K, data: OrderMailDataByKind[K]): OrderMail<K> => ({
    key: orderMailKey(facts.orderId, kind),
    kind,
    to: customer.email,
    language: facts.language,
    data,
    orderId: facts.orderId,
    ...(customer.userId ? { userId: customer.userId } : {}),
  });
  switch (event.type) {
    case 'OrderConfirmed':
      if (facts.remakeOf)
        return mail('order-remake', {
          ...base,
          remakeOfOrderId: facts.remakeOf.orderId,
          reason: facts.remakeOf.reason,
          deliveryDeadline: event.data.deliveryDeadline,
          lines,
        });
      return mail('order-receipt', {
        ...base,
        lines,
        totalSatang: facts.totalSatang,
        paymentMethod: facts.paymentMethod ?? 'card',
        paidAt: facts.paidAt ?? event.data.confirmedAt,
        deliveryDeadline: event.data.deliveryDeadline,
      });
    case 'CraftingStarted':
      return mail('order-crafting-started', {
        ...base,
        startedAt: event.data.startedAt,
        deliveryDeadline: facts.deliveryDeadline,
        lines,
      });
    case 'CraftingDeadlineAtRisk':
      return mail('order-at-risk', {
        ...base,
        deliveryDeadline: event.data.deliveryDeadline,
        newEstimate: later(event.data.deliveryDeadline),
      });
    case 'CraftingDeadlineMissed':
      return mail('order-deadline-missed', {
        ...base,
        deliveryDeadline: event.data.deliveryDeadline,
        newEstimate: later(event.data.missedAt),
      });
    case 'OrderShipped':
      return mail('order-shipped', {
        ...base,
        shippedAt: event.data.shippedAt,
        lines,
        ...(event.data.carrier && event.data.trackingNumber
          ? {
              carrier: carrierNames[event.data.carrier][facts.language],
              trackingNumber: event.data.trackingNumber,
              carrierTrackingUrl: event.data.trackingUrl ?? null,
            }
          : {}),
      });
    case 'OrderReadyForPickup':
      return mail('order-ready-to-collect', {
        ...base,
        readyAt: event.data.readyAt,
        pickupCode: event.data.pickupCode,
        lines,
      });
    case 'OrderDelivered':
      return mail('order-delivered', { ...base, deliveredAt: event.data.deliveredAt });
    case 'OrderCancelled':
      return mail('order-cancelled', {
        ...base,
        cancelledAt: event.data.cancelledAt,
        reason: event.data.reason,
        refundSatang: event.data.refundDueSatang,
      });
    case 'OrderRefunded':
      // A cancel's refund is told in the cancel mail; each staff refund gets its own mail (one key per refund).
      if (!event.data.refundedBy) return null;
      return {
        ...mail('order-refunded', {
          ...base,
          refundedAt: event.data.refundedAt,
          reason: event.data.reason,
          refundSatang: event.data.amountSatang,
          method: event.data.method ?? 'card',
        }),
        key: `${orderMailKey(facts.orderId, 'order-refunded')}:${event.data.refundId}`,
      };
    case 'OrderPaymentReturned':
      // One mail per payment sent back (two phones may both pay a QR late).
      return {
        ...mail('order-payment-returned', {
          ...base,
          returnedAt: event.data.returnedAt,
          amountSatang: event.data.amountSatang,
          reason: event.data.reason,
        }),
        key: `${orderMailKey(facts.orderId, 'order-payment-returned')}:${event.data.paymentId}`,
      };
  }
}
