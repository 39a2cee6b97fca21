import { Controller, Headers, HttpCode, Inject, Logger, Post, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Pool } from 'pg';
import type Stripe from 'stripe';
import { AppConfig } from '../infrastructure/config/app-config';
import { systemContext } from '../infrastructure/cqrs/command-context';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import { Req } from '../infrastructure/http/request-context';
import { paymentsRefused } from '../infrastructure/metrics/metrics';
import { PaymentOutcomes } from './payment-outcomes.port';
import { createStripeClient } from './stripe-client';
import { toIntentInfo } from './stripe.gateway';
import { PromptPayPayments } from './promptpay/promptpay.service';

/** Answers Stripe with 2xx once an event is handled or deliberately ignored, so it stops redelivering. */
@Controller('payments/stripe')
export class StripeWebhooksController {
  private readonly logger = new Logger('payments');
  private readonly webhooks: Stripe['webhooks'];

  constructor(
    private readonly config: AppConfig,
    private readonly outcomes: PaymentOutcomes,
    @Inject(Pool) private readonly pool: Pool,
    private readonly promptPay: PromptPayPayments,
  ) {
    this.webhooks = createStripeClient(config.STRIPE_SECRET_KEY ?? 'sk_test_webhook_verification_only').webhooks;
  }

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; duplicate?: true }> {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!secret || !signature || !req.rawBody) throw new DomainError('bad_request', 'Invalid webhook signature.');
    let event: Stripe.Event;
    try {
      event = this.webhooks.constructEvent(req.rawBody, signature, secret);
    } catch {
      throw new DomainError('bad_request', 'Invalid webhook signature.');
    }
    const seen = await this.pool.query('SELECT 1 FROM payment_webhook_events WHERE event_id = $1', [event.id]);
    if (seen.rowCount) return { received: true, duplicate: true };
    await this.handle(event);
    // Marked after handling: a crash in between makes Stripe redeliver, and recording a payment is idempotent.
    await this.pool.query(
      'INSERT INTO payment_webhook_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING',
      [event.id, event.type],
    );
    return { received: true };
  }

  private async handle(event: Stripe.Event): Promise<void> {
    if (event.type === 'refund.updated' || event.type === 'refund.failed')
      return this.settle(event, [event.data.object]);
    // A charge's refunds (expanded in the payload); each carries the order id the shop gave it.
    if (event.type === 'charge.refunded') return this.settle(event, event.data.object.refunds?.data ?? []);
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return;
    const intent = toIntentInfo(event.data.object);
    if (!intent.orderId) {
      paymentsRefused.labels('no_order_id').inc();
      this.logger.warn({ eventId: event.id, intentId: intent.id }, 'payment intent without an order id ignored');
      return;
    }
    const context = systemContext(event.id);
    // A PromptPay QR's payment: counted, or refunded when it came too late, for a cancelled or already paid order.
    const qr = event.type === 'payment_intent.succeeded' ? await this.promptPay.qrOf(intent.id) : null;
    if (qr) {
      await this.promptPay.arrived(qr, intent, new Date((event.created ?? Date.now() / 1000) * 1000), context);
      return;
    }
    try {
      if (event.type === 'payment_intent.succeeded') {
        await this.outcomes.succeeded(intent.orderId, intent, context);
      } else {
        await this.outcomes.failed(intent.orderId, intent.id, intent.failureReason ?? 'payment_failed', context);
      }
    } catch (error) {
      // A rule said no (unknown order, wrong amount): redelivery cannot change that, so acknowledge and keep a trace.
      if (!(error instanceof DomainError) || error.code === 'concurrency_conflict') throw error;
      paymentsRefused.labels(error.code).inc();
      this.logger.error({ eventId: event.id, orderId: intent.orderId, code: error.code }, 'webhook payment refused');
    }
  }

  /**
   * Settles each refund the event reports as succeeded or failed; pending ones wait for the next event. A refund the
   * shop has not recorded yet (the webhook beat the refund request's answer) answers 404, so Stripe delivers again.
   */
  private async settle(event: Stripe.Event, refunds: Stripe.Refund[]): Promise<void> {
    for (const refund of refunds) {
      const orderId = refund.metadata?.orderId;
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : null;
      if (!status) continue;
      if (!orderId) {
        // Made outside the shop (the dashboard): staff record it from the board (RUNBOOK).
        this.logger.warn({ eventId: event.id, refundId: refund.id }, 'refund without an order id ignored');
        continue;
      }
      try {
        await this.outcomes.refundSettled(
          orderId,
          {
            id: refund.id,
            status,
            failureReason: status === 'failed' ? (refund.failure_reason ?? refund.status) : null,
          },
          systemContext(event.id),
        );
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'order_not_found') throw error;
        paymentsRefused.labels(error.code).inc();
        this.logger.error({ eventId: event.id, orderId, refundId: refund.id }, 'refund webhook for an unknown order');
      }
    }
  }
}
