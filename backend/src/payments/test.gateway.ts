import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { buildPromptPayPayload } from './promptpay/promptpay-payload';
import {
  type CreateIntentInput,
  PaymentGateway,
  type PaymentIntentInfo,
  type PromptPayOpening,
  type RefundInfo,
  type RefundInput,
} from './payment-gateway.port';

interface IntentRow {
  id: string;
  client_secret: string;
  order_id: string;
  amount_satang: number;
  currency: string;
  status: string;
  last_error: string | null;
}

const toInfo = (row: IntentRow): PaymentIntentInfo => ({
  id: row.id,
  clientSecret: row.client_secret,
  amountSatang: row.amount_satang,
  currency: row.currency,
  orderId: row.order_id,
  status: row.status,
  failureReason: row.last_error,
});

/** The offline stand-in for Stripe: intents in PostgreSQL, ids and client secrets shaped like Stripe's. */
export class TestGateway extends PaymentGateway {
  readonly kind = 'test' as const;

  constructor(
    private readonly pool: Pool,
    /** The shop's PromptPay id the QRs pay to. */
    private readonly promptPayId: string,
  ) {
    super();
  }

  /** The gateway's database, for the test bank's own records. */
  get database(): Pool {
    return this.pool;
  }

  /** An intent like any other, with a real PromptPay payload whose reference (tag 62) is the intent's id. */
  async openPromptPay(input: CreateIntentInput): Promise<PromptPayOpening> {
    const intent = await this.createIntent(input);
    const payload = buildPromptPayPayload({
      promptPayId: this.promptPayId,
      amountSatang: intent.amountSatang,
      reference: intent.id.slice('pi_'.length),
    });
    return { intent, payload, gatewayExpiresAt: null };
  }

  /** A transfer the test bank made to an intent that was paid or withdrawn already: a payment of its own. */
  async recordExtraPayment(qr: PaymentIntentInfo, transferId: string): Promise<PaymentIntentInfo> {
    const charge = await this.createIntent({
      orderId: qr.orderId as string,
      attemptKey: `test-bank-transfer:${transferId}`,
      amountSatang: qr.amountSatang,
    });
    await this.settle(charge.id, 'succeeded', null);
    return { ...charge, status: 'succeeded' };
  }

  async createIntent({ orderId, attemptKey, amountSatang }: CreateIntentInput): Promise<PaymentIntentInfo> {
    // Stripe's shapes: `pi_<id>` and `pi_<id>_secret_<secret>`, with no other underscore (Stripe.js splits on it).
    // The secret starts with the order's id (its payer knows it already), so a confirmation can ask about the order
    // while the intent is looked up; the random part after it is what makes it secret.
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const secret = `${id}_secret_${orderId.replace(/-/g, '')}${randomBytes(12).toString('hex')}`;
    // One round trip: the new row, or the one an earlier attempt with this key stored.
    const { rows } = await this.pool.query<IntentRow>(
      `WITH ins AS (
         INSERT INTO test_gateway_intents (id, client_secret, order_id, attempt_key, amount_satang, currency, status)
         VALUES ($1, $2, $3, $4, $5, 'thb', 'requires_payment_method') ON CONFLICT (attempt_key) DO NOTHING
         RETURNING *)
       SELECT * FROM ins UNION ALL SELECT * FROM test_gateway_intents WHERE attempt_key = $4`,
      [id, secret, orderId, attemptKey, amountSatang],
    );
    if (rows[0]) return toInfo(rows[0]);
    // A concurrent attempt with the same key committed after this statement's snapshot: the next one sees it.
    const { rows: stored } = await this.pool.query<IntentRow>(
      'SELECT * FROM test_gateway_intents WHERE attempt_key = $1',
      [attemptKey],
    );
    return toInfo(stored[0]);
  }

  async retrieveIntent(id: string): Promise<PaymentIntentInfo | null> {
    const { rows } = await this.pool.query<IntentRow>('SELECT * FROM test_gateway_intents WHERE id = $1', [id]);
    return rows[0] ? toInfo(rows[0]) : null;
  }

