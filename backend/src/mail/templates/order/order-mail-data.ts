import type { ConfigurationChoice, OrderChannel, OrderPaid } from '@sound-putter/contracts';

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

/** Each order mail kind with the data its template reads. */
export interface OrderMailDataByKind {
  'order-receipt': ReceiptMailData;
  'order-crafting-started': CraftingStartedMailData;
  'order-at-risk': AtRiskMailData;
  'order-deadline-missed': DeadlineMissedMailData;
  'order-shipped': ShippedMailData;
  'order-delivered': DeliveredMailData;
  'order-cancelled': CancelledMailData;
}

export type OrderMailKind = keyof OrderMailDataByKind;

export const orderMailKinds = [
  'order-receipt',
  'order-crafting-started',
  'order-at-risk',
  'order-deadline-missed',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
] as const satisfies readonly OrderMailKind[];
