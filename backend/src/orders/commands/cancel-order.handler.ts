import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentGateway } from '../../payments';
import { Clock } from '../../infrastructure/clock/clock';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import { type CancelOrder, cancelOrder, type Order, recordRefund } from '../order.decider';
import { CancelOrderCommand } from './order.commands';
import { OrderStream } from './order-stream';

/** The refund a cancel makes: one per order, so a retried cancel replays it at the gateway instead of paying twice. */
export const cancelRefundKey = (orderId: string) => `order-cancel-refund-${orderId}`;

/**
 * Cancels through the decider, then gives a paid order's money back through the gateway and records the refund
 * when the gateway answers. An unpaid order's intent is cancelled first, so it can no longer be paid.
 */
@CommandHandler(CancelOrderCommand)
export class CancelOrderHandler implements ICommandHandler<CancelOrderCommand> {
  constructor(
    private readonly orders: OrderStream,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, by, reason, context }: CancelOrderCommand): Promise<void> {
    const command: CancelOrder = {
      type: 'CancelOrder',
      orderId,
      cancelledBy: { role: by.role, userId: by.userId },
      sessionId: by.sessionId,
      reason,
      now: this.clock.now().toISOString(),
    };
    const before = await this.orders.load(orderId);
    // Decided once before the gateway is touched: a refused cancel (a stranger, too late) stops no payment.
    if (cancelOrder(command, before).length > 0 && before.status === 'pending' && before.paymentId === null)
      await this.stopPayment(before.paymentIntentId);
    const { newState } = await this.orders.run(orderId, context, (state) => cancelOrder(command, state));
    // Also on a repeated cancel: a refund a crash left unrecorded is asked again under the same key.
    await this.refundInFull(newState, context);
  }

  private async stopPayment(intentId: string | null): Promise<void> {
    if (intentId === null || (await this.gateway.cancelIntent(intentId))) return;
    const intent = await this.gateway.retrieveIntent(intentId);
    if (intent?.status === 'succeeded' || intent?.status === 'processing')
      throw new DomainError('conflict', 'The payment is going through: reload the order and cancel it again.');
  }

  private async refundInFull(order: Order, context: CommandContext): Promise<void> {
    if (order.status === 'none' || order.cancelledAt === null || order.paymentId === null) return;
    const due = order.paidSatang - order.refundedSatang;
    // Paid at the counter: given back at the counter (RUNBOOK), not through the card gateway.
    if (due <= 0 || order.paymentId.startsWith('in_store_')) return;
    const refund = await this.gateway.refund({
      paymentId: order.paymentId,
      amountSatang: due,
      idempotencyKey: cancelRefundKey(order.orderId),
      reason: 'order_cancelled',
      // Named in the refund's metadata, so Stripe's refund webhooks can settle it on this order.
      orderId: order.orderId,
    });
    await this.orders.run(order.orderId, context, (state) =>
      recordRefund(
        {
          type: 'RecordRefund',
          orderId: order.orderId,
          refundId: refund.id,
          amountSatang: refund.amountSatang,
          reason: 'order_cancelled',
          now: this.clock.now().toISOString(),
          // Pending at Stripe until its webhook settles it (the test gateway answers succeeded at once).
          status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
        },
        state,
      ),
    );
  }
}
