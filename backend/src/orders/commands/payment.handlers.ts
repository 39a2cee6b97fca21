import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ClearCartCommand } from '../../cart/commands/cart.commands';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import { PaymentGateway } from '../../payments/payment-gateway.port';
import { recordPayment, recordPaymentFailure } from '../order.decider';
import { ConfirmPaymentCommand, RecordPaymentCommand, RecordPaymentFailureCommand } from './order.commands';
import { OrderStream } from './order-stream';

const notVerified = (why: string) =>
  new DomainError('payment_not_verified', `The payment could not be verified: ${why}.`);

/** The one path every verified payment takes: webhook, test gateway and the client's PATCH all end here. */
@CommandHandler(RecordPaymentCommand)
export class RecordPaymentHandler implements ICommandHandler<RecordPaymentCommand> {
  private readonly logger = new Logger('orders');

  constructor(
    private readonly orders: OrderStream,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, payment, context }: RecordPaymentCommand): Promise<{ recorded: boolean }> {
    if (payment.status !== 'succeeded') throw notVerified(`its status is ${payment.status}`);
    if (payment.currency !== 'thb') throw notVerified('it is not in THB');
    if (payment.orderId !== orderId) throw notVerified('it belongs to another order');
    const result = await this.orders.run(orderId, context, (state) =>
      recordPayment(
        {
          type: 'RecordPayment',
          orderId,
          paymentId: payment.id,
          amountSatang: payment.amountSatang,
          now: this.clock.now().toISOString(),
          promiseSeconds: this.config.CRAFTING_DEADLINE_SECONDS,
        },
        state,
      ),
    );
    if (result.newEvents.length === 0 || result.newState.status === 'none') return { recorded: false };
    // The payment stands even if the cart cannot be cleared right now; the shopper can still empty it by hand.
    await this.commands
      .execute(new ClearCartCommand(result.newState.cartId, context, 'order_paid'))
      .catch((error: unknown) => this.logger.warn({ err: error, orderId }, 'cart not cleared after payment'));
    return { recorded: true };
  }
}

@CommandHandler(RecordPaymentFailureCommand)
export class RecordPaymentFailureHandler implements ICommandHandler<RecordPaymentFailureCommand> {
  constructor(
    private readonly orders: OrderStream,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, paymentId, reason, context }: RecordPaymentFailureCommand): Promise<void> {
    await this.orders.run(orderId, context, (state) =>
      recordPaymentFailure(
        { type: 'RecordPaymentFailure', orderId, paymentId, reason, now: this.clock.now().toISOString() },
        state,
      ),
    );
  }
}

@CommandHandler(ConfirmPaymentCommand)
export class ConfirmPaymentHandler implements ICommandHandler<ConfirmPaymentCommand> {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly commands: CommandBus,
  ) {}

  async execute({ orderId, paymentId, context }: ConfirmPaymentCommand): Promise<void> {
    const payment = await this.gateway.retrieveIntent(paymentId);
    if (!payment) throw notVerified('the gateway does not know it');
    await this.commands.execute(new RecordPaymentCommand(orderId, payment, context));
  }
}
