import type { Address } from '../account';
import type { Carrier } from '../carriers';
import type { ShopLanguage } from '../language';
import type { OrderChannel, OrderStatus } from '../order-status';
import type { Fulfilment } from '../pickup';
import type { RemakeReason } from '../remakes';

export interface OrderLine {
  configurationId: string;
  quantity: number;
  unitPriceSatang: number;
  modelName: string;
}

/** The customer's personal fields of an order: what a PDPA erasure takes away. */
export interface OrderPersonalData {
  customer: {
    name: string;
    email: string;
    phone: string;
    phoneCountryCode: string;
  };
  shippingAddress: Address;
  billingAddress: Address;
  /** What the shopper asked to be written on the gift card with the putter; absent when none (and on older orders). */
  giftMessage?: string;
}

/**
 * Personal fields as the log keeps them: sealed (AES-256-GCM) with the customer's own key from the key table, so
 * deleting that key erases them from every event at once (crypto-shredding). `plaintext` only appears on events
 * written before sealing existed (schema version 1), as the upcaster reads them, until they are sealed in place.
 */
export type PersonalDataRef = { subjectId: string; sealed: string } | { subjectId: null; plaintext: OrderPersonalData };

/** Shown instead of a personal field whose customer was erased. */
export const ERASED = 'erased';

/**
 * Recorded when a shopper submits details for the cart's contents; the order waits for payment.
 * Schema version 2: name, e-mail, phone and addresses sit sealed in `personal` (version 1 had them in plaintext).
 */
export interface OrderPlaced {
  type: 'OrderPlaced';
  data: {
    orderId: string;
    cartId: string;
    userId: string | null;
    sessionId: string | null;
    channel: OrderChannel;
    personal: PersonalDataRef;
    lines: OrderLine[];
    totalSatang: number;
    paymentIntentId: string | null;
    /** Fingerprint of cart contents + details: a repeated init with the same fingerprint returns this order. */
    fingerprint: string;
    saveForFuture: boolean;
    /** The language the shopper used, for the order's mails; absent on orders placed before it was recorded (Thai). */
    language?: ShopLanguage;
    /** Shipped by a carrier or collected at the performance centre; absent on orders placed before pickup (ship). */
    fulfilment?: Fulfilment;
    /**
     * Set on a remake: the order it makes again at no charge (total 0) and why. A remake is confirmed as it is placed
     * (OrderConfirmed follows, with its own deadline) and is never paid.
     */
    remakeOf?: { orderId: string; reason: RemakeReason };
    placedAt: string;
  };
}

/**
 * The same cart checked out again with other details or contents while its order was unpaid: the order takes the new
 * details and a new payment intent, and the earlier intent is cancelled, so two tabs can never both pay.
 * Schema version 2: personal fields sealed in `personal`, as in OrderPlaced.
 */
export interface OrderDetailsChanged {
  type: 'OrderDetailsChanged';
  data: {
    orderId: string;
    userId: string | null;
    sessionId: string | null;
    personal: PersonalDataRef;
    lines: OrderLine[];
    totalSatang: number;
    paymentIntentId: string;
    /** The intent this change replaces; cancelled at the gateway. */
    previousPaymentIntentId: string | null;
    fingerprint: string;
    saveForFuture: boolean;
    /** As in OrderPlaced: the checkout that changed the details may have been in another language. */
    language?: ShopLanguage;
    /** As in OrderPlaced: the new checkout may have chosen the other way to receive it. */
    fulfilment?: Fulfilment;
    changedAt: string;
  };
}

/** How an order was paid: a card (the gateway), at the kiosk's counter, or a PromptPay QR (older events: card). */
export type PaymentMethod = 'card' | 'in_store' | 'promptpay';

/** Recorded when the server has verified the payment with the gateway (webhook or retrieval). */
export interface OrderPaid {
  type: 'OrderPaid';
  data: { orderId: string; paymentId: string; amountSatang: number; method: PaymentMethod; paidAt: string };
}

/** Recorded when a charge attempt failed; the order stays pending and may be paid later. */
export interface OrderPaymentFailed {
  type: 'OrderPaymentFailed';
  data: { orderId: string; paymentId: string; reason: string; failedAt: string };
}

/** Recorded right after payment: the 24-hour crafting clock starts. */
export interface OrderConfirmed {
  type: 'OrderConfirmed';
  data: { orderId: string; confirmedAt: string; deliveryDeadline: string; estimatedDelivery: string };
}

/** Recorded when the workshop starts crafting the putter. */
export interface CraftingStarted {
  type: 'CraftingStarted';
  data: { orderId: string; startedAt: string };
}

/** Recorded when the finished putter leaves the workshop. */
export interface OrderShipped {
  type: 'OrderShipped';
  data: {
    orderId: string;
    shippedAt: string;
    /** Who carries it and its number (normalized) and tracking page; absent on orders shipped before carriers. */
    carrier?: Carrier;
    trackingNumber?: string;
    trackingUrl?: string;
  };
}

