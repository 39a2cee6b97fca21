import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { TestGatewayConfirmDto } from '@sound-putter/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { Clock } from '../infrastructure/clock/clock';
import { DomainError, NotFound, ValidationFailed } from '../infrastructure/cqrs/domain-error';
import { commandContextOf, Req } from '../infrastructure/http/request-context';
import { PaymentOutcomes } from './payment-outcomes.port';
import { PaymentGateway } from './payment-gateway.port';
import { luhnValid, testCardOutcomes } from './test-cards';
import { TestGateway } from './test.gateway';
import { ApiContract } from '../infrastructure/http/api-contract';

@ApiTags('payments')
@Controller('payments/test-gateway')
export class TestGatewayController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly outcomes: PaymentOutcomes,
    private readonly clock: Clock,
  ) {}

  @ApiContract({
    body: 'TestGatewayConfirmResult',
    takesBody: true,
    errors: ['not_found', 'payment_declined', 'already_paid', 'payment_canceled'],
  })
  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: "The local test gateway's card confirmation, with Stripe's test card numbers" })
  async confirm(
    @Body() dto: TestGatewayConfirmDto,
    @Req() req: FastifyRequest,
  ): Promise<{ paymentIntentId: string; status: 'succeeded' }> {
    if (!(this.gateway instanceof TestGateway)) throw new NotFound('not_found', 'The test gateway is not enabled.');
    const payer = { sessionId: req.sessionId, userId: req.user?.id ?? null };
    // The payer's standing on the order the secret claims is asked beside the intent's lookup, and counts only if
    // the intent really is that order's.
    const claimed = this.gateway.orderIdClaimedBy(dto.clientSecret);
    const [intent, claimedStanding] = await Promise.all([
      this.gateway.findByClientSecret(dto.clientSecret),
      claimed ? this.outcomes.standing(claimed, payer) : null,
    ]);
    // A stranger holding the client secret can neither pay nor, with the decline card, mark the order failed.
    const standing = !intent?.orderId
      ? 'not_theirs'
      : claimedStanding && claimed === intent.orderId
        ? claimedStanding
        : await this.outcomes.standing(intent.orderId, payer);
    if (!intent?.orderId || standing === 'not_theirs') throw new NotFound('not_found', 'Unknown payment.');
    if (standing === 'paid') throw new DomainError('already_paid');
    if (intent.status === 'canceled') throw new DomainError('payment_canceled');

    const digits = dto.cardNumber.replace(/ /g, '');
    if (!luhnValid(digits)) throw new ValidationFailed({ cardNumber: ['Card number is invalid'] });
    const now = this.clock.now();
    const expired =
      dto.expYear < now.getUTCFullYear() ||
      (dto.expYear === now.getUTCFullYear() && dto.expMonth < now.getUTCMonth() + 1);
    if (expired) throw new ValidationFailed({ expYear: ['Card has expired'] });

    const context = commandContextOf(req);
    const outcome = testCardOutcomes[digits] ?? {
      declineCode: 'card_declined',
      message: 'Your card was declined. Use one of the test card numbers.',
    };
    // An intent that already succeeded (its record was cut short) is recorded below, whatever card is sent now.
    if (outcome !== 'succeeds' && intent.status !== 'succeeded') {
      await this.gateway.settle(intent.id, 'requires_payment_method', outcome.declineCode);
      await this.outcomes.failed(intent.orderId, intent.id, outcome.declineCode, context);
      throw new DomainError('payment_declined', outcome.message, { declineCode: outcome.declineCode });
    }
    await this.gateway.settle(intent.id, 'succeeded', null);
    await this.outcomes.succeeded(intent.orderId, { ...intent, status: 'succeeded', failureReason: null }, context);
    return { paymentIntentId: intent.id, status: 'succeeded' };
  }
}
