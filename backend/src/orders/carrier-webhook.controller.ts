import { createHmac, timingSafeEqual } from 'node:crypto';
import { Controller, Headers, HttpCode, Inject, Post, type RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CarrierWebhookResult } from '@sound-putter/contracts';
import { CarrierWebhookDto } from '@sound-putter/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { Pool } from 'pg';
import { Clock } from '../infrastructure/clock/clock';
import { AppConfig } from '../infrastructure/config/app-config';
import { systemContext } from '../infrastructure/cqrs/command-context';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import { ApiContract } from '../infrastructure/http/api-contract';
import { Req } from '../infrastructure/http/request-context';
import { validateBody } from '../infrastructure/http/validation.pipe';
import { ConfirmCarrierDeliveryCommand } from './commands/order.commands';

export const CARRIER_TIMESTAMP_HEADER = 'x-carrier-timestamp';
export const CARRIER_SIGNATURE_HEADER = 'x-carrier-signature';

/** `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>` under the shared secret: what the sender puts in the header. */
export const carrierSignature = (secret: string, timestamp: string, rawBody: string | Buffer): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`;

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * A carrier-tracking service (an aggregator following Thailand Post, Kerry, Flash, J&T) tells the shop a parcel was
 * delivered. Trust comes from the signature alone; a request replayed inside the time window is refused by its event
 * id. Off (503) while CARRIER_WEBHOOK_SECRET is unset.
 */
@ApiTags('webhooks')
@Controller('webhooks')
export class CarrierWebhookController {
  constructor(
    private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    @Inject(Pool) private readonly pool: Pool,
  ) {}

  @ApiContract({
    body: 'CarrierWebhookResult',
    takesBody: true,
    sessionExempt: true,
    errors: [
      'service_unavailable',
      'carrier_signature_invalid',
      'carrier_event_stale',
      'carrier_event_replayed',
      'order_not_found',
      'invalid_status_transition',
      'concurrency_conflict',
    ],
  })
  @Post('carrier')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Carrier-tracking webhook: a signed `delivered` event marks the shipped order delivered (other statuses are ' +
      'taken and change nothing). Signature: `x-carrier-signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw ' +
      'body>">` with CARRIER_WEBHOOK_SECRET; `x-carrier-timestamp` in Unix seconds, within 5 minutes; each eventId ' +
      'once. 503 while the secret is unset',
  })
  @ApiHeader({ name: CARRIER_TIMESTAMP_HEADER, required: true, description: 'Unix seconds when the event was signed' })
  @ApiHeader({ name: CARRIER_SIGNATURE_HEADER, required: true, description: 'sha256=<hex HMAC-SHA256>' })
  @ApiBody({ type: CarrierWebhookDto })
  async receive(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers(CARRIER_TIMESTAMP_HEADER) timestamp: string | undefined,
    @Headers(CARRIER_SIGNATURE_HEADER) signature: string | undefined,
  ): Promise<CarrierWebhookResult> {
    const secret = this.config.CARRIER_WEBHOOK_SECRET;
    if (!secret)
      throw new DomainError('service_unavailable', 'Carrier webhooks are off: CARRIER_WEBHOOK_SECRET is not set.');
    const raw = req.rawBody;
    if (!raw || !timestamp || !signature || !sameText(signature, carrierSignature(secret, timestamp, raw)))
      throw new DomainError('carrier_signature_invalid');
    const sentAt = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) * 1000 : Number.NaN;
    const skew = Math.abs(this.clock.now().getTime() - sentAt);
    if (!(skew <= this.config.CARRIER_WEBHOOK_TOLERANCE_SECONDS * 1000)) throw new DomainError('carrier_event_stale');
    const event = await validateBody(CarrierWebhookDto, req.body);
    const taken = await this.pool.query(
      `INSERT INTO carrier_webhook_events (event_id, order_id, type) VALUES ($1, $2, $3)
       ON CONFLICT (event_id) DO NOTHING`,
      [event.eventId, event.orderId, event.type],
    );
    if (taken.rowCount === 0) throw new DomainError('carrier_event_replayed');
    if (event.type !== 'delivered') return { received: true, delivered: false };
    try {
      const delivered = await this.commands.execute<ConfirmCarrierDeliveryCommand, boolean>(
        new ConfirmCarrierDeliveryCommand(
          event.orderId,
          event.trackingNumber,
          event.eventId,
          new Date(event.occurredAt).toISOString(),
          systemContext(`carrier:${event.eventId}`),
        ),
      );
      return { received: true, delivered };
    } catch (error) {
      // Refused (unknown order, wrong number, not shipped) or failed: the sender may correct and send it again.
      await this.pool.query('DELETE FROM carrier_webhook_events WHERE event_id = $1', [event.eventId]);
      throw error;
    }
  }
}
