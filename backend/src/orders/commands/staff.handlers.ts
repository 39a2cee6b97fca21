import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import { addOrderNote, advanceStatus, correctTracking, markPaidInStore, recallStep } from '../order.decider';
import {
  AddOrderNoteCommand,
  AdvanceOrderStatusCommand,
  CorrectTrackingCommand,
  MarkPaidInStoreCommand,
  RecallStepCommand,
} from './order.commands';
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

@CommandHandler(RecallStepCommand)
export class RecallStepHandler implements ICommandHandler<RecallStepCommand> {
  constructor(
    private readonly orders: OrderStream,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, reason, expectedStatus, recalledBy, context }: RecallStepCommand): Promise<void> {
    await this.orders.run(orderId, context, (state) =>
      recallStep(
        {
          type: 'RecallStep',
          orderId,
          reason,
          expectedStatus,
          recalledBy,
          now: this.clock.now().toISOString(),
          windowSeconds: this.config.RECALL_WINDOW_SECONDS,
        },
        state,
      ),
    );
  }
}

@CommandHandler(AddOrderNoteCommand)
export class AddOrderNoteHandler implements ICommandHandler<AddOrderNoteCommand> {
  constructor(
    private readonly orders: OrderStream,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, note, author, context }: AddOrderNoteCommand): Promise<void> {
    await this.orders.run(orderId, context, (state) =>
      addOrderNote({ type: 'AddOrderNote', orderId, ...note, author, now: this.clock.now().toISOString() }, state),
    );
  }
}
