import { randomUUID } from 'node:crypto';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { Clock } from '../infrastructure/clock/clock';
import { systemContext } from '../infrastructure/cqrs/command-context';
import { OrderStream } from '../orders/commands/order-stream';
import { recordDeadlineAtRisk, recordDeadlineMissed } from '../orders/order.decider';
import { CRAFTING_DEADLINES, type DeadlineJobData, type DeadlineJobName } from './crafting-deadlines.queue';

export interface DeadlineJobResult {
  recorded: boolean;
}

/** Records the warning or the miss through the order's decider, which makes a second run of either a no-op. */
@Processor(CRAFTING_DEADLINES, { concurrency: 32 })
export class CraftingDeadlineProcessor extends WorkerHost {
  constructor(
    private readonly orders: OrderStream,
    private readonly clock: Clock,
  ) {
    super();
  }

  async process(job: Job<DeadlineJobData, DeadlineJobResult, DeadlineJobName>): Promise<DeadlineJobResult> {
    const { orderId } = job.data;
    const now = this.clock.now().toISOString();
    const result = await this.orders.run(orderId, systemContext(randomUUID()), (state) =>
      job.name === 'at-risk'
        ? recordDeadlineAtRisk({ type: 'RecordDeadlineAtRisk', orderId, now }, state)
        : recordDeadlineMissed({ type: 'RecordDeadlineMissed', orderId, now }, state),
    );
    return { recorded: result.newEvents.length > 0 };
  }
}
