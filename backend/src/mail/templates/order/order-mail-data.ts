import type {
  ConfigurationChoice,
  OrderChannel,
  OrderPaid,
  PaymentReturnReason,
  RemakeReason,
} from '@sound-putter/contracts';

/** One option of an ordered putter, by the name the shopper chose it by, with what it added. */
export interface OrderMailOption {
  choice: ConfigurationChoice;
  name: string;
  priceSatang: number;
}

/** One line of the order as a mail shows it; `options` and `picturePath` come from read models at enqueue time. */
export interface OrderMailLine {
  configurationId: string;
  modelName: string;
  quantity: number;
  unitPriceSatang: number;
  options: OrderMailOption[];
  /**
   * The putter's picture as a path under the shop's URL (`/api/putter-configurations/{id}/picture.png`, the cart's
   * drawing); null when there is none.
   */
  picturePath: string | null;
}

/** What every order mail carries. */
export interface OrderMailBase {
  orderId: string;
  customerName: string;
  channel: OrderChannel;
}

export interface ReceiptMailData extends OrderMailBase {
  lines: OrderMailLine[];
  totalSatang: number;
  paymentMethod: OrderPaid['data']['method'];
  paidAt: string;
  deliveryDeadline: string;
}

export interface CraftingStartedMailData extends OrderMailBase {
  startedAt: string;
  deliveryDeadline: string | null;
  lines: OrderMailLine[];
}

export interface AtRiskMailData extends OrderMailBase {
  deliveryDeadline: string;
  /** When the workshop now expects the putter to arrive. */
  newEstimate: string;
}

export interface DeadlineMissedMailData extends OrderMailBase {
  deliveryDeadline: string;
  newEstimate: string;
}

export interface ShippedMailData extends OrderMailBase {
  shippedAt: string;
  /** The carrier's name in the mail's language and the number, from the shipped event (absent on older orders). */
  carrier?: string | null;
  trackingNumber?: string | null;
  /** The carrier's tracking page for the number. */
  carrierTrackingUrl?: string | null;
  lines: OrderMailLine[];
}

/** A pickup order waits at the performance centre: the code (as issued, 8 letters) to show at the counter. */
export interface ReadyToCollectMailData extends OrderMailBase {
  readyAt: string;
  pickupCode: string;
  lines: OrderMailLine[];
}

export interface DeliveredMailData extends OrderMailBase {
  deliveredAt: string;
}

export interface CancelledMailData extends OrderMailBase {
  cancelledAt: string;
  /** Staff's reason (always given by staff), or the customer's own if they gave one. */
  reason: string | null;
  /** What goes back to the customer's card, in satang; 0 for an order that was never paid. */
  refundSatang: number;
}

export interface RefundedMailData extends OrderMailBase {
  refundedAt: string;
  reason: string;
  /** This refund, in satang. */
  refundSatang: number;
  /** Back to the card paid with, or in cash at the counter (a kiosk order paid there). */
  method: 'card' | 'in_store';
}

/** A payment that could not count for the order (a QR paid late, a second payment) was sent back in full. */
export interface PaymentReturnedMailData extends OrderMailBase {
  returnedAt: string;
  /** The payment, in satang: all of it went back. */
  amountSatang: number;
  reason: PaymentReturnReason;
}

/** The workshop makes (part of) an order again at no charge: this mail is the remake's own, with its new deadline. */
export interface RemakeMailData extends OrderMailBase {
  /** The order made again. */
  remakeOfOrderId: string;
  reason: RemakeReason;
  deliveryDeadline: string;
  lines: OrderMailLine[];
}

/** Each order mail kind with the data its template reads. */
export interface OrderMailDataByKind {
  'order-receipt': ReceiptMailData;
  'order-crafting-started': CraftingStartedMailData;
  'order-at-risk': AtRiskMailData;
  'order-deadline-missed': DeadlineMissedMailData;
  'order-shipped': ShippedMailData;
  'order-ready-to-collect': ReadyToCollectMailData;
  'order-delivered': DeliveredMailData;
  'order-cancelled': CancelledMailData;
  'order-refunded': RefundedMailData;
  'order-payment-returned': PaymentReturnedMailData;
  'order-remake': RemakeMailData;
}

export type OrderMailKind = keyof OrderMailDataByKind;

export const orderMailKinds = [
  'order-receipt',
  'order-crafting-started',
  'order-at-risk',
  'order-deadline-missed',
  'order-shipped',
  'order-ready-to-collect',
  'order-delivered',
  'order-cancelled',
  'order-refunded',
  'order-payment-returned',
  'order-remake',
] as const satisfies readonly OrderMailKind[];
