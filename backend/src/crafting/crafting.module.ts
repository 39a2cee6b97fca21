import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { AppConfig } from '../infrastructure/config/app-config';
import { redisNamespace, redisOptionsOf } from '../infrastructure/redis/redis-namespace';
import { CraftingDeadlineProcessor } from './crafting-deadline.processor';
import { CraftingDeadlineScheduler } from './crafting-deadline.scheduler';
import { CRAFTING_DEADLINES } from './crafting-deadlines.queue';
import { DeadlineReconciler } from './reconcile-deadlines';

/** The worker's side of the 24-hour promise: scheduling from the log, firing, and reconciling. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // BullMQ's blocking connections must wait for Redis indefinitely rather than fail a command.
        connection: { ...redisOptionsOf(config.REDIS_URL), maxRetriesPerRequest: null },
        prefix: redisNamespace(config.DATABASE_URL),
      }),
    }),
    BullModule.registerQueue({ name: CRAFTING_DEADLINES }),
  ],
  providers: [CraftingDeadlineScheduler, CraftingDeadlineProcessor, DeadlineReconciler],
  exports: [CraftingDeadlineScheduler, DeadlineReconciler],
})
export class CraftingModule {}
