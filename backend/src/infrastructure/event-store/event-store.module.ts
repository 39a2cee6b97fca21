import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { AppConfig } from '../config/app-config';
import { EventStore } from './event-store.port';
import { PostgresEventStore } from './postgres/postgres-event-store';

/** Chooses the adapter: KurrentDB when EVENTSTORE_URL is set, otherwise the PostgreSQL event log. */
export async function createEventStore(config: AppConfig, pool: Pool): Promise<EventStore> {
  if (config.EVENTSTORE_URL) {
    const { KurrentEventStore } = await import('./kurrent/kurrent-event-store');
    return KurrentEventStore.connect(config.EVENTSTORE_URL, { pool });
  }
  return new PostgresEventStore(pool, { listenConnectionString: config.DATABASE_URL });
}

@Global()
@Module({
  providers: [{ provide: EventStore, inject: [AppConfig, Pool], useFactory: createEventStore }],
  exports: [EventStore],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
