import {
  type CraftingDeadlineAtRisk,
  type CraftingDeadlineMissed,
  type CraftingStarted,
  type DeliveryConfirmation,
  type Fulfilment,
  nextOrderStatus,
  type OrderConfirmed,
  type OrderDelivered,
  type OrderDetailsChanged,
  type OrderNoteAdded,
  type OrderNoteVisibility,
  type OrderPaid,
  type OrderCancelled,
  type OrderPaymentFailed,
  type OrderPaymentReturned,
  type PaymentReturnReason,
  type OrderPlaced,
  type OrderReadyForPickup,
  type OrderRemakeOpened,
  type RemakeLine,
  type RemakeReason,
  type OrderRefunded,
  type OrderRefundSettled,
  type OrderShipped,
  type OrderStatus,
  type OrderStepRecalled,
  type Shipment,
  shipmentOf,
  type TrackingNumberCorrected,
} from '@sound-putter/contracts';
import { addSecondsIso } from '../infrastructure/clock/iso-time';
import { assertNever, type Decider } from '../infrastructure/cqrs/decider';
import { DomainError, NotFound, ValidationFailed } from '../infrastructure/cqrs/domain-error';

export type OrderEvent =
  | OrderPlaced
  | OrderDetailsChanged
  | OrderPaid
  | OrderPaymentFailed
  | OrderConfirmed
  | CraftingStarted
  | OrderShipped
  | TrackingNumberCorrected
  | OrderReadyForPickup
  | OrderDelivered
  | CraftingDeadlineAtRisk
  | CraftingDeadlineMissed
  | OrderCancelled
  | OrderRefunded
  | OrderRefundSettled
  | OrderStepRecalled
  | OrderPaymentReturned
  | OrderRemakeOpened
  | OrderNoteAdded;

/** A forward step staff took, which they may recall once, within the window, until the next one. */
export interface StepTaken {
  from: OrderStatus;
  to: OrderStatus;
  at: string;
}

