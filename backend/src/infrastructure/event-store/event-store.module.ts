import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { AppConfig } from '../config/app-config';
import { InlineBySubscription } from '../projections/inline-by-subscription';
import { inlineProjections, PROJECTIONS, type Projection } from '../projections/projection';
import { CachingEventStore } from './caching-event-store';
import { EventStore } from './event-store.port';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { EventUpcasters, type Upcaster } from './upcasters';
import { UpcastingEventStore } from './upcasting-event-store';

/**
 * Chooses the adapter: KurrentDB when EVENTSTORE_URL is set, otherwise the PostgreSQL event log. Either way the
 * store keeps the registry's inline projections: in the append's transaction on PostgreSQL, through checkpointed
 * subscriptions awaited by the append on KurrentDB (`InlineBySubscription`). Every read (stream, ordered log,
 * subscriptions, rebuilds, the KurrentDB inline subscriptions too) goes through the upcasters the composition root
 * hands in, and every append is stamped with its event type's schema version. Outermost, the streams this process
 * learned are kept for its decisions (`CachingEventStore`).
 */
export async function createEventStore(
  config: AppConfig,
  pool: Pool,
  projections: readonly Projection[] = [],
  upcasters: readonly Upcaster[] = [],
): Promise<EventStore> {
  const inline = inlineProjections(projections);
  const registry = new EventUpcasters(upcasters);
  if (config.EVENTSTORE_URL) {
    const { KurrentEventStore } = await import('./kurrent/kurrent-event-store');
    const log = new UpcastingEventStore(await KurrentEventStore.connect(config.EVENTSTORE_URL), registry);
    const store = new InlineBySubscription(log, {
      pool,
      connection: { connectionString: config.DATABASE_URL },
      projections: inline,
    });
    await store.start();
    return new CachingEventStore(store);
  }
  return new CachingEventStore(
    new UpcastingEventStore(
      new PostgresEventStore(pool, { listenConnectionString: config.DATABASE_URL, inline }),
      registry,
    ),
  );
}

const EVENT_UPCASTERS = Symbol('EVENT_UPCASTERS');

@Global()
@Module({})
export class EventStoreModule implements OnApplicationShutdown {
  /** The event store of this process, reading through `upcasters` (the composition root's list of every context's). */
  static forRoot(upcasters: readonly Upcaster[]): DynamicModule {
    return {
      module: EventStoreModule,
      providers: [
        { provide: EVENT_UPCASTERS, useValue: upcasters },
        {
          provide: EventStore,
          inject: [AppConfig, Pool, { token: PROJECTIONS, optional: true }, EVENT_UPCASTERS],
          useFactory: (config: AppConfig, pool: Pool, projections: readonly Projection[] | undefined, up: Upcaster[]) =>
            createEventStore(config, pool, projections ?? [], up),
        },
      ],
      exports: [EventStore],
    };
  }

  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
