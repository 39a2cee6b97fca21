import type { PaymentReturnReason } from '@sound-putter/contracts';
import type { CommandContext } from '../infrastructure/cqrs/command-context';
import type { PaymentIntentInfo } from './payment-gateway.port';

/**
 * Where payments hands the outcomes the gateway reported (a signed webhook, the test gateway's confirmation).
 * Payments knows nothing of orders: the composition root binds this port to the context that acts on payments.
 */
/** The browser session and signed-in user asking to pay. */
export interface Payer {
  sessionId: string | null;
  userId: string | null;
}

/** Whether a payer may pay an order: its own and unpaid, its own and already paid, or not theirs (or unknown). */
export type PayerStanding = 'payable' | 'paid' | 'not_theirs';

/** A payer's standing as this process remembers the order, with where the order's stream was then. */
export interface RememberedStanding {
  standing: PayerStanding;
  /** The intent the order asks to be paid through now. */
  paymentIntentId: string | null;
  /** A charge on this standing checks that the order's stream is still at `version` (nothing charged otherwise). */
  orderStream: { streamId: string; version: number };
}

/** An order as a new payment for it needs it: who may pay, how much, and whether it was cancelled. */
export interface OrderToPay {
  standing: PayerStanding;
  cancelled: boolean;
  totalSatang: number;
}

/** A payment that came in for an order but could not count for it, and the gateway's refund that sent it back. */
export interface PaymentReturn {
  paymentId: string;
  refundId: string;
  amountSatang: number;
  reason: PaymentReturnReason;
  /** When the payment was made, by the gateway's word. */
  arrivedAt: Date;
}

export abstract class PaymentOutcomes {
  /** Only the session that placed the order, or its signed-in owner, may pay it; staff rights do not count. */
  abstract standing(orderId: string, payer: Payer): Promise<PayerStanding>;
  /** The same rule on the order as this process last saw it, or null when it does not keep it (then ask `standing`). */
  abstract rememberedStanding(orderId: string, payer: Payer): RememberedStanding | null;
  /** The payer's standing with the order's total (0 when not theirs): what a new PromptPay QR must ask for. */
  abstract orderToPay(orderId: string, payer: Payer): Promise<OrderToPay>;
  /** A charge the server verified; the intent carries the order id it was opened for. */
  abstract succeeded(orderId: string, intent: PaymentIntentInfo, context: CommandContext): Promise<void>;
  abstract failed(orderId: string, intentId: string, reason: string, context: CommandContext): Promise<void>;
  /** A payment already sent back (see PaymentReturn), told to the order so its owner and staff see it; once each. */
  abstract paymentReturned(orderId: string, returned: PaymentReturn, context: CommandContext): Promise<void>;
  /** The gateway's signed word that a refund of the order succeeded or failed (a replay changes nothing). */
  abstract refundSettled(
    orderId: string,
    refund: { id: string; status: 'succeeded' | 'failed'; failureReason: string | null },
    context: CommandContext,
  ): Promise<void>;
}
