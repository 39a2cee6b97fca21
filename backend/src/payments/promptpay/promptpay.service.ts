import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PaymentReturnReason, PromptPayQr } from '@sound-putter/contracts';
import { Pool } from 'pg';
import QRCode from 'qrcode';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { DomainError, NotFound } from '../../infrastructure/cqrs/domain-error';
import { paymentsRefused } from '../../infrastructure/metrics/metrics';
import { PaymentGateway, type PaymentIntentInfo } from '../payment-gateway.port';
import { type Payer, PaymentOutcomes } from '../payment-outcomes.port';

export interface QrRow {
  intent_id: string;
  order_id: string;
  amount_satang: number;
  payload: string;
  expires_at: Date;
  cancelled_at: Date | null;
  created_at: Date;
}

export interface PaymentArrival {
  outcome: 'paid' | 'refunded';
  /** Why it was given back instead of counted. */
  reason: PaymentReturnReason | null;
}

/** What the order's refusal of a payment means for the payer. */
const returnReasonOf = (code: string): PaymentReturnReason =>
  code === 'conflict' ? 'already_paid' : code === 'invalid_status_transition' ? 'order_cancelled' : 'not_payable';

/** The PromptPay QR's own link (the test bank page) when the test gateway is on. */
export const testBankPath = (payload: string) => `/test-bank?payload=${encodeURIComponent(payload)}`;

/**
 * PromptPay QRs for orders, and what happens to the money paid to them. A QR asks for the order's server-computed
 * total; a payment counts only through the order's payment path (the same as a card's), and one that arrives after
 * the QR expired or was withdrawn, for a cancelled order, or for an order paid already is refunded and recorded.
 */
