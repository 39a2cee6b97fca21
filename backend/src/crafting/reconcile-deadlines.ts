import { InjectQueue } from '@nestjs/bullmq';
import { QueryBus } from '@nestjs/cqrs';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { GetOpenOrderDeadlinesQuery, type OpenOrderDeadline } from '../orders';
import { Clock } from '../infrastructure/clock/clock';
import { AppConfig } from '../infrastructure/config/app-config';
import { CRAFTING_DEADLINES, deadlineJobs } from './crafting-deadlines.queue';

const CHUNK = 1000;
/** Redis may lose jobs at any time (a flush, a failover without persistence), not only before a restart. */
const RECONCILE_EVERY_MS = 10 * 60 * 1000;

/**
 * Gives every open confirmed order its jobs again, from the order read model: run when the worker starts and
 * every few minutes. Existing jobs are left as they are; past deadlines are due at once.
 */
@Injectable()
export class DeadlineReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('crafting-deadlines');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectQueue(CRAFTING_DEADLINES) private readonly queue: Queue,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.reconcile();
    this.timer = setInterval(() => {
      this.reconcile().catch((error: unknown) => this.logger.error({ err: error }, 'deadline reconcile failed'));
    }, RECONCILE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Returns how many open orders were checked. */
  async reconcile(now = this.clock.now().getTime()): Promise<number> {
    const rows: OpenOrderDeadline[] = await this.queries.execute(new GetOpenOrderDeadlinesQuery());
    for (let i = 0; i < rows.length; i += CHUNK) {
      const jobs = rows
        .slice(i, i + CHUNK)
        .flatMap((r) => deadlineJobs(r.orderId, r.deliveryDeadline, this.config.CRAFTING_AT_RISK_SECONDS, now));
      await this.queue.addBulk(jobs);
    }
    if (rows.length > 0) this.logger.log(`deadline jobs reconciled for ${rows.length} open orders`);
    return rows.length;
  }
}
