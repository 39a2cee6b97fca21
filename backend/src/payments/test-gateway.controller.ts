import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { TestGatewayConfirmDto } from '@sound-putter/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { Clock } from '../infrastructure/clock/clock';
import { DomainError, NotFound, ValidationFailed } from '../infrastructure/cqrs/domain-error';
import { commandContextOf, Req } from '../infrastructure/http/request-context';
import { PaymentOutcomes } from './payment-outcomes.port';
import { PaymentGateway, type PaymentIntentInfo } from './payment-gateway.port';
import type { CommandContext } from '../infrastructure/cqrs/command-context';
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
    const gateway = this.gateway;
    const payer = { sessionId: req.sessionId, userId: req.user?.id ?? null };
    const context = commandContextOf(req);
    const card = cardOutcome(dto, this.clock.now());
    const claimed = gateway.orderIdClaimedBy(dto.clientSecret);

    // The usual confirmation: the order this process placed, its current intent, a card that pays. The charge and the
    // proof that the order is as remembered go in one round trip; anything else takes the looked-up path below.
    const remembered = claimed ? this.outcomes.rememberedStanding(claimed, payer) : null;
    if (
      claimed &&
      card === 'succeeds' &&
      remembered?.standing === 'payable' &&
      remembered.paymentIntentId === gateway.intentIdOf(dto.clientSecret)
    ) {
      const charged = await gateway.succeedIfOrderUnchanged(dto.clientSecret, claimed, remembered.orderStream);
      if (charged) return this.recordSuccess(charged, context);
    }

    // The payer's standing on the order the secret claims is asked beside the intent's lookup, and counts only if
    // the intent really is that order's.
    const [intent, claimedStanding] = await Promise.all([
      gateway.findByClientSecret(dto.clientSecret),
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
    if (card instanceof ValidationFailed) throw card;

    // An intent that already succeeded (its record was cut short) is recorded, whatever card is sent now.
    if (intent.status === 'succeeded') return this.recordSuccess(intent, context);
    if (card !== 'succeeds') {
      if (await gateway.settle(intent.id, 'requires_payment_method', card.declineCode)) {
        await this.outcomes.failed(intent.orderId, intent.id, card.declineCode, context);
        throw new DomainError('payment_declined', card.message, { declineCode: card.declineCode });
      }
    } else if (await gateway.settle(intent.id, 'succeeded', null)) {
      return this.recordSuccess({ ...intent, status: 'succeeded' }, context);
    }
    // Settled by someone else since it was read: paid by another confirmation of this intent, or cancelled by
    // another tab's checkout (never charged then).
    const settled = await gateway.retrieveIntent(intent.id);
    if (settled?.status !== 'succeeded') throw new DomainError('payment_canceled');
    return this.recordSuccess(settled, context);
  }

  private async recordSuccess(
    intent: PaymentIntentInfo,
    context: CommandContext,
  ): Promise<{ paymentIntentId: string; status: 'succeeded' }> {
    await this.outcomes.succeeded(intent.orderId as string, { ...intent, failureReason: null }, context);
    return { paymentIntentId: intent.id, status: 'succeeded' };
  }
}

/** What the test gateway does with a card: a validation error (bad number, expired), or its test outcome. */
const cardOutcome = (
  dto: TestGatewayConfirmDto,
  now: Date,
): ValidationFailed | 'succeeds' | { declineCode: string; message: string } => {
  const digits = dto.cardNumber.replace(/ /g, '');
  if (!luhnValid(digits)) return new ValidationFailed({ cardNumber: ['Card number is invalid'] });
  const expired =
    dto.expYear < now.getUTCFullYear() ||
    (dto.expYear === now.getUTCFullYear() && dto.expMonth < now.getUTCMonth() + 1);
  if (expired) return new ValidationFailed({ expYear: ['Card has expired'] });
  return (
    testCardOutcomes[digits] ?? {
      declineCode: 'card_declined',
      message: 'Your card was declined. Use one of the test card numbers.',
    }
  );
};
