import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../infrastructure/clock/clock';
import { recordDeadlineAtRisk, recordDeadlineMissed } from '../order.decider';
import { RecordDeadlineAtRiskCommand, RecordDeadlineMissedCommand } from './order.commands';
import { OrderStream } from './order-stream';

export interface DeadlineRecorded {
  recorded: boolean;
}

@CommandHandler(RecordDeadlineMissedCommand)
export class RecordDeadlineMissedHandler implements ICommandHandler<RecordDeadlineMissedCommand, DeadlineRecorded> {
  constructor(
    private readonly orders: OrderStream,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, context }: RecordDeadlineMissedCommand): Promise<DeadlineRecorded> {
    const now = this.clock.now().toISOString();
    const { newEvents } = await this.orders.run(orderId, context, (state) =>
      recordDeadlineMissed({ type: 'RecordDeadlineMissed', orderId, now }, state),
    );
    return { recorded: newEvents.length > 0 };
  }
}

@CommandHandler(RecordDeadlineAtRiskCommand)
export class RecordDeadlineAtRiskHandler implements ICommandHandler<RecordDeadlineAtRiskCommand, DeadlineRecorded> {
  constructor(
    private readonly orders: OrderStream,
    private readonly clock: Clock,
  ) {}

  async execute({ orderId, context }: RecordDeadlineAtRiskCommand): Promise<DeadlineRecorded> {
    const now = this.clock.now().toISOString();
    const { newEvents } = await this.orders.run(orderId, context, (state) =>
      recordDeadlineAtRisk({ type: 'RecordDeadlineAtRisk', orderId, now }, state),
    );
    return { recorded: newEvents.length > 0 };
  }
}
