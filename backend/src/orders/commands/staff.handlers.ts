import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import { advanceStatus, correctTracking, markPaidInStore } from '../order.decider';
import { AdvanceOrderStatusCommand, CorrectTrackingCommand, MarkPaidInStoreCommand } from './order.commands';
import { OrderStream } from './order-stream';

@CommandHandler(AdvanceOrderStatusCommand)
export class AdvanceOrderStatusHandler implements ICommandHandler<AdvanceOrderStatusCommand> {
  constructor(
    private readonly orders: OrderStream,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, status, context, shipment }: AdvanceOrderStatusCommand): Promise<void> {
    await this.orders.run(orderId, context, (state) =>
      advanceStatus(
        { type: 'AdvanceStatus', orderId, to: status, now: this.clock.now().toISOString(), shipment },
        state,
      ),
    );
  }
}

@CommandHandler(CorrectTrackingCommand)
export class CorrectTrackingHandler implements ICommandHandler<CorrectTrackingCommand> {
  constructor(
    private readonly orders: OrderStream,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, shipment, context }: CorrectTrackingCommand): Promise<void> {
    await this.orders.run(orderId, context, (state) =>
      correctTracking({ type: 'CorrectTracking', orderId, shipment, now: this.clock.now().toISOString() }, state),
    );
  }
}

@CommandHandler(MarkPaidInStoreCommand)
export class MarkPaidInStoreHandler implements ICommandHandler<MarkPaidInStoreCommand> {
  constructor(
    private readonly orders: OrderStream,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, context }: MarkPaidInStoreCommand): Promise<void> {
    await this.orders.run(orderId, context, (state) =>
      markPaidInStore(
        {
          type: 'MarkPaidInStore',
          orderId,
          now: this.clock.now().toISOString(),
          promiseSeconds: this.config.CRAFTING_DEADLINE_SECONDS,
        },
        state,
      ),
    );
  }
}
