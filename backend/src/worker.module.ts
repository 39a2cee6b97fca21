import { type DynamicModule, Module } from '@nestjs/common';
import { CraftingDeadlineScheduler } from './crafting/crafting-deadline.scheduler';
import { CraftingModule } from './crafting/crafting.module';
import { ExpiredSessionsSweeper } from './identity/expired-sessions.sweeper';
import { Clock } from './infrastructure/clock/clock';
import { ClockModule } from './infrastructure/clock/clock.module';
import { ConfigModule } from './infrastructure/config/config.module';
import { DatabaseModule } from './infrastructure/database/database.module';
import { EventStoreModule } from './infrastructure/event-store/event-store.module';
import { LOG_CONSUMERS, LogConsumersService } from './infrastructure/projections/log-consumers.service';
import { ProjectionsModule } from './infrastructure/projections/projections.module';
import type { LogConsumer } from './infrastructure/projections/subscription-runner';
import { RedisModule } from './infrastructure/redis/redis.module';
import { OrderStatusPusher } from './tracking/order-status.pusher';
import { TrackingWorkerModule } from './tracking/tracking-worker.module';

/** The worker process: the ordered log subscription driving async projections and side effects. No HTTP API. */
@Module({})
export class WorkerModule {
  static forRoot(env: NodeJS.ProcessEnv = {}, clock?: Clock): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(env),
        ClockModule.forRoot(clock),
        DatabaseModule,
        RedisModule,
        EventStoreModule,
        ProjectionsModule,
        CraftingModule,
        TrackingWorkerModule,
      ],
      providers: [
        ExpiredSessionsSweeper,
        {
          provide: LOG_CONSUMERS,
          inject: [CraftingDeadlineScheduler, OrderStatusPusher],
          useFactory: (...consumers: LogConsumer[]) => consumers,
        },
        LogConsumersService,
      ],
    };
  }
}
