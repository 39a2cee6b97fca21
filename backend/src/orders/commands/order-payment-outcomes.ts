import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AnyOrderView } from '@sound-putter/contracts';
import {
  type OrderToPay,
  type Payer,
  type PayerStanding,
  PaymentOutcomes,
  type PaymentIntentInfo,
  type PaymentReturn,
  type RememberedStanding,
} from '../../payments';
import { OrderStream } from './order-stream';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { NotFound } from '../../infrastructure/cqrs/domain-error';
import { streams } from '../../infrastructure/event-store/stream-names';
import { GetOrderQuery } from '../queries/order.queries';
import {
  RecordPaymentCommand,
  RecordPaymentFailureCommand,
  RecordReturnedPaymentCommand,
  SettleRefundCommand,
} from './order.commands';

/** Turns what the payment gateway reported into orders' own commands; bound to payments' port at the root. */
@Injectable()
export class OrderPaymentOutcomes extends PaymentOutcomes {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly orders: OrderStream,
  ) {
    super();
  }

  async standing(orderId: string, payer: Payer): Promise<PayerStanding> {
    try {
      // As its owner sees it, without staff rights: the full view goes only to the placing session or user.
      const order = await this.queries.execute<GetOrderQuery, AnyOrderView>(
        new GetOrderQuery(orderId, { ...payer, role: null }),
      );
      if (order.access !== 'full') return 'not_theirs';
      return order.paymentStatus === 'paid' ? 'paid' : 'payable';
    } catch (error) {
      if (error instanceof NotFound) return 'not_theirs';
      throw error;
    }
  }

  async orderToPay(orderId: string, payer: Payer): Promise<OrderToPay> {
    const [standing, order] = await Promise.all([this.standing(orderId, payer), this.orders.load(orderId)]);
    if (standing === 'not_theirs' || order.status === 'none')
      return { standing: 'not_theirs', cancelled: false, totalSatang: 0 };
    return { standing, cancelled: order.cancelledAt !== null, totalSatang: order.totalSatang };
  }

  rememberedStanding(orderId: string, payer: Payer): RememberedStanding | null {
    const remembered = this.orders.remembered(orderId);
    if (!remembered) return null;
    const { state, version } = remembered;
    const orderStream = { streamId: streams.order(orderId), version };
    if (state.status === 'none') return { standing: 'not_theirs', paymentIntentId: null, orderStream };
    // The read model's owner rule (order-read-model's ownedBy) without staff rights, on the same two fields.
    const owns =
      (payer.userId !== null && state.userId === payer.userId) ||
      (payer.sessionId !== null && state.sessionId === payer.sessionId);
    const standing = !owns ? 'not_theirs' : state.paymentId !== null ? 'paid' : 'payable';
    return { standing, paymentIntentId: state.paymentIntentId, orderStream };
  }

  async succeeded(orderId: string, intent: PaymentIntentInfo, context: CommandContext): Promise<void> {
    await this.commands.execute(new RecordPaymentCommand(orderId, intent, context));
  }

  async failed(orderId: string, intentId: string, reason: string, context: CommandContext): Promise<void> {
    await this.commands.execute(new RecordPaymentFailureCommand(orderId, intentId, reason, context));
  }

  async paymentReturned(orderId: string, returned: PaymentReturn, context: CommandContext): Promise<void> {
    await this.commands.execute(new RecordReturnedPaymentCommand(orderId, returned, context));
  }

  async refundSettled(
    orderId: string,
    refund: { id: string; status: 'succeeded' | 'failed'; failureReason: string | null },
    context: CommandContext,
  ): Promise<void> {
    await this.commands.execute(
      new SettleRefundCommand(orderId, refund.id, refund.status, refund.failureReason, context),
    );
  }
}
