import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CartModule, EmptyCartWhenPaidConsumer } from './cart';
import { CraftingDeadlineScheduler, CraftingModule } from './crafting';
import { ExpiredAccountTokens, ExpiredSessions } from './identity';
import { Clock } from './infrastructure/clock/clock';
import { ClockModule } from './infrastructure/clock/clock.module';
import { ConfigModule } from './infrastructure/config/config.module';
import { DatabaseModule } from './infrastructure/database/database.module';
import { EXPIRED_ROWS, type ExpiredRows, ExpiredRowsSweeper } from './infrastructure/database/expired-rows.sweeper';
import { EventStoreModule } from './infrastructure/event-store/event-store.module';
import { LOG_CONSUMERS, LogConsumersService } from './infrastructure/projections/log-consumers.service';
import { ProjectionsModule } from './infrastructure/projections/projections.module';
import type { LogConsumer } from './infrastructure/projections/subscription-runner';
import { RedisModule } from './infrastructure/redis/redis.module';
import { ExpiredReceiptLinks, InvoicingConsumer, InvoicingWorkerModule } from './invoicing';
import { MailWorkerModule } from './mail';
import { ExpiredNewsletterRequests } from './newsletter';
import { ExpiredLookupLinks, OrderDeadlinesModule, OrderMailsConsumer, OrderMailsModule } from './orders';
import { allProjections, allUpcasters } from './projection-registry';
import { OrderStatusPusher, TrackingWorkerModule } from './tracking';
import { WorkerContextWiringModule } from './worker-context-wiring.module';

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
        WorkerContextWiringModule,
      ],
      providers: [
        ExpiredSessions,
        ExpiredAccountTokens,
        ExpiredLookupLinks,
        ExpiredNewsletterRequests,
        ExpiredReceiptLinks,
        {
          provide: EXPIRED_ROWS,
          inject: [
            ExpiredSessions,
            ExpiredAccountTokens,
            ExpiredLookupLinks,
            ExpiredNewsletterRequests,
            ExpiredReceiptLinks,
          ],
          useFactory: (...kinds: ExpiredRows[]) => kinds,
        },
        ExpiredRowsSweeper,
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
