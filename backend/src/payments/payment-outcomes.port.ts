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

export abstract class PaymentOutcomes {
  /** Only the session that placed the order, or its signed-in owner, may pay it; staff rights do not count. */
  abstract standing(orderId: string, payer: Payer): Promise<PayerStanding>;
  /** A charge the server verified; the intent carries the order id it was opened for. */
  abstract succeeded(orderId: string, intent: PaymentIntentInfo, context: CommandContext): Promise<void>;
  abstract failed(orderId: string, intentId: string, reason: string, context: CommandContext): Promise<void>;
}