/** Staff corrected a shipped order's carrier or mistyped tracking number; the last one recorded counts. */
export interface TrackingNumberCorrected {
  type: 'TrackingNumberCorrected';
  data: {
    orderId: string;
    carrier: Carrier;
    trackingNumber: string;
    trackingUrl: string;
    previousTrackingNumber: string | null;
    correctedAt: string;
  };
}

/**
 * A pickup order's putter is crafted and waits at the performance centre's counter; the customer shows `pickupCode`
 * (random, single use, unrelated to the order id) to collect it.
 */
export interface OrderReadyForPickup {
  type: 'OrderReadyForPickup';
  data: { orderId: string; pickupCode: string; readyAt: string };
}

/** How a delivery was confirmed: staff by hand, the counter with the pickup code, or the carrier's webhook. */
export type DeliveryConfirmation = 'staff' | 'pickup_code' | 'carrier_webhook';

/** Recorded when the putter reached the customer. */
export interface OrderDelivered {
  type: 'OrderDelivered';
  data: {
    orderId: string;
    deliveredAt: string;
    /** Absent on deliveries recorded before it was kept (by staff). */
    confirmedBy?: DeliveryConfirmation;
    /**
     * Against the 24-hour promise, for the on-time figures: the deadline the payment set, and seconds delivered
     * before it (negative: late). Absent on deliveries recorded before, or for an order that never had a deadline.
     */
    deliveryDeadline?: string;
    secondsToSpare?: number;
    /** The carrier's own event id and time of delivery, when its webhook confirmed it. */
    carrierEventId?: string;
  };
}

/** Recorded when the deadline warning window opens and the order is not yet delivered. */
export interface CraftingDeadlineAtRisk {
  type: 'CraftingDeadlineAtRisk';
  data: { orderId: string; deliveryDeadline: string; warnedAt: string };
}

/** Recorded once when the 24-hour deadline passed before delivery. */
export interface CraftingDeadlineMissed {
  type: 'CraftingDeadlineMissed';
  data: { orderId: string; deliveryDeadline: string; missedAt: string };
}

/** Who cancelled an order: its owner (the signed-in customer or the browser that placed it), or staff. */
export interface OrderCanceller {
  role: 'customer' | 'staff';
  /** The signed-in account that asked; null for a browser session without an account. */
  userId: string | null;
}

/**
 * Recorded when the order's owner (before crafting starts) or staff (before delivery) cancelled it; the order leaves
 * the board and its deadline jobs, and a paid order is refunded in full (OrderRefunded follows).
 */
export interface OrderCancelled {
  type: 'OrderCancelled';
  data: {
    orderId: string;
    cancelledBy: OrderCanceller;
    /** Required from staff; the customer may leave it out (null). */
    reason: string | null;
    /** The status the order had when it was cancelled. */
    fromStatus: OrderStatus;
    /** What the payment gateway is to give back, in satang (0 for an unpaid order). */
    refundDueSatang: number;
    cancelledAt: string;
  };
}

/** Where a refund's money goes back: through the card gateway, or in cash at the counter (kiosk orders). */
export type RefundMethod = 'card' | 'in_store';

/**
 * Recorded when the payment gateway accepted a refund of (part of) the order's payment; once per refund id. A card
 * refund may still be `pending` at the gateway: OrderRefundSettled follows when the gateway confirms or fails it.
 * Events recorded before staff refunds have no `refundedBy`, `method`, `status` or `requestId` (read them as a
 * system refund by card, succeeded).
 */
export interface OrderRefunded {
  type: 'OrderRefunded';
  data: {
    orderId: string;
    paymentId: string;
    refundId: string;
    amountSatang: number;
    reason: string;
    refundedAt: string;
    /** Staff who gave it (null: the refund of a cancel). */
    refundedBy?: OrderCanceller | null;
    method?: RefundMethod;
    /** The gateway's answer when it accepted the refund. */
    status?: 'pending' | 'succeeded';
    /** The staff request's idempotency id: a retried request finds its refund by it. */
    requestId?: string | null;
  };
}

/**
 * Recorded once when the gateway confirms a refund (signed `refund.updated` / `charge.refunded` webhook): succeeded,
 * or failed (the money did not go back: the amount is refundable again and staff see why).
 */
export interface OrderRefundSettled {
  type: 'OrderRefundSettled';
  data: {
    orderId: string;
    refundId: string;
    amountSatang: number;
    status: 'succeeded' | 'failed';
    /** The gateway's reason for a failed refund; null when it succeeded. */
    failureReason: string | null;
    settledAt: string;
  };
}

