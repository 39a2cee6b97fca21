import type { CustomerDetailsDto, OpenRemakeDto } from '@sound-putter/contracts/dto';
import {
  DEFAULT_SHOP_LANGUAGE,
  type OrderNoteVisibility,
  type OrderStatus,
  type ShopLanguage,
} from '@sound-putter/contracts';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import type { PaymentIntentInfo, PaymentReturn } from '../../payments';
import type { ShipmentInput } from '../order.decider';

export class InitOrderCommand {
  constructor(
    readonly cartId: string,
    readonly details: CustomerDetailsDto,
    readonly userId: string | null,
    readonly sessionId: string | null,
    readonly context: CommandContext,
    /** The client's address, for the limit on new orders per address. */
    readonly clientIp: string | null = null,
    /** The language the shopper used, recorded with the order for its mails. */
    readonly language: ShopLanguage = DEFAULT_SHOP_LANGUAGE,
  ) {}
}

/** A payment the server itself verified (webhook payload with a valid signature, or a retrieval from the gateway). */
export class RecordPaymentCommand {
  constructor(
    readonly orderId: string,
    readonly payment: PaymentIntentInfo,
    readonly context: CommandContext,
  ) {}
}

export class RecordPaymentFailureCommand {
  constructor(
    readonly orderId: string,
    readonly paymentId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}

/** The client's hint that it paid: the server checks the payment with the gateway before anything is recorded. */
export class ConfirmPaymentCommand {
  constructor(
    readonly orderId: string,
    readonly paymentId: string,
    readonly context: CommandContext,
  ) {}
}

export class AdvanceOrderStatusCommand {
  constructor(
    readonly orderId: string,
    readonly status: OrderStatus,
    readonly context: CommandContext,
    /** The carrier fields staff sent; required when shipping. */
    readonly shipment?: ShipmentInput,
  ) {}
}

export class CorrectTrackingCommand {
  constructor(
    readonly orderId: string,
    readonly shipment: ShipmentInput,
    readonly context: CommandContext,
  ) {}
}

export class MarkPaidInStoreCommand {
  constructor(
    readonly orderId: string,
    readonly context: CommandContext,
  ) {}
}

/** The crafting deadline passed (sent by the crafting context's job); a repeat records nothing. */
export class RecordDeadlineMissedCommand {
  constructor(
    readonly orderId: string,
    readonly context: CommandContext,
  ) {}
}

/** The crafting deadline is near and the order is not delivered; a repeat records nothing. */
export class RecordDeadlineAtRiskCommand {
  constructor(
    readonly orderId: string,
    readonly context: CommandContext,
  ) {}
}

/** The order's owner or staff cancel it; a paid order is refunded in full through the gateway. */
export class CancelOrderCommand {
  constructor(
    readonly orderId: string,
    readonly by: { role: 'customer' | 'staff'; userId: string | null; sessionId: string | null },
    readonly reason: string | null,
    readonly context: CommandContext,
  ) {}
}

/** Staff take back the order's last step (`expectedStatus`: the status they saw it in). */
export class RecallStepCommand {
  constructor(
    readonly orderId: string,
    readonly reason: string,
    readonly expectedStatus: OrderStatus | undefined,
    readonly recalledBy: string | null,
    readonly context: CommandContext,
  ) {}
}

/** Staff give (part of) an order's payment back, with a reason; `requestId` makes a retried request give it once. */
export class RefundOrderCommand {
  constructor(
    readonly orderId: string,
    readonly refund: { amountSatang: number; reason: string; requestId: string },
    readonly staffUserId: string | null,
    readonly context: CommandContext,
  ) {}
}

/** Staff put a crafted pickup order on the performance centre's counter; a pickup code is issued. */
export class MarkReadyForPickupCommand {
  constructor(
    readonly orderId: string,
    readonly context: CommandContext,
  ) {}
}

/** The gateway's signed word that a refund it accepted succeeded or failed. */
export class SettleRefundCommand {
  constructor(
    readonly orderId: string,
    readonly refundId: string,
    readonly status: 'succeeded' | 'failed',
    readonly failureReason: string | null,
    readonly context: CommandContext,
  ) {}
}

/** A payment that could not count for the order was refunded at the gateway: recorded on the order once. */
export class RecordReturnedPaymentCommand {
  constructor(
    readonly orderId: string,
    readonly returned: PaymentReturn,
    readonly context: CommandContext,
  ) {}
}

/** The counter hands a putter over to who shows its pickup code (as typed or scanned); answers the order's id. */
export class HandOverPickupCommand {
  constructor(
    readonly code: string,
    readonly context: CommandContext,
  ) {}
}

/** The carrier's signed webhook says the parcel with this number was delivered at `deliveredAt`. */
export class ConfirmCarrierDeliveryCommand {
  constructor(
    readonly orderId: string,
    readonly trackingNumber: string,
    readonly carrierEventId: string,
    readonly deliveredAt: string,
    readonly context: CommandContext,
  ) {}
}

/** Staff make a shipped or delivered order again at no charge; `requestId` makes a retried request open one remake. */
export class OpenRemakeCommand {
  constructor(
    readonly orderId: string,
    readonly request: OpenRemakeDto,
    readonly openedBy: string | null,
    readonly context: CommandContext,
  ) {}
}

/** Staff write a note on an order, for staff only or shown to the customer; `noteId` makes a retry add it once. */
export class AddOrderNoteCommand {
  constructor(
    readonly orderId: string,
    readonly note: { noteId: string; visibility: OrderNoteVisibility; text: string },
    readonly author: string | null,
    readonly context: CommandContext,
  ) {}
}
