import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { OrderCancelled, OrderConfirmed, OrderDelivered } from '@sound-putter/contracts';
import { Queue } from 'bullmq';
import type { Client } from 'pg';
import { Clock } from '../infrastructure/clock/clock';
import { AppConfig } from '../infrastructure/config/app-config';
import type { LogPosition, RecordedEvent } from '../infrastructure/event-store/event-store.port';
import { IDEMPOTENT_CHECKPOINT_EVERY_MS, type LogConsumer } from '../infrastructure/projections/subscription-runner';
import {
  atRiskJobId,
  CRAFTING_DEADLINES,
  type DeadlineJob,
  deadlineJobId,
  deadlineJobs,
} from './crafting-deadlines.queue';

/**
 * OrderConfirmed → the order's delayed deadline and at-risk jobs; OrderDelivered or OrderCancelled → drop them. Adding is idempotent
 * (BullMQ ignores an existing job id), so replaying a batch after a crash schedules nothing twice.
 */
@Injectable()
export class CraftingDeadlineScheduler implements LogConsumer {
  readonly name = 'crafting-deadline-scheduler';
  readonly checkpointEveryMs = IDEMPOTENT_CHECKPOINT_EVERY_MS;

  constructor(
    @InjectQueue(CRAFTING_DEADLINES) private readonly queue: Queue,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async handleBatch(
    events: RecordedEvent[],
    _client: Client,
    saveCheckpoint: (at: LogPosition) => Promise<void>,
  ): Promise<void> {
    const jobs: DeadlineJob[] = [];
    const done: string[] = [];
    const now = this.clock.now().getTime();
    for (const event of events) {
      if (event.type === 'OrderConfirmed') {
        const { orderId, deliveryDeadline } = event.data as OrderConfirmed['data'];
        jobs.push(...deadlineJobs(orderId, deliveryDeadline, this.config.CRAFTING_AT_RISK_SECONDS, now));
      } else if (event.type === 'OrderDelivered' || event.type === 'OrderCancelled') {
        done.push((event.data as (OrderDelivered | OrderCancelled)['data']).orderId);
      }
    }
    if (jobs.length > 0) await this.queue.addBulk(jobs);
    // A job already running cannot be removed; it then finds the order delivered or cancelled and records nothing.
    for (const orderId of done) {
      await Promise.all([this.queue.remove(deadlineJobId(orderId)), this.queue.remove(atRiskJobId(orderId))]);
    }
    const last = events[events.length - 1];
    await saveCheckpoint({ transactionId: last.transactionId, globalPosition: last.globalPosition });
  }
}