/** Each reason a payment can be sent back for (see PaymentReturnReason). */
export const paymentReturnReasons = [
  'qr_expired',
  'qr_withdrawn',
  'order_cancelled',
  'already_paid',
  'not_payable',
] as const satisfies readonly PaymentReturnReason[];

/** Why a payment that arrived for an order could not count for it and was sent back. */
export type PaymentReturnReason =
  /** The PromptPay QR was paid after it had expired. */
  | 'qr_expired'
  /** The QR was paid after it had been withdrawn (the kiosk's idle reset, a renewed QR, another way of paying). */
  | 'qr_withdrawn'
  /** The order had been cancelled. */
  | 'order_cancelled'
  /** The order was paid already (two phones scanned one QR, or a QR and a card). */
  | 'already_paid'
  /** The order refused the payment for another reason. */
  | 'not_payable';

/**
 * A payment that arrived for the order but could not count for it (see `PaymentReturnReason`) was sent back in full
 * at once; once per payment. The order's own payment and refunds are untouched: this money was never the order's.
 */
export interface OrderPaymentReturned {
  type: 'OrderPaymentReturned';
  data: {
    orderId: string;
    /** The payment that came in, and the gateway's refund of it. */
    paymentId: string;
    refundId: string;
    amountSatang: number;
    method: 'promptpay';
    reason: PaymentReturnReason;
    /** When the payment was made, by the gateway's word. */
    arrivedAt: string;
    returnedAt: string;
  };
}

/**
 * Staff took back the order's last step (pressed on the wrong card, or too early): it is in `toStatus` again. Only the
 * last forward step, once, within the recall window (`RECALL_WINDOW_SECONDS`); the deadline stays as it was.
 */
export interface OrderStepRecalled {
  type: 'OrderStepRecalled';
  data: {
    orderId: string;
    fromStatus: OrderStatus;
    toStatus: OrderStatus;
    reason: string;
    /** The staff account that recalled it. */
    recalledBy: string | null;
    /** The order's deadline, unchanged: a recalled delivery gets its deadline jobs back. */
    deliveryDeadline: string | null;
    recalledAt: string;
  };
}

/** A line of a remake: one of the original's lines, as many of it as are made again, maybe with corrected options. */
export interface RemakeLine {
  /** The original line's configuration. */
  configurationId: string;
  quantity: number;
  /** The configuration made instead (same model, other options), or null to make it as it was. */
  correctedConfigurationId: string | null;
  modelName: string;
}

/**
 * Staff opened a remake of this shipped or delivered order (a defect, a wrong engraving, damage in transit): the new
 * order `remakeOrderId` is placed with `remakeOf` naming this one, at no charge. This order's money is untouched.
 */
export interface OrderRemakeOpened {
  type: 'OrderRemakeOpened';
  data: {
    orderId: string;
    remakeOrderId: string;
    reason: RemakeReason;
    /** What staff wrote about it; null when they wrote nothing. */
    note: string | null;
    lines: RemakeLine[];
    /** The staff account that opened it. */
    openedBy: string | null;
    openedAt: string;
  };
}

/** Who may read an order note: staff only (`internal`), or also the customer on the order's page (`customer`). */
export const orderNoteVisibilities = ['internal', 'customer'] as const;
export type OrderNoteVisibility = (typeof orderNoteVisibilities)[number];

/**
 * Recorded when staff wrote a note on the order (any status, cancelled too); once per `noteId`, which the staff's
 * browser makes, so a retried request adds it once. `text` is trimmed, 1–1000 characters.
 */
export interface OrderNoteAdded {
  type: 'OrderNoteAdded';
  data: {
    orderId: string;
    noteId: string;
    visibility: OrderNoteVisibility;
    text: string;
    /** The staff account that wrote it. */
    author: string | null;
    addedAt: string;
  };
}

export type OrderEventPayload =
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

/** Each order event type once; `satisfies` makes the compiler refuse a type missing here or one no payload has. */
const orderEventTypeKeys = {
  OrderPlaced: true,
  OrderDetailsChanged: true,
  OrderPaid: true,
  OrderPaymentFailed: true,
  OrderConfirmed: true,
  CraftingStarted: true,
  OrderShipped: true,
  TrackingNumberCorrected: true,
  OrderReadyForPickup: true,
  OrderDelivered: true,
  CraftingDeadlineAtRisk: true,
  CraftingDeadlineMissed: true,
  OrderCancelled: true,
  OrderRefunded: true,
  OrderRefundSettled: true,
  OrderStepRecalled: true,
  OrderPaymentReturned: true,
  OrderRemakeOpened: true,
  OrderNoteAdded: true,
} satisfies Record<OrderEventPayload['type'], true>;

/** The order event types, in the order the history schema lists them. */
export const orderEventTypes = Object.keys(orderEventTypeKeys) as OrderEventPayload['type'][];
