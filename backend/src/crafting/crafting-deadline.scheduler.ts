import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { OrderCancelled, OrderConfirmed, OrderDelivered, OrderStepRecalled } from '@sound-putter/contracts';
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
 * OrderConfirmed, or a recalled delivery → the order's delayed deadline and at-risk jobs; OrderDelivered or OrderCancelled → drop them. Adding is idempotent
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
    // The last word on each order in this batch wins: its jobs to add, or null to drop them.
    const outcome = new Map<string, DeadlineJob[] | null>();
    const now = this.clock.now().getTime();
    const jobsOf = (orderId: string, deliveryDeadline: string) =>
      deadlineJobs(orderId, deliveryDeadline, this.config.CRAFTING_AT_RISK_SECONDS, now);
    for (const event of events) {
      if (event.type === 'OrderConfirmed') {
        const { orderId, deliveryDeadline } = event.data as OrderConfirmed['data'];
        outcome.set(orderId, jobsOf(orderId, deliveryDeadline));
      } else if (event.type === 'OrderStepRecalled') {
        // A recalled delivery is open work again, under the deadline it always had (a recall does not reset it).
        const { orderId, fromStatus, deliveryDeadline } = event.data as OrderStepRecalled['data'];
        if (fromStatus === 'delivered' && deliveryDeadline !== null)
          outcome.set(orderId, jobsOf(orderId, deliveryDeadline));
      } else if (event.type === 'OrderDelivered' || event.type === 'OrderCancelled') {
        outcome.set((event.data as (OrderDelivered | OrderCancelled)['data']).orderId, null);
      }
    }
    const jobs = [...outcome.values()].flatMap((j) => j ?? []);
    if (jobs.length > 0) await this.queue.addBulk(jobs);
    // A job already running cannot be removed; it then finds the order delivered or cancelled and records nothing.
    for (const [orderId, added] of outcome) {
      if (added === null)
        await Promise.all([this.queue.remove(deadlineJobId(orderId)), this.queue.remove(atRiskJobId(orderId))]);
    }
    const last = events[events.length - 1];
    await saveCheckpoint({ transactionId: last.transactionId, globalPosition: last.globalPosition });
  }
}
