import type { ClientBase, Pool } from 'pg';
import type { Projection } from './projection';

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
