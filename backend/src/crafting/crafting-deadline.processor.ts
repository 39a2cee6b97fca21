import { randomUUID } from 'node:crypto';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { systemContext } from '../infrastructure/cqrs/command-context';
import { type DeadlineRecorded, RecordDeadlineAtRiskCommand, RecordDeadlineMissedCommand } from '../orders';
import { CRAFTING_DEADLINES, type DeadlineJobData, type DeadlineJobName } from './crafting-deadlines.queue';

export type DeadlineJobResult = DeadlineRecorded;

/** Tells the orders context the warning time or the deadline came; orders makes a second run of either a no-op. */
@Processor(CRAFTING_DEADLINES, { concurrency: 32 })
export class CraftingDeadlineProcessor extends WorkerHost {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  process(job: Job<DeadlineJobData, DeadlineJobResult, DeadlineJobName>): Promise<DeadlineJobResult> {
    const { orderId } = job.data;
    const context = systemContext(randomUUID());
    return this.commands.execute(
      job.name === 'at-risk'
        ? new RecordDeadlineAtRiskCommand(orderId, context)
        : new RecordDeadlineMissedCommand(orderId, context),
    );
  }
}
