import type { ClientBase, Pool } from 'pg';
import { withTransaction } from '../database/with-transaction';
import type { Projection } from './projection';

const RM_TABLE = /^rm_[a-z0-9_]+$/;

/** The build of a projection that its stable `rm_*` views point at (README, "Versioned read models"). */
export interface ActiveBuild {
  version: number;
  buildId: string;
  schema: string;
}

/** The advisory lock (transaction-scoped) that serialises a projection's start-up DDL and its switch. */
export const readModelLockKey = (projection: string): string => `read-model:${projection}`;

export const buildSchemaName = (projection: string, version: number, buildId: string): string =>
  `rm_${projection.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_v${version}_b${buildId}`;

/** Makes the projection's unqualified `rm_` names resolve to `schema`'s tables until the transaction ends. */
export const useBuildSchema = (tx: ClientBase, schema: string) =>
  tx.query(`SELECT set_config('search_path', $1, true)`, [`${schema}, public`]);

/** Creates (idempotently) the projection's tables in `schema`, inside the caller's transaction. */
export async function createBuildTables(tx: ClientBase, projection: Projection, schema: string): Promise<void> {
  await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await useBuildSchema(tx, schema);
  await tx.query(projection.schema);
}

/** Points the stable names at `schema`'s tables. The caller holds the views (or knows nobody uses them yet). */
export async function pointViews(tx: ClientBase, projection: Projection, schema: string): Promise<void> {
  for (const table of projection.tables) {
    await tx.query(`DROP VIEW IF EXISTS public.${table}`);
    await tx.query(`CREATE VIEW public.${table} AS SELECT * FROM ${schema}.${table}`);
  }
}

export async function activeBuild(db: Pick<ClientBase, 'query'>, projection: string): Promise<ActiveBuild | null> {
  const { rows } = await db.query<{ version: number; build_id: string; schema_name: string }>(
    'SELECT version, build_id::text, schema_name FROM projection_versions WHERE projection = $1',
    [projection],
  );
  return rows[0] ? { version: rows[0].version, buildId: rows[0].build_id, schema: rows[0].schema_name } : null;
}

/** A new row in projection_builds and its schema's name. */
export async function newBuild(
  tx: ClientBase,
  projection: Projection,
  version: number,
  reason: 'adopted' | 'created' | 'version' | 'rebuild',
): Promise<{ id: string; schema: string }> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('projection_builds', 'id'))::text AS id`,
  );
  const schema = buildSchemaName(projection.name, version, rows[0].id);
  await tx.query(
    `INSERT INTO projection_builds (id, projection, version, schema_name, reason) VALUES ($1, $2, $3, $4, $5)`,
    [rows[0].id, projection.name, version, schema, reason],
  );
  return { id: rows[0].id, schema };
}

/** The relation kind of each of the projection's stable names in `public` ('r' table, 'v' view), if any. */
const publicRelations = async (tx: ClientBase, projection: Projection): Promise<Map<string, string>> => {
  const { rows } = await tx.query<{ relname: string; relkind: string }>(
    `SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relname = ANY($1)`,
    [projection.tables],
  );
  return new Map(rows.map((r) => [r.relname, r.relkind]));
};

/**
 * A new version that adds tables, started while an older build still serves: its DDL is run on the older build too
 * (under a savepoint), so the new code's writes and reads find every table until the switch (empty tables the
 * live writes fill from then on; the new build replayed from the log replaces them). DDL that does not fit the
 * older tables is rolled back, and the tables missing there get no view until the switch.
 */
const addMissingTables = async (tx: ClientBase, projection: Projection, schema: string): Promise<void> => {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = ANY($2)`,
    [schema, projection.tables],
  );
  if (rows[0].n === projection.tables.length) return;
  await tx.query('SAVEPOINT add_missing_tables');
  try {
    await useBuildSchema(tx, schema);
    await tx.query(projection.schema);
    await tx.query('RELEASE SAVEPOINT add_missing_tables');
  } catch {
    await tx.query('ROLLBACK TO SAVEPOINT add_missing_tables');
  }
};

/** Adds to a view the columns its table gained (an additive DDL change run on the active build); none for a table the build lacks. */
const widenViews = async (tx: ClientBase, projection: Projection, schema: string): Promise<void> => {
  for (const table of projection.tables) {
    const { rows } = await tx.query<{ view: number; base: number }>(
      `SELECT (SELECT count(*) FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1)::int AS view,
              (SELECT count(*) FROM information_schema.columns WHERE table_schema = $2 AND table_name = $1)::int AS base`,
      [table, schema],
    );
    if (rows[0].base === 0) continue;
    if (rows[0].view === 0) await tx.query(`CREATE VIEW public.${table} AS SELECT * FROM ${schema}.${table}`);
    else if (rows[0].view !== rows[0].base)
      await tx.query(`CREATE OR REPLACE VIEW public.${table} AS SELECT * FROM ${schema}.${table}`);
  }
};

/** Readies every projection's read model on start (API, worker, migrate), under its lock (README, "Versioned"). */
export async function ensureProjectionSchemas(
  db: Pool | ClientBase,
  projections: readonly Projection[],
): Promise<void> {
  for (const projection of projections) {
    for (const table of projection.tables) {
      if (!RM_TABLE.test(table)) throw new Error(`Projection ${projection.name}: table ${table} must be named rm_*`);
    }
    if (!Number.isInteger(projection.version) || projection.version < 1)
      throw new Error(`Projection ${projection.name}: version must be a whole number from 1`);
    await withTransaction(db, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [readModelLockKey(projection.name)]);
      const active = await activeBuild(tx, projection.name);
      if (active) {
        if (active.version === projection.version) {
          await createBuildTables(tx, projection, active.schema);
          await widenViews(tx, projection, active.schema);
        } else {
          await addMissingTables(tx, projection, active.schema);
          await widenViews(tx, projection, active.schema);
        }
        return;
      }
      const found = await publicRelations(tx, projection);
      const legacy = projection.tables.filter((t) => found.get(t) === 'r');
      for (const [table, kind] of found) if (kind === 'v') await tx.query(`DROP VIEW public.${table}`);
      const version = legacy.length > 0 ? 1 : projection.version;
      const build = await newBuild(tx, projection, version, legacy.length > 0 ? 'adopted' : 'created');
      await tx.query(`CREATE SCHEMA ${build.schema}`);
      for (const table of legacy) await tx.query(`ALTER TABLE public.${table} SET SCHEMA ${build.schema}`);
      if (version === projection.version || legacy.length < projection.tables.length) {
        await createBuildTables(tx, projection, build.schema);
      }
      await pointViews(tx, projection, build.schema);
      await tx.query(
        `INSERT INTO projection_versions (projection, version, build_id, schema_name) VALUES ($1, $2, $3, $4)`,
        [projection.name, version, build.id, build.schema],
      );
      await tx.query('UPDATE projection_builds SET switched_at = now() WHERE id = $1', [build.id]);
    });
  }
}

/** The projections whose active build is not at the version the code declares (the worker builds those). */
export async function projectionsToBuild(
  db: Pick<ClientBase, 'query'>,
  projections: readonly Projection[],
): Promise<Projection[]> {
  const out: Projection[] = [];
  for (const projection of projections) {
    const active = await activeBuild(db, projection.name);
    if (active && active.version !== projection.version) out.push(projection);
  }
  return out;
}
