import type { EventStore, InlineProjection } from '../../src/infrastructure/event-store/event-store.port';
import {
  InlineBySubscription,
  type InlineBySubscriptionOptions,
} from '../../src/infrastructure/projections/inline-by-subscription';
import type { TestDatabase } from './test-database';

/**
 * Wraps `log` so it keeps `projection` inline through a checkpointed subscription in `db`, as the KurrentDB
 * deployment does; a projection with no tables of its own gets an empty schema. Short retry intervals keep the
 * tests quick; they only wait on conditions.
 */
export async function keepInlineBySubscription(
  log: EventStore,
  db: TestDatabase,
  projection: InlineProjection,
  options: Partial<InlineBySubscriptionOptions> = {},
): Promise<InlineBySubscription> {
  const store = new InlineBySubscription(log, {
    pool: db.pool,
    connection: { connectionString: db.url },
    projections: [{ mode: 'inline', version: 1, tables: [], schema: 'SELECT 1', ...projection }],
    runner: { pollIntervalMs: 50, lockRetryMs: 50 },
    ...options,
  });
  await store.start();
  return store;
}