/** A refund the gateway accepted: its amount and where the gateway is with it. */
export interface RefundState {
  amountSatang: number;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface PlacedOrder {
  status: OrderStatus;
  orderId: string;
  cartId: string;
  /** Who placed it (or last changed its details): its owner, who may pay it. */
  userId: string | null;
  sessionId: string | null;
  channel: OrderPlaced['data']['channel'];
  totalSatang: number;
  fingerprint: string;
  /** The payment intent the order currently asks to be paid through. */
  paymentIntentId: string | null;
  paymentId: string | null;
  deliveryDeadline: string | null;
  deadlineMissed: boolean;
  deadlineAtRisk: boolean;
  /** Set once the order is cancelled: nothing moves it on after that. */
  cancelledAt: string | null;
  /** What the gateway charged, and gave back so far (satang). */
  paidSatang: number;
  refundedSatang: number;
  refundIds: string[];
  /** Each refund by its id (refundedSatang counts the pending and succeeded ones). */
  refunds: Record<string, RefundState>;
  /** Staff refund requests already given their refund: a retried request records nothing more. */
  refundRequestIds: string[];
  /** Payments that came in but could not count, each sent back once (not part of paidSatang or refundedSatang). */
  returnedPaymentIds: string[];
  /** The parcel's carrier and number once shipped (null before, or for an order shipped before carriers). */
  shipment: Shipment | null;
  /** The last forward step staff took (crafting, shipped, delivered); null before one, or once it was recalled. */
  lastStep: StepTaken | null;
  /** Shipped by a carrier, or collected at the performance centre with the pickup code issued when it is ready. */
  fulfilment: Fulfilment;
  pickupCode: string | null;
  /** The order's lines as placed (or last changed): what a remake may make again. */
  lines: OrderPlaced['data']['lines'];
  /** On a remake, the order it makes again; null on an ordinary order. */
  remakeOf: string | null;
  /** Remakes opened of this order, by their order id. */
  remakeOrderIds: string[];
  /** Notes staff wrote, by their id: the same note asked again is not added twice. */
  noteIds: string[];
}

export type Order = { status: 'none' } | PlacedOrder;

export type PlaceOrder = { type: 'PlaceOrder' } & Omit<OrderPlaced['data'], 'placedAt'> & { now: string };
export type ChangeOrderDetails = { type: 'ChangeOrderDetails' } & Omit<
  OrderDetailsChanged['data'],
  'changedAt' | 'previousPaymentIntentId'
> & { now: string };
export interface RecordPayment {
  type: 'RecordPayment';
  orderId: string;
  paymentId: string;
  /** What the gateway verified was charged. */
  amountSatang: number;
  /** A card unless said otherwise. */
  method?: 'card' | 'promptpay';
  now: string;
  /** How long the workshop promises to take from payment to delivery (24 hours in production). */
  promiseSeconds: number;
}
export interface RecordPaymentFailure {
  type: 'RecordPaymentFailure';
  orderId: string;
  paymentId: string;
  reason: string;
  now: string;
}
export interface AdvanceStatus {
  type: 'AdvanceStatus';
  orderId: string;
  to: OrderStatus;
  now: string;
  /** What staff gave for the parcel; required to ship, checked against the carrier's number format. */
  shipment?: ShipmentInput;
}
/** The carrier fields as staff sent them, not yet checked. */
export interface ShipmentInput {
  carrier?: unknown;
  trackingNumber?: unknown;
  trackingUrl?: unknown;
}
export interface CorrectTracking {
  type: 'CorrectTracking';
  orderId: string;
  shipment: ShipmentInput;
  now: string;
}
export interface MarkPaidInStore {
  type: 'MarkPaidInStore';
  orderId: string;
  now: string;
  promiseSeconds: number;
}
export interface RecordDeadlineMissed {
  type: 'RecordDeadlineMissed';
  orderId: string;
  now: string;
}
export interface RecordDeadlineAtRisk {
  type: 'RecordDeadlineAtRisk';
  orderId: string;
  now: string;
}

export interface CancelOrder {
  type: 'CancelOrder';
  orderId: string;
  cancelledBy: OrderCancelled['data']['cancelledBy'];
  /** The browser session asking (the `x-session-id`), which owns the order if it placed it. */
  sessionId: string | null;
  reason: string | null;
  now: string;
}
export interface RecallStep {
  type: 'RecallStep';
  orderId: string;
  reason: string | null;
  /** The status staff saw the order in: if it moved on since, the recall is refused (it would undo another step). */
  expectedStatus?: OrderStatus;
  recalledBy: string | null;
  now: string;
  /** How long after a step it may still be recalled (`RECALL_WINDOW_SECONDS`, 30 minutes by default). */
  windowSeconds: number;
}
export interface RecordRefund {
  type: 'RecordRefund';
  orderId: string;
  refundId: string;
  amountSatang: number;
  reason: string;
  now: string;
  /** Staff who asked for it; absent for the refund of a cancel. */
  refundedBy?: NonNullable<OrderRefunded['data']['refundedBy']>;
  method?: OrderRefunded['data']['method'];
  /** The gateway's answer; absent means succeeded. */
  status?: OrderRefunded['data']['status'];
  /** The staff request's id: one refund per request. */
  requestId?: string;
}
/** The gateway confirmed or failed a refund it had accepted (its signed webhook). */
export interface SettleRefund {
  type: 'SettleRefund';
  orderId: string;
  refundId: string;
  status: OrderRefundSettled['data']['status'];
  failureReason: string | null;
  now: string;
}

/** A payment that could not count for the order (a late or second PromptPay payment) was refunded at the gateway. */
export interface RecordReturnedPayment {
  type: 'RecordReturnedPayment';
  orderId: string;
  paymentId: string;
  refundId: string;
  amountSatang: number;
  reason: PaymentReturnReason;
  arrivedAt: string;
  now: string;
}

/** Staff put a crafted pickup order on the counter; the handler draws the random code before deciding. */
export interface MarkReadyForPickup {
  type: 'MarkReadyForPickup';
  orderId: string;
  pickupCode: string;
  now: string;
}
/** The counter hands the putter over to who shows the order's pickup code. */
export interface HandOverPickup {
  type: 'HandOverPickup';
  orderId: string;
  /** As typed or scanned, normalized. */
  pickupCode: string;
  now: string;
}
/** The carrier reported (through its signed webhook) that the parcel was delivered. */
export interface ConfirmCarrierDelivery {
  type: 'ConfirmCarrierDelivery';
  orderId: string;
  /** The number the carrier reports (normalized): it must be the one the order was shipped (or corrected) with. */
  trackingNumber: string;
  carrierEventId: string;
  /** When the carrier says it delivered (not later than `now`). */
  deliveredAt: string;
  now: string;
}

/** Staff make a shipped or delivered order again at no charge; the remake's id is made once per staff request. */
export interface OpenRemake {
  type: 'OpenRemake';
  orderId: string;
  remakeOrderId: string;
  reason: RemakeReason;
  note: string | null;
  /** Which lines and how many, each maybe with a corrected configuration (already checked to exist); null: all. */
  lines: { configurationId: string; quantity: number; corrected: { id: string; modelName: string } | null }[] | null;
  openedBy: string | null;
  now: string;
}

/** The remake order itself, placed from its original's OrderRemakeOpened and confirmed at once with its own deadline. */
export interface PlaceRemake {
  type: 'PlaceRemake';
  opened: OrderRemakeOpened['data'];
  /** The original's placing facts (who, where, how it is received, the sealed personal data), as last recorded. */
  original: Pick<
    OrderPlaced['data'],
    'cartId' | 'userId' | 'sessionId' | 'channel' | 'personal' | 'language' | 'fulfilment' | 'saveForFuture'
  >;
  now: string;
  promiseSeconds: number;
}

/** Staff write a note on the order, for staff only or for the customer too; the note's id is made by the client. */
export interface AddOrderNote {
  type: 'AddOrderNote';
  orderId: string;
  noteId: string;
  visibility: OrderNoteVisibility;
  text: string;
  author: string | null;
  now: string;
}

export type OrderCommand =
  | PlaceOrder
  | ChangeOrderDetails
  | RecordPayment
  | RecordPaymentFailure
  | AdvanceStatus
  | MarkPaidInStore
  | RecordDeadlineMissed
  | RecordDeadlineAtRisk
  | CancelOrder
  | RecordRefund
  | RecallStep
  | SettleRefund
  | RecordReturnedPayment
  | CorrectTracking
  | MarkReadyForPickup
  | HandOverPickup
  | ConfirmCarrierDelivery
  | OpenRemake
  | PlaceRemake
  | AddOrderNote;

export const initialState = (): Order => ({ status: 'none' });

const placed = (state: Order, change: (order: PlacedOrder) => PlacedOrder): Order =>
  state.status === 'none' ? state : change(state);

const shipmentIn = (d: Partial<Shipment>): Shipment | null =>
  d.carrier && d.trackingNumber
    ? { carrier: d.carrier, trackingNumber: d.trackingNumber, trackingUrl: d.trackingUrl ?? '' }
    : null;

export const evolve = (state: Order, event: OrderEvent): Order => {
  switch (event.type) {
    case 'OrderPlaced': {
      const d = event.data;
      return {
        status: 'pending',
        orderId: d.orderId,
        cartId: d.cartId,
        userId: d.userId,
        sessionId: d.sessionId,
        channel: d.channel,
        totalSatang: d.totalSatang,
        fingerprint: d.fingerprint,
        paymentIntentId: d.paymentIntentId,
        paymentId: null,
        deliveryDeadline: null,
        deadlineMissed: false,
        deadlineAtRisk: false,
        cancelledAt: null,
        paidSatang: 0,
        refundedSatang: 0,
        refundIds: [],
        refunds: {},
        refundRequestIds: [],
        returnedPaymentIds: [],
        shipment: null,
        lastStep: null,
        fulfilment: d.fulfilment ?? 'ship',
        pickupCode: null,
        lines: d.lines,
        remakeOf: d.remakeOf?.orderId ?? null,
        remakeOrderIds: [],
        noteIds: [],
      };
    }
    case 'OrderDetailsChanged':
      return placed(state, (o) => ({
        ...o,
        userId: event.data.userId,
        sessionId: event.data.sessionId,
        totalSatang: event.data.totalSatang,
        fingerprint: event.data.fingerprint,
        paymentIntentId: event.data.paymentIntentId,
        fulfilment: event.data.fulfilment ?? o.fulfilment,
        lines: event.data.lines,
      }));
    case 'OrderPaid':
      return placed(state, (o) => ({ ...o, paymentId: event.data.paymentId, paidSatang: event.data.amountSatang }));
    case 'OrderPaymentFailed':
      return state;
    case 'CraftingDeadlineAtRisk':
      return placed(state, (o) => ({ ...o, deadlineAtRisk: true }));
    case 'OrderConfirmed':
      return placed(state, (o) => ({ ...o, status: 'confirmed', deliveryDeadline: event.data.deliveryDeadline }));
    case 'CraftingStarted':
      return placed(state, (o) => ({
        ...o,
        status: 'crafting',
        lastStep: { from: o.status, to: 'crafting', at: event.data.startedAt },
      }));
    case 'OrderShipped':
      return placed(state, (o) => ({
        ...o,
        status: 'shipped',
        shipment: shipmentIn(event.data),
        lastStep: { from: o.status, to: 'shipped', at: event.data.shippedAt },
      }));
    case 'TrackingNumberCorrected':
      return placed(state, (o) => ({ ...o, shipment: shipmentIn(event.data) }));
    case 'OrderReadyForPickup':
      return placed(state, (o) => ({
        ...o,
        status: 'shipped',
        pickupCode: event.data.pickupCode,
        lastStep: { from: o.status, to: 'shipped', at: event.data.readyAt },
      }));
    case 'OrderDelivered':
      return placed(state, (o) => ({
        ...o,
        status: 'delivered',
        lastStep: { from: o.status, to: 'delivered', at: event.data.deliveredAt },
      }));
    case 'OrderStepRecalled':
      return placed(state, (o) => ({
        ...o,
        status: event.data.toStatus,
        // A recalled shipment is no longer on its way: the next "shipped" gives its carrier and number again.
        shipment: event.data.fromStatus === 'shipped' ? null : o.shipment,
        // A recalled "ready to collect" takes its code back: the next ready step issues a new one. A recalled handover
        // keeps it, so the customer's code works again at the counter.
        pickupCode: event.data.fromStatus === 'shipped' ? null : o.pickupCode,
        lastStep: null,
      }));
    case 'CraftingDeadlineMissed':
      return placed(state, (o) => ({ ...o, deadlineMissed: true }));
    case 'OrderCancelled':
      return placed(state, (o) => ({ ...o, cancelledAt: event.data.cancelledAt }));
    case 'OrderRefunded':
      return placed(state, (o) => ({
        ...o,
        refundedSatang: o.refundedSatang + event.data.amountSatang,
        refundIds: [...o.refundIds, event.data.refundId],
        refunds: {
          ...o.refunds,
          [event.data.refundId]: { amountSatang: event.data.amountSatang, status: event.data.status ?? 'succeeded' },
        },
        refundRequestIds: event.data.requestId ? [...o.refundRequestIds, event.data.requestId] : o.refundRequestIds,
      }));
    case 'OrderRefundSettled':
      return placed(state, (o) => ({
        ...o,
        // A failed refund gave nothing back: its amount is refundable again.
        refundedSatang: o.refundedSatang - (event.data.status === 'failed' ? event.data.amountSatang : 0),
        refunds: {
          ...o.refunds,
          [event.data.refundId]: { amountSatang: event.data.amountSatang, status: event.data.status },
        },
      }));
    case 'OrderPaymentReturned':
      return placed(state, (o) => ({ ...o, returnedPaymentIds: [...o.returnedPaymentIds, event.data.paymentId] }));
    case 'OrderRemakeOpened':
      return placed(state, (o) => ({ ...o, remakeOrderIds: [...o.remakeOrderIds, event.data.remakeOrderId] }));
    case 'OrderNoteAdded':
      return placed(state, (o) => ({ ...o, noteIds: [...o.noteIds, event.data.noteId] }));
    default:
      return assertNever(event);
  }
};

const existing = (state: Order): PlacedOrder => {
  if (state.status === 'none') throw new NotFound('order_not_found');
  return state;
};

/** A remake is made at no charge: a payment for it (card, PromptPay or the counter) is refused. */
const notARemake = (order: PlacedOrder): void => {
  if (order.remakeOf !== null)
    throw new DomainError('invalid_status_transition', 'A remake is made at no charge: there is nothing to pay.', {
      from: order.status,
      to: 'confirmed',
      allowed: null,
      remakeOf: order.remakeOf,
    });
};

/** A cancelled order takes no further step (payment, status, details): 409 with the step it was asked. */
const notCancelled = (order: PlacedOrder, to: OrderStatus): PlacedOrder => {
  if (order.cancelledAt !== null)
    throw new DomainError('invalid_status_transition', 'The order is cancelled.', {
      from: order.status,
      to,
      allowed: null,
      cancelledAt: order.cancelledAt,
    });
  return order;
};

const invalidTransition = (
  from: OrderStatus | 'none',
  to: OrderStatus,
  why?: string,
  allowed: OrderStatus | null = from === 'none' ? null : nextOrderStatus(from),
) =>
  new DomainError('invalid_status_transition', why ?? `An order cannot move from ${from} to ${to}.`, {
    from,
    to,
    allowed,
  });

const paidAndConfirmed = (
  order: PlacedOrder,
  payment: { paymentId: string; amountSatang: number; method: OrderPaid['data']['method'] },
  now: string,
  promiseSeconds: number,
): OrderEvent[] => {
  const deliveryDeadline = addSecondsIso(now, promiseSeconds);
  return [
    { type: 'OrderPaid', data: { orderId: order.orderId, ...payment, paidAt: now } },
    {
      type: 'OrderConfirmed',
      // The promise is crafted and delivered within the window, so the estimate is the deadline itself.
      data: { orderId: order.orderId, confirmedAt: now, deliveryDeadline, estimatedDelivery: deliveryDeadline },
    },
  ];
};

/** An order needs at least one line; placing the same order id again with the same fingerprint changes nothing. */
export const placeOrder = (command: PlaceOrder, state: Order): OrderEvent[] => {
  if (state.status !== 'none') {
    if (state.fingerprint === command.fingerprint) return [];
    throw new DomainError('conflict', 'An order with this id already exists.');
  }
  if (command.lines.length === 0) throw new DomainError('empty_cart');
  const { type: _type, now, ...data } = command;
  return [{ type: 'OrderPlaced', data: { ...data, placedAt: now } }];
};

/**
 * A checkout of the same cart with other details or contents updates its unpaid order and replaces its payment
 * intent; once paid the order no longer changes; the same details again change nothing.
 */
export const changeOrderDetails = (command: ChangeOrderDetails, state: Order): OrderEvent[] => {
  const order = existing(state);
  if (order.paymentId !== null) throw new DomainError('already_paid');
  notCancelled(order, 'pending');
  if (order.status !== 'pending') throw invalidTransition(order.status, 'pending', 'Only a pending order can change.');
  if (order.fingerprint === command.fingerprint) return [];
  if (command.lines.length === 0) throw new DomainError('empty_cart');
  const { type: _type, now, ...data } = command;
  return [
    {
      type: 'OrderDetailsChanged',
      data: { ...data, previousPaymentIntentId: order.paymentIntentId, changedAt: now },
    },
  ];
};

/** Only a verified charge of exactly the order's total pays it, once; it confirms the order and starts the clock. */
export const recordPayment = (command: RecordPayment, state: Order): OrderEvent[] => {
  const order = existing(state);
  if (order.paymentId === command.paymentId) return [];
  if (order.paymentId !== null) throw new DomainError('conflict', 'The order is already paid by another payment.');
  notCancelled(order, 'confirmed');
  notARemake(order);
  if (command.amountSatang !== order.totalSatang) {
    throw new DomainError('payment_not_verified', 'The payment amount does not match the order total.', {
      expectedSatang: order.totalSatang,
      paidSatang: command.amountSatang,
    });
  }
  if (order.status !== 'pending') throw invalidTransition(order.status, 'confirmed');
  return paidAndConfirmed(
    order,
    { paymentId: command.paymentId, amountSatang: command.amountSatang, method: command.method ?? 'card' },
    command.now,
    command.promiseSeconds,
  );
};

/** A failed charge is noted while the order is unpaid; once paid, a late failure of another attempt is moot. */
export const recordPaymentFailure = (command: RecordPaymentFailure, state: Order): OrderEvent[] => {
  const order = existing(state);
  if (order.paymentId !== null) return [];
  return [
    {
      type: 'OrderPaymentFailed',
      data: { orderId: order.orderId, paymentId: command.paymentId, reason: command.reason, failedAt: command.now },
    },
  ];
};

/** The shipment staff gave, normalized, or a 422 naming each wrong field. */
const checkedShipment = (input: ShipmentInput = {}): Shipment => {
  const result = shipmentOf(input);
  if ('problems' in result) throw new ValidationFailed(result.problems, 'The carrier or tracking number is not valid.');
  return result.shipment;
};

/** The delivery, with how it was confirmed and, when the order has a deadline, the seconds to spare (negative: late). */
const delivered = (
  order: PlacedOrder,
  deliveredAt: string,
  confirmedBy: DeliveryConfirmation,
  carrierEventId?: string,
): OrderEvent => {
  const deadline = order.deliveryDeadline;
  const promise =
    deadline === null
      ? {}
      : {
          deliveryDeadline: deadline,
          secondsToSpare: Math.floor((Date.parse(deadline) - Date.parse(deliveredAt)) / 1000),
        };
  return {
    type: 'OrderDelivered',
    data: {
      orderId: order.orderId,
      deliveredAt,
      confirmedBy,
      ...promise,
      ...(carrierEventId === undefined ? {} : { carrierEventId }),
    },
  };
};

/** A pickup order takes the counter's path: ready to collect, then handed over with its code. */
const notForPickup = (order: PlacedOrder, to: OrderStatus): void => {
  if (order.fulfilment !== 'pickup' || (to !== 'shipped' && to !== 'delivered')) return;
  throw invalidTransition(
    order.status,
    to,
    to === 'shipped'
      ? 'This order is collected at the performance centre: mark it ready to collect instead.'
      : 'This order is collected at the performance centre: hand it over with its pickup code.',
    // No status move is allowed here: the counter's own calls take it on (ready-to-collect, the handover).
    null,
  );
};

/** Staff move an order one step forward; pending → confirmed happens only through payment; a repeat is a no-op. */
export const advanceStatus = (command: AdvanceStatus, state: Order): OrderEvent[] => {
  const order = existing(state);
  if (command.to === order.status) return [];
  notCancelled(order, command.to);
  if (command.to === 'confirmed' && order.status === 'pending')
    throw invalidTransition(order.status, command.to, 'Only a payment confirms an order.');
  if (nextOrderStatus(order.status) !== command.to) throw invalidTransition(order.status, command.to);
  notForPickup(order, command.to);
  const { orderId } = order;
  switch (command.to) {
    case 'crafting':
      return [{ type: 'CraftingStarted', data: { orderId, startedAt: command.now } }];
    case 'shipped':
      return [
        { type: 'OrderShipped', data: { orderId, shippedAt: command.now, ...checkedShipment(command.shipment) } },
      ];
    case 'delivered':
      return [delivered(order, command.now, 'staff')];
    default:
      throw invalidTransition(order.status, command.to);
  }
};

/** A kiosk order paid at the counter is paid in full and confirmed; only kiosk orders are paid this way. */
export const markPaidInStore = (command: MarkPaidInStore, state: Order): OrderEvent[] => {
  const order = existing(state);
  if (order.paymentId !== null) return [];
  notCancelled(order, 'confirmed');
  notARemake(order);
  if (order.channel !== 'kiosk')
    throw invalidTransition(order.status, 'confirmed', 'Only kiosk orders can be paid at the counter.');
  return paidAndConfirmed(
    order,
    { paymentId: `in_store_${order.orderId}`, amountSatang: order.totalSatang, method: 'in_store' },
    command.now,
    command.promiseSeconds,
  );
};

/** The deadline is missed once, and only by a confirmed order that is not yet delivered. */
export const recordDeadlineMissed = (command: RecordDeadlineMissed, state: Order): OrderEvent[] => {
  const order = existing(state);
  if (order.deadlineMissed || order.status === 'delivered' || order.deliveryDeadline === null) return [];
  if (order.cancelledAt !== null) return [];
  return [
    {
      type: 'CraftingDeadlineMissed',
      data: { orderId: order.orderId, deliveryDeadline: order.deliveryDeadline, missedAt: command.now },
    },
  ];
};

/** The warning is given once, only while the order is neither delivered nor already past its deadline. */
export const recordDeadlineAtRisk = (command: RecordDeadlineAtRisk, state: Order): OrderEvent[] => {
  const order = existing(state);
  if (order.deadlineAtRisk || order.deadlineMissed || order.status === 'delivered' || order.deliveryDeadline === null)
    return [];
  if (order.cancelledAt !== null) return [];
  return [
    {
      type: 'CraftingDeadlineAtRisk',
      data: { orderId: order.orderId, deliveryDeadline: order.deliveryDeadline, warnedAt: command.now },
    },
  ];
};

/** Statuses the owner may still cancel from: until crafting starts. Staff may cancel until delivery. */
const customerCancellable: readonly OrderStatus[] = ['pending', 'confirmed'];

/**
 * The owner (the account or browser session that placed it) cancels until crafting starts, staff (with a reason)
 * until delivery; a paid order is owed back what it paid and was not yet refunded; a second cancel changes nothing.
 */
export const cancelOrder = (command: CancelOrder, state: Order): OrderEvent[] => {
  const order = existing(state);
  const { role, userId } = command.cancelledBy;
  const owner =
    (userId !== null && order.userId === userId) ||
    (command.sessionId !== null && order.sessionId === command.sessionId);
  if (role === 'customer' && !owner) throw new DomainError('forbidden', 'Only who placed the order can cancel it.');
  if (order.cancelledAt !== null) return [];
  const reason = command.reason?.trim() || null;
  if (role === 'staff' && reason === null)
    throw new ValidationFailed({ reason: ['Staff must give a reason to cancel an order'] });
  if (order.status === 'delivered')
    throw new DomainError('invalid_status_transition', 'A delivered order cannot be cancelled.', {
      from: order.status,
      to: 'cancelled',
      allowed: null,
    });
  if (role === 'customer' && !customerCancellable.includes(order.status))
    throw new DomainError('invalid_status_transition', 'Crafting has started: only the workshop can cancel now.', {
      from: order.status,
      to: 'cancelled',
      allowed: null,
    });
  return [
    {
      type: 'OrderCancelled',
      data: {
        orderId: order.orderId,
        cancelledBy: command.cancelledBy,
        reason,
        fromStatus: order.status,
        refundDueSatang: order.paidSatang - order.refundedSatang,
        cancelledAt: command.now,
      },
    },
  ];
};

/** Whether a staff refund request was already given its refund (a retried request then records nothing). */
export const refundRequested = (state: Order, requestId: string): boolean =>
  state.status !== 'none' && state.refundRequestIds.includes(requestId);

/**
 * A refund the gateway accepted is recorded once per refund id (and once per staff request), with a reason, and never
 * more than what was paid and not yet refunded.
 */
export const recordRefund = (command: RecordRefund, state: Order): OrderEvent[] => {
  const order = existing(state);
  if (order.refundIds.includes(command.refundId)) return [];
  if (command.requestId !== undefined && order.refundRequestIds.includes(command.requestId)) return [];
  if (order.paymentId === null) throw new DomainError('conflict', 'The order has no payment to refund.');
  const reason = command.reason.trim();
  if (reason === '') throw new ValidationFailed({ reason: ['A refund needs a reason'] });
  const refundable = order.paidSatang - order.refundedSatang;
  if (!Number.isInteger(command.amountSatang) || command.amountSatang <= 0 || command.amountSatang > refundable)
    throw new ValidationFailed(
      { amountSatang: [`A refund is a whole number of satang from 1 to ${refundable}`] },
      refundable === 0 ? 'Nothing is left to refund.' : `At most ${refundable} satang is left to refund.`,
    );
  const { refundedBy, method, status, requestId } = command;
  return [
    {
      type: 'OrderRefunded',
      data: {
        orderId: order.orderId,
        paymentId: order.paymentId,
        refundId: command.refundId,
        amountSatang: command.amountSatang,
        reason,
        refundedAt: command.now,
        ...(refundedBy === undefined ? {} : { refundedBy }),
        ...(method === undefined ? {} : { method }),
        ...(status === undefined ? {} : { status }),
        ...(requestId === undefined ? {} : { requestId }),
      },
    },
  ];
};

/**
 * A pending refund becomes succeeded or failed once; a refund already settled (or recorded as succeeded) takes no
 * later word. A refund not recorded yet is a 404 the gateway retries (its webhook can beat the request's answer).
 */
export const settleRefund = (command: SettleRefund, state: Order): OrderEvent[] => {
  const order = existing(state);
  const refund = order.refunds[command.refundId];
  if (refund === undefined) throw new NotFound('not_found', 'The refund is not recorded yet.');
  if (refund.status !== 'pending') return [];
  return [
    {
      type: 'OrderRefundSettled',
      data: {
        orderId: order.orderId,
        refundId: command.refundId,
        amountSatang: refund.amountSatang,
        status: command.status,
        failureReason: command.status === 'failed' ? (command.failureReason ?? 'unknown') : null,
        settledAt: command.now,
      },
    },
  ];
};

/**
 * A payment that could not count, already refunded at the gateway, is recorded on the order once per payment, whatever
 * the order's state: the customer and staff see the money came back.
 */
export const recordReturnedPayment = (command: RecordReturnedPayment, state: Order): OrderEvent[] => {
  const order = existing(state);
  if (order.returnedPaymentIds.includes(command.paymentId)) return [];
  return [
    {
      type: 'OrderPaymentReturned',
      data: {
        orderId: order.orderId,
        paymentId: command.paymentId,
        refundId: command.refundId,
        amountSatang: command.amountSatang,
        method: 'promptpay',
        reason: command.reason,
        arrivedAt: command.arrivedAt,
        returnedAt: command.now,
      },
    },
  ];
};

/** Staff correct a shipped order's carrier or number; the same shipment again changes nothing. */
export const correctTracking = (command: CorrectTracking, state: Order): OrderEvent[] => {
  const order = existing(state);
  notCancelled(order, 'shipped');
  if (order.status !== 'shipped')
    throw new DomainError('invalid_status_transition', 'Only a shipped order can have its tracking number corrected.', {
      from: order.status,
      to: 'shipped',
      allowed: null,
    });
  const shipment = checkedShipment(command.shipment);
  const before = order.shipment;
  if (
    before?.carrier === shipment.carrier &&
    before.trackingNumber === shipment.trackingNumber &&
    before.trackingUrl === shipment.trackingUrl
  )
    return [];
  return [
    {
      type: 'TrackingNumberCorrected',
      data: {
        orderId: order.orderId,
        ...shipment,
        previousTrackingNumber: before?.trackingNumber ?? null,
        correctedAt: command.now,
      },
    },
  ];
};

/**
 * Staff take back the order's last forward step (crafting, shipped or delivered), with a reason, once, while it is
 * still the last step and within the recall window; the deadline stays as it was. Nothing before crafting is recalled:
 * payment confirms an order, and undoing it is a cancel.
 */
export const recallStep = (command: RecallStep, state: Order): OrderEvent[] => {
  const order = existing(state);
  const reason = command.reason?.trim() || null;
  if (reason === null) throw new ValidationFailed({ reason: ['Give a reason to recall a step'] });
  const { lastStep } = order;
  const back = lastStep?.from ?? null;
  notCancelled(order, back ?? order.status);
  if (command.expectedStatus !== undefined && command.expectedStatus !== order.status)
    throw new DomainError('invalid_status_transition', 'The order moved on since: reload it before recalling a step.', {
      from: order.status,
      to: back,
      allowed: null,
      expectedStatus: command.expectedStatus,
    });
  if (lastStep === null)
    throw new DomainError('invalid_status_transition', `There is no step of this ${order.status} order to recall.`, {
      from: order.status,
      to: null,
      allowed: null,
    });
  const recallableUntil = addSecondsIso(lastStep.at, command.windowSeconds);
  if (Date.parse(command.now) > Date.parse(recallableUntil))
    throw new DomainError('invalid_status_transition', 'The recall window of this step has closed.', {
      from: order.status,
      to: lastStep.from,
      allowed: null,
      recallableUntil,
    });
  return [
    {
      type: 'OrderStepRecalled',
      data: {
        orderId: order.orderId,
        fromStatus: lastStep.to,
        toStatus: lastStep.from,
        reason,
        recalledBy: command.recalledBy,
        deliveryDeadline: order.deliveryDeadline,
        recalledAt: command.now,
      },
    },
  ];
};

/** A crafted pickup order is put on the counter with its code, once; a shipping order is shipped instead. */
export const markReadyForPickup = (command: MarkReadyForPickup, state: Order): OrderEvent[] => {
  const order = existing(state);
  notCancelled(order, 'shipped');
  if (order.fulfilment !== 'pickup')
    throw invalidTransition(order.status, 'shipped', 'This order is shipped to its address, not collected.');
  if (order.pickupCode !== null) return [];
  if (order.status !== 'crafting') throw invalidTransition(order.status, 'shipped');
  return [
    {
      type: 'OrderReadyForPickup',
      data: { orderId: order.orderId, pickupCode: command.pickupCode, readyAt: command.now },
    },
  ];
};

/** The right code hands a ready pickup order over, once: a used code is refused, never silently accepted again. */
export const handOverPickup = (command: HandOverPickup, state: Order): OrderEvent[] => {
  const order = existing(state);
  // Before a code was issued there is none to match (null is no code).
  if (order.pickupCode !== command.pickupCode) throw new DomainError('pickup_code_invalid');
  if (order.status === 'delivered') throw new DomainError('pickup_code_used');
  notCancelled(order, 'delivered');
  return [delivered(order, command.now, 'pickup_code')];
};

/** The carrier's delivery marks a shipped order delivered; the same news again (or after staff did) changes nothing. */
export const confirmCarrierDelivery = (command: ConfirmCarrierDelivery, state: Order): OrderEvent[] => {
  const order = existing(state);
  if (order.status === 'delivered') return [];
  notCancelled(order, 'delivered');
  if (order.status !== 'shipped' || order.fulfilment !== 'ship')
    throw invalidTransition(order.status, 'delivered', 'Only a shipped order can be delivered by its carrier.');
  if (order.shipment?.trackingNumber !== command.trackingNumber)
    throw new ValidationFailed(
      { trackingNumber: ['This is not the tracking number the order was shipped with'] },
      'The tracking number does not match the order.',
    );
  const at = command.deliveredAt < command.now ? command.deliveredAt : command.now;
  return [delivered(order, at, 'carrier_webhook', command.carrierEventId)];
};

/** What may be made again: an order that reached its customer or is on its way, and was not cancelled. */
const remakeable: readonly OrderStatus[] = ['shipped', 'delivered'];

/** The remake's lines: the chosen lines of the original (at most as many as ordered), or every line as it was. */
const remakeLines = (order: PlacedOrder, chosen: OpenRemake['lines']): RemakeLine[] => {
  if (chosen === null)
    return order.lines.map((l) => ({
      configurationId: l.configurationId,
      quantity: l.quantity,
      correctedConfigurationId: null,
      modelName: l.modelName,
    }));
  const problems: Record<string, string[]> = {};
  const seen = new Set<string>();
  const lines = chosen.map((line, i): RemakeLine | null => {
    const original = order.lines.find((l) => l.configurationId === line.configurationId);
    if (!original || seen.has(line.configurationId)) {
      problems[`lines.${i}.configurationId`] = [
        original ? 'Each line of the order once' : 'This configuration is not a line of the order',
      ];
      return null;
    }
    seen.add(line.configurationId);
    if (line.quantity > original.quantity) {
      problems[`lines.${i}.quantity`] = [`At most ${original.quantity}, as many as were ordered`];
      return null;
    }
    if (line.corrected !== null && line.corrected.modelName !== original.modelName) {
      problems[`lines.${i}.correctedConfigurationId`] = [
        `A remake keeps the model (${original.modelName}); the corrected design is a ${line.corrected.modelName}`,
      ];
      return null;
    }
    return {
      configurationId: line.configurationId,
      quantity: line.quantity,
      correctedConfigurationId: line.corrected?.id ?? null,
      modelName: original.modelName,
    };
  });
  if (Object.keys(problems).length > 0) throw new ValidationFailed(problems, 'The remake lines are not valid.');
  return lines as RemakeLine[];
};

/**
 * Staff open a remake of a shipped or delivered order (a defect, a wrong engraving, damage in transit): recorded on
 * the original, which keeps its money and status; the remake itself is placed from this event. The same request
 * again (same remake id) changes nothing.
 */
export const openRemake = (command: OpenRemake, state: Order): OrderEvent[] => {
  const order = existing(state);
  if (order.remakeOrderIds.includes(command.remakeOrderId)) return [];
  notCancelled(order, order.status);
  if (!remakeable.includes(order.status))
    throw new DomainError('invalid_status_transition', 'Only a shipped or delivered order can be made again.', {
      from: order.status,
      to: null,
      allowed: null,
    });
  const note = command.note?.trim() || null;
  return [
    {
      type: 'OrderRemakeOpened',
      data: {
        orderId: order.orderId,
        remakeOrderId: command.remakeOrderId,
        reason: command.reason,
        note,
        lines: remakeLines(order, command.lines),
        openedBy: command.openedBy,
        openedAt: command.now,
      },
    },
  ];
};

/**
 * The remake order: the original's customer and delivery, the remade lines at no charge, confirmed at once with a
 * fresh deadline (nothing to pay). Placing it again from the same opening changes nothing.
 */
export const placeRemake = (command: PlaceRemake, state: Order): OrderEvent[] => {
  const { opened, original, now } = command;
  if (state.status !== 'none') {
    if (state.remakeOf === opened.orderId) return [];
    throw new DomainError('conflict', 'An order with this id already exists.');
  }
  const orderId = opened.remakeOrderId;
  const lines = opened.lines.map((l) => ({
    configurationId: l.correctedConfigurationId ?? l.configurationId,
    quantity: l.quantity,
    unitPriceSatang: 0,
    modelName: l.modelName,
  }));
  const deliveryDeadline = addSecondsIso(now, command.promiseSeconds);
  return [
    {
      type: 'OrderPlaced',
      data: {
        orderId,
        ...original,
        lines,
        totalSatang: 0,
        paymentIntentId: null,
        fingerprint: `remake:${opened.orderId}:${orderId}`,
        remakeOf: { orderId: opened.orderId, reason: opened.reason },
        placedAt: now,
      },
    },
    {
      type: 'OrderConfirmed',
      data: { orderId, confirmedAt: now, deliveryDeadline, estimatedDelivery: deliveryDeadline },
    },
  ];
};

/** The longest note staff may write, in characters (emoji count as one). */
export const NOTE_MAX_CHARACTERS = 1000;

/**
 * Staff may note any order, whatever its status (cancelled too): 1–1000 characters once trimmed. The same note id
 * again adds nothing, so a retried request is safe.
 */
export const addOrderNote = (command: AddOrderNote, state: Order): OrderEvent[] => {
  const order = existing(state);
  if (order.noteIds.includes(command.noteId)) return [];
  const text = command.text.trim();
  if (text.length === 0) throw new ValidationFailed({ text: ['Write the note'] });
  if ([...text].length > NOTE_MAX_CHARACTERS)
    throw new ValidationFailed({ text: [`text must be shorter than or equal to ${NOTE_MAX_CHARACTERS} characters`] });
  return [
    {
      type: 'OrderNoteAdded',
      data: {
        orderId: order.orderId,
        noteId: command.noteId,
        visibility: command.visibility,
        text,
        author: command.author,
        addedAt: command.now,
      },
    },
  ];
};

export const decide = (command: OrderCommand, state: Order): OrderEvent[] => {
  switch (command.type) {
    case 'PlaceOrder':
      return placeOrder(command, state);
    case 'ChangeOrderDetails':
      return changeOrderDetails(command, state);
    case 'RecordPayment':
      return recordPayment(command, state);
    case 'RecordPaymentFailure':
      return recordPaymentFailure(command, state);
    case 'AdvanceStatus':
      return advanceStatus(command, state);
    case 'MarkPaidInStore':
      return markPaidInStore(command, state);
    case 'RecordDeadlineMissed':
      return recordDeadlineMissed(command, state);
    case 'RecordDeadlineAtRisk':
      return recordDeadlineAtRisk(command, state);
    case 'CancelOrder':
      return cancelOrder(command, state);
    case 'RecordRefund':
      return recordRefund(command, state);
    case 'SettleRefund':
      return settleRefund(command, state);
    case 'RecordReturnedPayment':
      return recordReturnedPayment(command, state);
    case 'CorrectTracking':
      return correctTracking(command, state);
    case 'RecallStep':
      return recallStep(command, state);
    case 'MarkReadyForPickup':
      return markReadyForPickup(command, state);
    case 'HandOverPickup':
      return handOverPickup(command, state);
    case 'ConfirmCarrierDelivery':
      return confirmCarrierDelivery(command, state);
    case 'OpenRemake':
      return openRemake(command, state);
    case 'PlaceRemake':
      return placeRemake(command, state);
    case 'AddOrderNote':
      return addOrderNote(command, state);
    default:
      return assertNever(command);
  }
};

export const orderDecider: Decider<Order, OrderCommand, OrderEvent> = { decide, evolve, initialState };