  async cancelIntent(id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE test_gateway_intents SET status = 'canceled', updated_at = now()
        WHERE id = $1 AND status NOT IN ('succeeded', 'canceled')`,
      [id],
    );
    return rowCount === 1;
  }

  /** Records the refund at once (succeeded), once per key; only a succeeded intent can be refunded. */
  async refund({ paymentId, amountSatang, idempotencyKey, reason }: RefundInput): Promise<RefundInfo> {
    const { rows } = await this.pool.query<{ id: string; amount_satang: number; status: string }>(
      `WITH ins AS (
         INSERT INTO test_gateway_refunds (id, idempotency_key, payment_intent_id, amount_satang, reason, status)
         SELECT $1, $2, i.id, $4, $5, 'succeeded' FROM test_gateway_intents i WHERE i.id = $3 AND i.status = 'succeeded'
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id, amount_satang, status)
       SELECT * FROM ins UNION ALL SELECT id, amount_satang, status FROM test_gateway_refunds WHERE idempotency_key = $2`,
      [`re_${randomBytes(12).toString('hex')}`, idempotencyKey, paymentId, amountSatang, reason],
    );
    // A request with the same key that ran at the same moment: this statement waited for its insert, and its own
    // snapshot (taken before that commit) cannot see the row. Read it again, as Stripe would replay that refund.
    const row =
      rows[0] ??
      (
        await this.pool.query<{ id: string; amount_satang: number; status: string }>(
          `SELECT id, amount_satang, status FROM test_gateway_refunds WHERE idempotency_key = $1`,
          [idempotencyKey],
        )
      ).rows[0];
    if (!row) throw new Error(`Test gateway: no succeeded payment ${paymentId} to refund`);
    return { id: row.id, amountSatang: Number(row.amount_satang), status: row.status };
  }

  /**
   * The order a client secret names, as its holder claims it: to be checked against the intent's own order id,
   * never trusted alone. Null for a secret of another shape.
   */
  orderIdClaimedBy(clientSecret: string): string | null {
    const hex = /_secret_([0-9a-f]{32})[0-9a-f]{24}$/.exec(clientSecret)?.[1];
    return hex
      ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
      : null;
  }

  async findByClientSecret(clientSecret: string): Promise<PaymentIntentInfo | null> {
    const { rows } = await this.pool.query<IntentRow>('SELECT * FROM test_gateway_intents WHERE client_secret = $1', [
      clientSecret,
    ]);
    return rows[0] ? toInfo(rows[0]) : null;
  }

  /** Whether the intent took the outcome: false when it had succeeded or been cancelled meanwhile. */
  async settle(id: string, status: 'succeeded' | 'requires_payment_method', error: string | null): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE test_gateway_intents SET status = $2, last_error = $3, updated_at = now() WHERE id = $1 AND status NOT IN ('succeeded', 'canceled')`,
      [id, status, error],
    );
    return rowCount === 1;
  }

  /**
   * Charges the intent a client secret names in one statement that also checks the order's stream is where it was:
   * nothing is charged if the order changed since. Null when nothing was charged (then look it up).
   */
  async succeedIfOrderUnchanged(
    clientSecret: string,
    orderId: string,
    orderStream: { streamId: string; version: number },
  ): Promise<PaymentIntentInfo | null> {
    try {
      const { rows } = await this.pool.query<IntentRow>(
        `WITH unchanged AS (SELECT assert_stream_version($3, $4))
         UPDATE test_gateway_intents SET status = 'succeeded', last_error = NULL, updated_at = now()
          WHERE client_secret = $1 AND order_id = $2 AND status NOT IN ('succeeded', 'canceled')
            AND EXISTS (SELECT FROM unchanged)
         RETURNING *`,
        [clientSecret, orderId, orderStream.streamId, orderStream.version],
      );
      return rows[0] ? toInfo(rows[0]) : null;
    } catch (error) {
      // assert_stream_version's SQLSTATE: the order moved on.
      if ((error as { code?: string }).code === 'ES409') return null;
      throw error;
    }
  }

  /** The intent id a client secret starts with (`pi_<id>_secret_...`), or null for another shape. */
  intentIdOf(clientSecret: string): string | null {
    return /^(pi_[0-9a-zA-Z]+)_secret_/.exec(clientSecret)?.[1] ?? null;
  }
}
