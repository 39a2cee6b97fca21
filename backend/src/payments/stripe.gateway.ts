import type Stripe from 'stripe';
import { PaymentGateway } from './payment-gateway.port';
import type { CreateIntentInput, PaymentIntentInfo, RefundInfo, RefundInput } from './payment-gateway.port';

export const toIntentInfo = (intent: Stripe.PaymentIntent): PaymentIntentInfo => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  amountSatang: intent.amount,
  currency: intent.currency,
  orderId: intent.metadata?.orderId ?? null,
  status: intent.status,
  failureReason: intent.last_payment_error?.code ?? intent.last_payment_error?.message ?? null,
});

export class StripeGateway extends PaymentGateway {
  readonly kind = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {
    super();
  }

  async createIntent({
    orderId,
    attemptKey,
    amountSatang,
    receiptEmail,
  }: CreateIntentInput): Promise<PaymentIntentInfo> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: amountSatang,
        currency: 'thb',
        metadata: { orderId },
        automatic_payment_methods: { enabled: true },
        ...(receiptEmail ? { receipt_email: receiptEmail } : {}),
      },
      // Stripe replays the first response for a repeated key, so a retried init cannot open a second charge.
      { idempotencyKey: attemptKey },
    );
    return toIntentInfo(intent);
  }

  async retrieveIntent(id: string): Promise<PaymentIntentInfo | null> {
    try {
      return toIntentInfo(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return null;
      throw error;
    }
  }

  async cancelIntent(id: string): Promise<boolean> {
    try {
      await this.stripe.paymentIntents.cancel(id);
      return true;
    } catch (error) {
      // Already succeeded or cancelled, or unknown: Stripe refuses, and there is nothing left to stop.
      if ((error as { type?: string }).type === 'StripeInvalidRequestError') return false;
      throw error;
    }
  }

  async refund({ paymentId, amountSatang, idempotencyKey, reason }: RefundInput): Promise<RefundInfo> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentId, amount: amountSatang, metadata: { reason } },
      // A retried cancel replays the first refund instead of giving the money back twice.
      { idempotencyKey },
    );
    return { id: refund.id, amountSatang: refund.amount, status: refund.status ?? 'pending' };
  }
}
