import type { ClientBase, Pool } from 'pg';
import { type Projection, projectionHandles } from './projection';
import type { RecordedEvent } from '../event-store/event-store.port';

const RM_TABLE = /^rm_[a-z0-9_]+$/;

/** Creates every projection's tables if missing (on start, and after a rebuild dropped them). */
export async function ensureProjectionSchemas(
  db: Pool | ClientBase,
  projections: readonly Projection[],
): Promise<void> {
  for (const projection of projections) {
    for (const table of projection.tables) {
      if (!RM_TABLE.test(table)) throw new Error(`Projection ${projection.name}: table ${table} must be named rm_*`);
    }
    await db.query(projection.schema);
  }
}

/** Applies the inline projections to freshly appended events inside the append's transaction. */
export async function applyInline(
  tx: ClientBase,
  projections: readonly Projection[],
  recorded: readonly RecordedEvent[],
): Promise<void> {
  for (const event of recorded) {
    for (const projection of projections) {
      if (projection.mode === 'inline' && projectionHandles(projection, event)) await projection.apply(tx, event);
    }
  }
}
