import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CartModule, EmptyCartWhenPaidConsumer } from './cart';
import { CraftingDeadlineScheduler, CraftingModule } from './crafting';
import { ExpiredSessionsSweeper } from './identity';
import { Clock } from './infrastructure/clock/clock';
import { ClockModule } from './infrastructure/clock/clock.module';
import { ConfigModule } from './infrastructure/config/config.module';
import { DatabaseModule } from './infrastructure/database/database.module';
import { EventStoreModule } from './infrastructure/event-store/event-store.module';
import { LOG_CONSUMERS, LogConsumersService } from './infrastructure/projections/log-consumers.service';
import { ProjectionsModule } from './infrastructure/projections/projections.module';
import type { LogConsumer } from './infrastructure/projections/subscription-runner';
import { RedisModule } from './infrastructure/redis/redis.module';
import { InvoicingConsumer, InvoicingWorkerModule } from './invoicing';
import { MailWorkerModule } from './mail';
import { OrderDeadlinesModule, OrderMailsConsumer, OrderMailsModule } from './orders';
import { allProjections, allUpcasters } from './projection-registry';
import { OrderStatusPusher, TrackingWorkerModule } from './tracking';

/**
 * The worker process: the ordered log subscription driving async projections and the reactions between contexts,
 * which send commands to the context they change (orders' deadline and the cart's handlers run here). No HTTP.
 */
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
        EventStoreModule.forRoot(allUpcasters),
        CqrsModule.forRoot(),
        ProjectionsModule.forRoot(allProjections),
        OrderDeadlinesModule,
        OrderMailsModule,
        CartModule,
        CraftingModule,
        TrackingWorkerModule,
        MailWorkerModule,
        InvoicingWorkerModule,
      ],
      providers: [
        ExpiredSessionsSweeper,
        {
          provide: LOG_CONSUMERS,
          inject: [
            CraftingDeadlineScheduler,
            OrderStatusPusher,
            EmptyCartWhenPaidConsumer,
            OrderMailsConsumer,
            InvoicingConsumer,
          ],
          useFactory: (...consumers: LogConsumer[]) => consumers,
        },
        LogConsumersService,
      ],
    };
  }
}
