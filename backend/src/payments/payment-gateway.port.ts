/** A payment intent as the server verified it with the gateway. Amounts are satang; currency lower-case ISO. */
export interface PaymentIntentInfo {
  id: string;
  clientSecret: string;
  amountSatang: number;
  currency: string;
  /** The order id the server put in the intent's metadata when it created it. */
  orderId: string | null;
  status: 'succeeded' | 'processing' | 'requires_payment_method' | 'requires_action' | 'canceled' | (string & {});
  failureReason: string | null;
  /** Paid by a PromptPay QR rather than a card (the QR's own path says so); absent means a card. */
  method?: 'card' | 'promptpay';
}

export interface CreateIntentInput {
  orderId: string;
  /** One intent per key: a retried checkout attempt gets the same intent, a changed checkout a new one. */
  attemptKey: string;
  amountSatang: number;
  receiptEmail?: string;
}

export interface RefundInput {
  /** The payment (intent) to give money back from. */
  paymentId: string;
  amountSatang: number;
  /** One refund per key: a retried request returns the refund the first one made. */
  idempotencyKey: string;
  reason: string;
  /** The order it belongs to: kept with the refund at the gateway, so its webhooks name the order. */
  orderId?: string;
}

/** A refund as the gateway answered it; `pending` ones are confirmed later by the gateway's webhook. */
export interface RefundInfo {
  id: string;
  amountSatang: number;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled' | (string & {});
}

/** A PromptPay QR the gateway opened: the intent it pays, and the EMVCo text the QR carries. */
export interface PromptPayOpening {
  intent: PaymentIntentInfo;
  payload: string;
  /** When the gateway itself stops taking payment for it (Stripe's QR expiry); null when it does not say. */
  gatewayExpiresAt: Date | null;
}

/** The payment provider: Stripe when keys are configured, else the local test gateway. */
export abstract class PaymentGateway {
  abstract readonly kind: 'stripe' | 'test';
  /** Idempotent per attempt key: asking again with the same key returns the same intent. */
  abstract createIntent(input: CreateIntentInput): Promise<PaymentIntentInfo>;
  /** null when the gateway does not know the id. */
  abstract retrieveIntent(id: string): Promise<PaymentIntentInfo | null>;
  /** Cancels an unpaid intent so it can never be paid; false when it could not be (already paid, or unknown). */
  abstract cancelIntent(id: string): Promise<boolean>;
  /** A new intent paid by PromptPay QR only, idempotent per attempt key, with the QR's payload. */
  abstract openPromptPay(input: CreateIntentInput): Promise<PromptPayOpening>;
  /** Gives (part of) a succeeded payment back; idempotent per key. */
  abstract refund(input: RefundInput): Promise<RefundInfo>;
}
