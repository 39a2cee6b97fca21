import type { Pool } from 'pg';
import { type EventStore, LOG_START, type LogPosition } from '../event-store/event-store.port';
import { type Projection, projectionHandles } from './projection';
import { ensureProjectionSchemas } from './projection-schema';
import { checkpointSql } from './subscription-runner';
import { withTransaction } from '../database/with-transaction';

export interface RebuildReport {
  projection: string;
  events: number;
}

/**
 * Drops every projection's rm_ tables and replays the whole log into them, in log order, committing rows and
 * checkpoint per batch. Takes each projection's subscription lock first, so a running worker pauses that
 * projection instead of writing beside the rebuild. Inline projections keep being written by live appends;
 * stop the API (or accept a short replay overlap, which idempotent projections absorb) while rebuilding.
 */
export async function rebuildProjections(
  pool: Pool,
  store: EventStore,
  projections: readonly Projection[],
  batchSize = 1000,
): Promise<RebuildReport[]> {
  const reports: RebuildReport[] = [];
  for (const projection of projections) {
    const client = await pool.connect();
    const lockKey = `subscription:projection:${projection.name}`;
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
      for (const table of projection.tables) await client.query(`DROP TABLE IF EXISTS ${table} CASCADE`);
      await ensureProjectionSchemas(client, [projection]);
      let position: LogPosition = LOG_START;
      let count = 0;
      for (;;) {
        const events = await store.readAll(position, batchSize);
        if (events.length === 0) break;
        const last = events[events.length - 1];
        const at: LogPosition = { transactionId: last.transactionId, globalPosition: last.globalPosition };
        count += await withTransaction(client, async (tx) => {
          let applied = 0;
          for (const event of events) {
            if (projectionHandles(projection, event)) {
              await projection.apply(tx, event);
              applied++;
            }
          }
          await tx.query(checkpointSql.save, [`projection:${projection.name}`, at.transactionId, at.globalPosition]);
          return applied;
        });
        position = at;
      }
      reports.push({ projection: projection.name, events: count });
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => undefined);
      client.release();
    }
  }
  return reports;
}
