import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../infrastructure/clock/clock';
import { recordReturnedPayment } from '../order.decider';
import { RecordReturnedPaymentCommand } from './order.commands';
import { OrderStream } from './order-stream';

/** Records on the order a payment the gateway already sent back; a replay records nothing more. */
@CommandHandler(RecordReturnedPaymentCommand)
export class RecordReturnedPaymentHandler implements ICommandHandler<RecordReturnedPaymentCommand> {
  constructor(
    private readonly orders: OrderStream,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, returned, context }: RecordReturnedPaymentCommand): Promise<void> {
    await this.orders.run(orderId, context, (state) =>
      recordReturnedPayment(
        {
          type: 'RecordReturnedPayment',
          orderId,
          paymentId: returned.paymentId,
          refundId: returned.refundId,
          amountSatang: returned.amountSatang,
          reason: returned.reason,
          arrivedAt: returned.arrivedAt.toISOString(),
          now: this.clock.now().toISOString(),
        },
        state,
      ),
    );
  }
}
