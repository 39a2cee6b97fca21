import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from './accounts';
import { CartModule } from './cart';
import { BackofficeModule } from './backoffice';
import { CatalogModule } from './catalog';
import { ConfigurationsModule } from './configurations';
import { ContextWiringModule } from './context-wiring.module';
import { IdentityModule } from './identity';
import { Clock } from './infrastructure/clock/clock';
import { ClockModule } from './infrastructure/clock/clock.module';
import { ConfigModule } from './infrastructure/config/config.module';
import { DatabaseModule } from './infrastructure/database/database.module';
import { EventStoreModule } from './infrastructure/event-store/event-store.module';
import { HealthModule } from './infrastructure/health/health.module';
import { ProjectionsModule } from './infrastructure/projections/projections.module';
import { allProjections, allUpcasters } from './projection-registry';
import { RedisModule } from './infrastructure/redis/redis.module';
import { InvoicingApiModule } from './invoicing';
import { MailApiModule } from './mail';
import { NewsletterModule } from './newsletter';
import { OrdersModule } from './orders';
import { TrackingModule } from './tracking';

/** The API process: HTTP controllers and command/query handlers. Log consumers run in the worker. */
@Module({})
export class AppModule {
  static forRoot(env: NodeJS.ProcessEnv = {}, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(env),
        ClockModule.forRoot(clock),
        DatabaseModule,
        RedisModule,
        EventStoreModule.forRoot(allUpcasters),
        CqrsModule.forRoot(),
        ProjectionsModule.forRoot(allProjections),
        HealthModule,
        CatalogModule,
        BackofficeModule,
        ConfigurationsModule,
        CartModule,
        OrdersModule,
        ContextWiringModule,
        IdentityModule,
        AccountsModule,
        TrackingModule,
        InvoicingApiModule,
        MailApiModule,
        NewsletterModule,
      ],
    };
  }
}