@Injectable()
export class PromptPayPayments {
  private readonly logger = new Logger('payments');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly outcomes: PaymentOutcomes,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    @Inject(Pool) private readonly pool: Pool,
  ) {}

  /** The order's live QR for its current total, or a new one (older live ones are withdrawn). */
  async open(orderId: string, payer: Payer): Promise<PromptPayQr> {
    const order = await this.outcomes.orderToPay(orderId, payer);
    if (order.standing === 'not_theirs') throw new NotFound('order_not_found');
    if (order.standing === 'paid') throw new DomainError('already_paid');
    if (order.cancelled) throw new DomainError('conflict', 'The order is cancelled.');
    const now = this.clock.now();
    const { rows: live } = await this.pool.query<QrRow>(
      `SELECT * FROM promptpay_qrs WHERE order_id = $1 AND cancelled_at IS NULL AND expires_at > $2
        ORDER BY created_at DESC LIMIT 1`,
      [orderId, now],
    );
    if (live[0] && Number(live[0].amount_satang) === order.totalSatang) return this.view(live[0]);

    const opening = await this.gateway.openPromptPay({
      orderId,
      attemptKey: `promptpay:${orderId}:${randomUUID()}`,
      amountSatang: order.totalSatang,
    });
    if (opening.intent.amountSatang !== order.totalSatang)
      throw new Error(`PromptPay intent ${opening.intent.id} does not ask for the order's total`);
    const ttlEnd = new Date(now.getTime() + this.config.PROMPTPAY_QR_TTL_SECONDS * 1000);
    const expiresAt = opening.gatewayExpiresAt && opening.gatewayExpiresAt < ttlEnd ? opening.gatewayExpiresAt : ttlEnd;
    const { rows } = await this.pool.query<QrRow>(
      `INSERT INTO promptpay_qrs (intent_id, order_id, amount_satang, payload, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [opening.intent.id, orderId, order.totalSatang, opening.payload, expiresAt, now],
    );
    await this.withdrawOthers(orderId, opening.intent.id, now);
    return this.view(rows[0]);
  }

  /** Withdraws the order's unpaid QRs (a kiosk's idle reset): a payment to one of them afterwards is refunded. */
  async withdraw(orderId: string, payer: Payer): Promise<number> {
    const order = await this.outcomes.orderToPay(orderId, payer);
    if (order.standing === 'not_theirs') throw new NotFound('order_not_found');
    return this.withdrawOthers(orderId, null, this.clock.now());
  }

  async qrOf(intentId: string): Promise<QrRow | null> {
    const { rows } = await this.pool.query<QrRow>('SELECT * FROM promptpay_qrs WHERE intent_id = $1', [intentId]);
    return rows[0] ?? null;
  }

  /** Whether a payment made at `at` to this QR would count by the QR's own rules. */
  qrState(qr: QrRow, at: Date): 'open' | 'expired' | 'withdrawn' {
    if (qr.cancelled_at && qr.cancelled_at <= at) return 'withdrawn';
    return at >= qr.expires_at ? 'expired' : 'open';
  }

  /**
   * A payment the gateway verified for a QR, made at `arrivedAt`. Asked again (a replayed webhook or transfer), it
   * answers what it did the first time; the refund is idempotent per payment.
   */
  async arrived(
    qr: QrRow,
    payment: PaymentIntentInfo,
    arrivedAt: Date,
    context: CommandContext,
  ): Promise<PaymentArrival> {
    const { rows: seen } = await this.pool.query<PaymentArrival>(
      'SELECT outcome, reason FROM promptpay_payments WHERE payment_id = $1',
      [payment.id],
    );
    if (seen[0]) return { outcome: seen[0].outcome, reason: seen[0].reason };

    const state = this.qrState(qr, arrivedAt);
    let reason: PaymentReturnReason | null =
      state === 'open' ? null : state === 'expired' ? 'qr_expired' : 'qr_withdrawn';
    if (reason === null) {
      try {
        await this.outcomes.succeeded(qr.order_id, { ...payment, method: 'promptpay' }, context);
      } catch (error) {
        if (!(error instanceof DomainError) || error.code === 'concurrency_conflict') throw error;
        reason = returnReasonOf(error.code);
      }
    }
    let refundId: string | null = null;
    if (reason !== null) {
      const refund = await this.gateway.refund({
        paymentId: payment.id,
        amountSatang: payment.amountSatang,
        idempotencyKey: `promptpay-stray-refund-${payment.id}`,
        reason: `promptpay_${reason}`,
      });
      refundId = refund.id;
      paymentsRefused.labels(`promptpay_${reason}`).inc();
      this.logger.warn(
        { orderId: qr.order_id, paymentId: payment.id, refundId, reason },
        'PromptPay payment refunded automatically',
      );
      // On the order's own record too, so its owner and staff see the money came back (once per payment).
      await this.outcomes.paymentReturned(
        qr.order_id,
        { paymentId: payment.id, refundId, amountSatang: payment.amountSatang, reason, arrivedAt },
        context,
      );
    }
    const outcome = reason === null ? 'paid' : 'refunded';
    await this.pool.query(
      `INSERT INTO promptpay_payments (payment_id, qr_intent_id, order_id, amount_satang, arrived_at, outcome, reason, refund_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (payment_id) DO NOTHING`,
      [payment.id, qr.intent_id, qr.order_id, payment.amountSatang, arrivedAt, outcome, reason, refundId],
    );
    return { outcome, reason };
  }

  private async withdrawOthers(orderId: string, keep: string | null, now: Date): Promise<number> {
    const { rows } = await this.pool.query<{ intent_id: string }>(
      `UPDATE promptpay_qrs SET cancelled_at = $3
        WHERE order_id = $1 AND cancelled_at IS NULL AND intent_id IS DISTINCT FROM $2 RETURNING intent_id`,
      [orderId, keep, now],
    );
    for (const { intent_id } of rows) await this.gateway.cancelIntent(intent_id);
    return rows.length;
  }

  private async view(row: QrRow): Promise<PromptPayQr> {
    return {
      orderId: row.order_id,
      paymentIntentId: row.intent_id,
      amountSatang: Number(row.amount_satang),
      payload: row.payload,
      qrSvg: await QRCode.toString(row.payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      expiresAt: row.expires_at.toISOString(),
      testBankUrl: this.gateway.kind === 'test' ? testBankPath(row.payload) : null,
    };
  }
}
