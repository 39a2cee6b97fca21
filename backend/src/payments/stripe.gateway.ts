import type Stripe from 'stripe';
import { PaymentGateway } from './payment-gateway.port';
import type {
  CreateIntentInput,
  PaymentIntentInfo,
  PromptPayOpening,
  RefundInfo,
  RefundInput,
} from './payment-gateway.port';

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

  /**
   * A PaymentIntent for PromptPay only, confirmed at once so Stripe answers with the QR in its next action
   * (`promptpay_display_qr_code`); the payment counts only when the signed `payment_intent.succeeded` arrives.
   */
  async openPromptPay({
    orderId,
    attemptKey,
    amountSatang,
    receiptEmail,
  }: CreateIntentInput): Promise<PromptPayOpening> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: amountSatang,
        currency: 'thb',
        metadata: { orderId },
        allowed_payment_method_types: ['promptpay'],
        payment_method_data: {
          type: 'promptpay',
          ...(receiptEmail ? { billing_details: { email: receiptEmail } } : {}),
        },
        confirm: true,
        ...(receiptEmail ? { receipt_email: receiptEmail } : {}),
      },
      { idempotencyKey: attemptKey },
    );
    const qr = intent.next_action?.promptpay_display_qr_code;
    if (intent.next_action?.type !== 'promptpay_display_qr_code' || !qr?.data)
      throw new Error(`Stripe answered PromptPay intent ${intent.id} without a QR (status ${intent.status})`);
    const expiresAt = (qr as { expires_at?: number | null }).expires_at;
    return {
      intent: toIntentInfo(intent),
      payload: qr.data,
      gatewayExpiresAt: expiresAt ? new Date(expiresAt * 1000) : null,
    };
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

  async refund({ paymentId, amountSatang, idempotencyKey, reason, orderId }: RefundInput): Promise<RefundInfo> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentId, amount: amountSatang, metadata: { reason, ...(orderId ? { orderId } : {}) } },
      // A retried cancel replays the first refund instead of giving the money back twice.
      { idempotencyKey },
    );
    return { id: refund.id, amountSatang: refund.amount, status: refund.status ?? 'pending' };
  }
}
