import type { CommandContext } from '../infrastructure/cqrs/command-context';
import type { PaymentIntentInfo } from './payment-gateway.port';

/**
 * Where payments hands the outcomes the gateway reported (a signed webhook, the test gateway's confirmation).
 * Payments knows nothing of orders: the composition root binds this port to the context that acts on payments.
 */
export abstract class PaymentOutcomes {
  /** A charge the server verified; the intent carries the order id it was opened for. */
  abstract succeeded(orderId: string, intent: PaymentIntentInfo, context: CommandContext): Promise<void>;
  abstract failed(orderId: string, intentId: string, reason: string, context: CommandContext): Promise<void>;
}
