import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from './infrastructure/config/config.module';
import { DatabaseModule } from './infrastructure/database/database.module';
import { EventStoreModule } from './infrastructure/event-store/event-store.module';
import { LogConsumersService } from './infrastructure/projections/log-consumers.service';
import { ProjectionsModule } from './infrastructure/projections/projections.module';
import { RedisModule } from './infrastructure/redis/redis.module';

/** The worker process: the ordered log subscription driving async projections and side effects. No HTTP API. */
@Module({})
export class WorkerModule {
  static forRoot(env: NodeJS.ProcessEnv = {}): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ConfigModule.forRoot(env), DatabaseModule, RedisModule, EventStoreModule, ProjectionsModule],
      providers: [LogConsumersService],
    };
  }
}
