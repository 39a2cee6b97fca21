import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentGateway, type PaymentIntentInfo } from '../../payments';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import { recordPayment, recordPaymentFailure } from '../order.decider';
import { ConfirmPaymentCommand, RecordPaymentCommand, RecordPaymentFailureCommand } from './order.commands';
import { OrderStream } from './order-stream';

const notVerified = (why: string) =>
  new DomainError('payment_not_verified', `The payment could not be verified: ${why}.`);

/**
 * The one path every verified payment takes: webhook, test gateway and the client's PATCH all end here. Emptying
 * the cart is not its business: the cart context reacts to OrderPaid in the log.
 */
@Injectable()
export class PaymentRecorder {
  constructor(
    private readonly orders: OrderStream,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async record(orderId: string, payment: PaymentIntentInfo, context: CommandContext): Promise<{ recorded: boolean }> {
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
          ...(payment.method ? { method: payment.method } : {}),
          now: this.clock.now().toISOString(),
          promiseSeconds: this.config.CRAFTING_DEADLINE_SECONDS,
        },
        state,
      ),
    );
    return { recorded: result.newEvents.length > 0 };
  }
}

@CommandHandler(RecordPaymentCommand)
export class RecordPaymentHandler implements ICommandHandler<RecordPaymentCommand> {
  constructor(private readonly payments: PaymentRecorder) {}

  execute({ orderId, payment, context }: RecordPaymentCommand): Promise<{ recorded: boolean }> {
    return this.payments.record(orderId, payment, context);
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

/** The client's hint that it paid: the payment counts only once the gateway confirms it to the server. */
@CommandHandler(ConfirmPaymentCommand)
export class ConfirmPaymentHandler implements ICommandHandler<ConfirmPaymentCommand> {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly payments: PaymentRecorder,
  ) {}

  async execute({ orderId, paymentId, context }: ConfirmPaymentCommand): Promise<{ recorded: boolean }> {
    const payment = await this.gateway.retrieveIntent(paymentId);
    if (!payment) throw notVerified('the gateway does not know it');
    return this.payments.record(orderId, payment, context);
  }
}
