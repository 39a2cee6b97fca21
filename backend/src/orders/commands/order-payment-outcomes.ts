import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AnyOrderView } from '@sound-putter/contracts';
import { type Payer, type PayerStanding, PaymentOutcomes, type PaymentIntentInfo } from '../../payments';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { NotFound } from '../../infrastructure/cqrs/domain-error';
import { GetOrderQuery } from '../queries/order.queries';
import { RecordPaymentCommand, RecordPaymentFailureCommand } from './order.commands';

/** Turns what the payment gateway reported into orders' own commands; bound to payments' port at the root. */
@Injectable()
export class OrderPaymentOutcomes extends PaymentOutcomes {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
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

  async succeeded(orderId: string, intent: PaymentIntentInfo, context: CommandContext): Promise<void> {
    await this.commands.execute(new RecordPaymentCommand(orderId, intent, context));
  }

  async failed(orderId: string, intentId: string, reason: string, context: CommandContext): Promise<void> {
    await this.commands.execute(new RecordPaymentFailureCommand(orderId, intentId, reason, context));
  }
}
