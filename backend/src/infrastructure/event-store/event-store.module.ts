import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { AppConfig } from '../config/app-config';
import { InlineBySubscription } from '../projections/inline-by-subscription';
import { inlineProjections, PROJECTIONS, type Projection } from '../projections/projection';
import { EventStore } from './event-store.port';
import { PostgresEventStore } from './postgres/postgres-event-store';

/**
 * Chooses the adapter: KurrentDB when EVENTSTORE_URL is set, otherwise the PostgreSQL event log. Either way the
 * store keeps the registry's inline projections: in the append's transaction on PostgreSQL, through checkpointed
 * subscriptions awaited by the append on KurrentDB (`InlineBySubscription`).
 */
export async function createEventStore(
  config: AppConfig,
  pool: Pool,
  projections: readonly Projection[] = [],
): Promise<EventStore> {
  const inline = inlineProjections(projections);
  if (config.EVENTSTORE_URL) {
    const { KurrentEventStore } = await import('./kurrent/kurrent-event-store');
    const log = await KurrentEventStore.connect(config.EVENTSTORE_URL);
    const store = new InlineBySubscription(log, {
      pool,
      connection: { connectionString: config.DATABASE_URL },
      projections: inline,
    });
    await store.start();
    return store;
  }
  return new PostgresEventStore(pool, { listenConnectionString: config.DATABASE_URL, inline });
}

@Global()
@Module({
  providers: [
    {
      provide: EventStore,
      inject: [AppConfig, Pool, { token: PROJECTIONS, optional: true }],
      useFactory: (config: AppConfig, pool: Pool, projections?: readonly Projection[]) =>
        createEventStore(config, pool, projections ?? []),
    },
  ],
  exports: [EventStore],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
