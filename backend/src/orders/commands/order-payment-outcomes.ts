import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PaymentOutcomes, type PaymentIntentInfo } from '../../payments';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { RecordPaymentCommand, RecordPaymentFailureCommand } from './order.commands';

/** Turns what the payment gateway reported into orders' own commands; bound to payments' port at the root. */
@Injectable()
export class OrderPaymentOutcomes extends PaymentOutcomes {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  async succeeded(orderId: string, intent: PaymentIntentInfo, context: CommandContext): Promise<void> {
    await this.commands.execute(new RecordPaymentCommand(orderId, intent, context));
  }

  async failed(orderId: string, intentId: string, reason: string, context: CommandContext): Promise<void> {
    await this.commands.execute(new RecordPaymentFailureCommand(orderId, intentId, reason, context));
  }
}
