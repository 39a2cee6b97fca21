import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentGateway, type RefundInfo, type RefundInput } from '../../payments';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import {
  evolve,
  type Order,
  type OrderEvent,
  type RecordRefund,
  recordRefund,
  refundRequested,
  settleRefund,
} from '../order.decider';
import { RefundOrderCommand, SettleRefundCommand } from './order.commands';
import { OrderStream } from './order-stream';

/** One gateway refund per staff request: a retried request (same request id) replays it instead of paying twice. */
export const staffRefundKey = (orderId: string, requestId: string) => `order-refund-${orderId}-${requestId}`;

/** What the gateway's answer means for the order: still pending, done, or refused after all. */
const settledAs = (status: RefundInfo['status']): 'succeeded' | 'failed' | 'pending' =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

/**
 * Checks the refund with the decider before the gateway is touched (a refused refund moves no money), asks the
 * gateway under the request's key, and records what it answered. A kiosk order paid at the counter is refunded at the
 * counter: recorded with its method, no gateway call.
 */
@CommandHandler(RefundOrderCommand)
export class RefundOrderHandler implements ICommandHandler<RefundOrderCommand> {
  constructor(
    private readonly orders: OrderStream,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, refund, staffUserId, context }: RefundOrderCommand): Promise<void> {
    const before = await this.orders.load(orderId);
    if (refundRequested(before, refund.requestId)) return;
    const command = (refundId: string, answer: Pick<RefundInfo, 'amountSatang' | 'status'>, inStore: boolean) =>
      ({
        type: 'RecordRefund',
        orderId,
        refundId,
        amountSatang: answer.amountSatang,
        reason: refund.reason,
        now: this.clock.now().toISOString(),
        refundedBy: { role: 'staff', userId: staffUserId },
        method: inStore ? 'in_store' : 'card',
        status: settledAs(answer.status) === 'succeeded' ? 'succeeded' : 'pending',
        requestId: refund.requestId,
      }) satisfies RecordRefund;
    // Refused here (unpaid, too much, no reason) before any money moves.
    recordRefund(command(`check_${refund.requestId}`, { ...refund, status: 'pending' }, false), before);
    const paymentId = before.status === 'none' ? '' : (before.paymentId ?? '');
    const inStore = paymentId.startsWith('in_store_');
    const answer: RefundInfo = inStore
      ? { id: `in_store_refund_${refund.requestId}`, amountSatang: refund.amountSatang, status: 'succeeded' }
      : await refundAtGateway(this.gateway, {
          paymentId,
          orderId,
          amountSatang: refund.amountSatang,
          idempotencyKey: staffRefundKey(orderId, refund.requestId),
          reason: refund.reason,
        });
    const recorded = command(answer.id, answer, inStore);
    await this.orders.run(orderId, context, (state) => {
      const events = recordRefund(recorded, state);
      // Refused at once by the gateway: recorded and failed in one step, so staff see it and the amount stays owed.
      if (events.length === 0 || settledAs(answer.status) !== 'failed') return events;
      const settle = settleRefund(
        {
          type: 'SettleRefund',
          orderId,
          refundId: answer.id,
          status: 'failed',
          failureReason: answer.status,
          now: recorded.now,
        },
        events.reduce<Order>(evolve, state),
      );
      return [...events, ...settle] satisfies OrderEvent[];
    });
  }
}

const refundAtGateway = async (gateway: PaymentGateway, input: RefundInput): Promise<RefundInfo> => {
  try {
    return await gateway.refund(input);
  } catch (error) {
    // The gateway said no (its own rule, e.g. already refunded): nothing was refunded, nothing is recorded.
    if ((error as { type?: string }).type === 'StripeInvalidRequestError')
      throw new DomainError('conflict', 'The payment gateway refused the refund.', {
        gatewayCode: (error as { code?: string }).code ?? null,
      });
    throw error;
  }
};

/** The gateway confirmed (or failed) a refund: recorded once, replays change nothing. */
@CommandHandler(SettleRefundCommand)
export class SettleRefundHandler implements ICommandHandler<SettleRefundCommand> {
  constructor(
    private readonly orders: OrderStream,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, refundId, status, failureReason, context }: SettleRefundCommand): Promise<void> {
    await this.orders.run(orderId, context, (state) =>
      settleRefund(
        { type: 'SettleRefund', orderId, refundId, status, failureReason, now: this.clock.now().toISOString() },
        state,
      ),
    );
  }
}
