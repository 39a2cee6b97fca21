import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../infrastructure/config/app-config';
import { advanceStatus, markPaidInStore } from '../order.decider';
import { AdvanceOrderStatusCommand, MarkPaidInStoreCommand } from './order.commands';
import { OrderStream } from './order-stream';

@CommandHandler(AdvanceOrderStatusCommand)
export class AdvanceOrderStatusHandler implements ICommandHandler<AdvanceOrderStatusCommand> {
  constructor(private readonly orders: OrderStream) {}

  async execute({ orderId, status, context }: AdvanceOrderStatusCommand): Promise<void> {
    await this.orders.run(orderId, context, (state) =>
      advanceStatus({ type: 'AdvanceStatus', orderId, to: status, now: new Date().toISOString() }, state),
    );
  }
}

@CommandHandler(MarkPaidInStoreCommand)
export class MarkPaidInStoreHandler implements ICommandHandler<MarkPaidInStoreCommand> {
  constructor(
    private readonly orders: OrderStream,
    private readonly config: AppConfig,
  ) {}

  async execute({ orderId, context }: MarkPaidInStoreCommand): Promise<void> {
    const now = new Date();
    const deliveryDeadline = new Date(now.getTime() + this.config.CRAFTING_DEADLINE_SECONDS * 1000).toISOString();
    await this.orders.run(orderId, context, (state) =>
      markPaidInStore({ type: 'MarkPaidInStore', orderId, now: now.toISOString(), deliveryDeadline }, state),
    );
  }
}
