import { setTimeout as sleep } from 'node:timers/promises';
import type { ClientBase, Pool, PoolClient } from 'pg';
import {
  compareLogPositions,
  type EventStore,
  LOG_START,
  type LogPosition,
  type RecordedEvent,
} from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { innermostStore } from '../event-store/forwarding-event-store';
import { sendTogether, type SqlStatement } from '../database/send-together';
import { withTransaction } from '../database/with-transaction';
import { type Projection, projectionHandles } from './projection';
import {
  activeBuild,
  createBuildTables,
  ensureProjectionSchemas,
  newBuild,
  pointViews,
  readModelLockKey,
  useBuildSchema,
} from './projection-schema';
import { checkpointSql } from './subscription-runner';

export interface RebuildReport {
  projection: string;
  /** The version built, and the one it replaced. */
  version: number;
  fromVersion: number;
  /** Events of the projection's types applied to the new tables: replayed, then the tail applied at the switch. */
  events: number;
  /** Events read from the log (every type). */
  eventsRead: number;
  tailEvents: number;
  /** From the builder's start (this run) to the switch's commit. */
  catchUpMs: number;
  /** How many switch attempts gave way to live readers and writers before one went through. */
  switchAttempts: number;
  schema: string;
  droppedSchema: string;
}

export interface BlueGreenOptions {
  /** 'version': build the declared version only if it is not the active one (the worker). 'rebuild': always. */
  reason?: 'version' | 'rebuild';
  batchSize?: number;
  /**
   * How long the switch waits for the views before giving way and trying again (default 200 ms). It stays under
   * PostgreSQL's deadlock_timeout (1 s), so when a reader holding one view waits for another, the switch is the
   * one that backs off, never the reader.
   */
  switchLockTimeoutMs?: number;
  onProgress?: (projection: string, eventsRead: number) => void;
  /** A switch attempt gave way (readers or writers held the views, or a feeding subscription was behind). */
  onSwitchDeferred?: (projection: string, attempt: number) => void;
  /** Stops the builder between batches (process shutdown); its build resumes from its checkpoint next time. */
  signal?: AbortSignal;
}

/** Taken shared by every replay batch, exclusively by erasure: a batch that opened a key commits before it goes. */
export const buildBatchLockKey = (projection: string): string => `read-model-build-batch:${projection}`;

class SwitchDeferred extends Error {}

interface OpenBuild {
  id: string;
  version: number;
  schema: string;
  position: LogPosition;
  events: number;
}

const lastPosition = (events: RecordedEvent[]): LogPosition => {
  const last = events[events.length - 1];
  return { transactionId: last.transactionId, globalPosition: last.globalPosition };
};

/**
 * Applies `events` in order; a projection that says its writes as statements gets them sent together per run of
 * such events, and an event whose writes need a read (its statements are `null`) goes through `apply` between.
 */
const applyAll = async (tx: ClientBase, projection: Projection, events: RecordedEvent[]): Promise<number> => {
  const handled = events.filter((event) => projectionHandles(projection, event));
  let pending: SqlStatement[] = [];
  const flush = async () => {
    if (pending.length > 0) await sendTogether(tx, pending);
    pending = [];
  };
  for (const event of handled) {
    const statements = projection.statements?.(event);
    if (statements) {
      pending.push(...statements);
      continue;
    }
    await flush();
    await projection.apply(tx, event);
  }
  await flush();
  return handled.length;
};

/** Blue/green rebuild of one projection, safe with the API and worker running (README, "Read-model rebuilds"). */
export async function buildAndSwitch(
  pool: Pool,
  store: EventStore,
  projection: Projection,
  options: BlueGreenOptions = {},
): Promise<RebuildReport | null> {
  const reason = options.reason ?? 'rebuild';
  const batchSize = options.batchSize ?? 1000;
  const client = await pool.connect();
  const buildLock = `read-model-build:${projection.name}`;
  try {
    if (reason === 'version') {
      // The worker: another replica building it already is fine; this one looks again later.
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [
        buildLock,
      ]);
      if (!rows[0].ok) return null;
    } else await client.query('SELECT pg_advisory_lock(hashtext($1))', [buildLock]);
    const started = Date.now();
    await ensureProjectionSchemas(client, [projection]);
    const from = await activeBuild(client, projection.name);
    if (!from) throw new Error(`Projection ${projection.name} has no active build`);
    if (reason === 'version' && from.version === projection.version) return null;
    const build = await openBuild(client, projection, reason);
    let position = build.position;
    let events = build.events;
    let eventsRead = 0;
    for (let attempt = 1; ;) {
      if (options.signal?.aborted) return null;
      const batch = await store.readAll(position, batchSize);
      if (batch.length > 0) {
        const at = lastPosition(batch);
        events += await withTransaction(client, async (tx) => {
          await tx.query('SELECT pg_advisory_xact_lock_shared(hashtext($1))', [buildBatchLockKey(projection.name)]);
          await useBuildSchema(tx, build.schema);
          const applied = await applyAll(tx, projection, batch);
          await tx.query(
            `UPDATE projection_builds SET transaction_id = $2::xid8, global_position = $3,
               events_replayed = events_replayed + $4 WHERE id = $1`,
            [build.id, at.transactionId, at.globalPosition, applied],
          );
          return applied;
        });
        position = at;
        eventsRead += batch.length;
        options.onProgress?.(projection.name, eventsRead);
      }
      if (batch.length === batchSize) continue;
      if (options.signal?.aborted) return null;
      try {
        const tail = await switchOver(client, store, projection, build, position, started, options);
        await client.query(`DROP SCHEMA IF EXISTS ${from.schema} CASCADE`);
        await client.query('UPDATE projection_builds SET dropped_at = now() WHERE id = $1', [from.buildId]);
        return {
          projection: projection.name,
          version: projection.version,
          fromVersion: from.version,
          events: events + tail.applied,
          eventsRead: eventsRead + tail.read,
          tailEvents: tail.read,
          catchUpMs: tail.catchUpMs,
          switchAttempts: attempt,
          schema: build.schema,
          droppedSchema: from.schema,
        };
      } catch (error) {
        if (!(error instanceof SwitchDeferred)) throw error;
        options.onSwitchDeferred?.(projection.name, attempt);
        attempt++;
        await sleep(Math.min(20 * attempt, 200));
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [buildLock]).catch(() => undefined);
    client.release();
  }
}

/** Resumes the unfinished build of the declared version ('version'), or starts a new one; others are abandoned. */
async function openBuild(
  client: PoolClient,
  projection: Projection,
  reason: 'version' | 'rebuild',
): Promise<OpenBuild> {
  const { rows } = await client.query<{
    id: string;
    version: number;
    schema_name: string;
    transaction_id: string;
    global_position: string;
    events_replayed: string;
  }>(
    `SELECT id::text, version, schema_name, transaction_id::text, global_position::text, events_replayed::text
     FROM projection_builds WHERE projection = $1 AND switched_at IS NULL AND abandoned_at IS NULL ORDER BY id`,
    [projection.name],
  );
  const resumed = reason === 'version' ? rows.find((r) => r.version === projection.version) : undefined;
  for (const row of rows) {
    if (row === resumed) continue;
    await client.query(`DROP SCHEMA IF EXISTS ${row.schema_name} CASCADE`);
    await client.query('UPDATE projection_builds SET abandoned_at = now(), dropped_at = now() WHERE id = $1', [row.id]);
  }
  if (resumed) {
    // Its tables may lack what the DDL adds since (idempotent), and its rows are at its checkpoint.
    await withTransaction(client, (tx) => createBuildTables(tx, projection, resumed.schema_name));
    return {
      id: resumed.id,
      version: resumed.version,
      schema: resumed.schema_name,
      position: { transactionId: resumed.transaction_id, globalPosition: resumed.global_position },
      events: Number(resumed.events_replayed),
    };
  }
  const created = await withTransaction(client, async (tx) => {
    const build = await newBuild(tx, projection, projection.version, reason);
    await createBuildTables(tx, projection, build.schema);
    return build;
  });
  return { id: created.id, version: projection.version, schema: created.schema, position: LOG_START, events: 0 };
}

/**
 * The switch, in one transaction on the builder's connection; throws SwitchDeferred (rolled back) when it could not
 * take the views within the lock timeout, or a feeding subscription is still behind the build.
 */
async function switchOver(
  client: PoolClient,
  store: EventStore,
  projection: Projection,
  build: OpenBuild,
  position: LogPosition,
  started: number,
  options: BlueGreenOptions,
): Promise<{ read: number; applied: number; catchUpMs: number }> {
  const batchSize = options.batchSize ?? 1000;
  const inAppendTransaction = projection.mode === 'inline' && innermostStore(store) instanceof PostgresEventStore;
  const result = await withTransaction(client, async (tx) => {
    await tx.query(`SELECT set_config('lock_timeout', $1, true)`, [`${options.switchLockTimeoutMs ?? 200}ms`]);
    try {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [readModelLockKey(projection.name)]);
      const views = projection.tables.map((t) => `public.${t}`).join(', ');
      if (views) await tx.query(`LOCK TABLE ${views} IN ACCESS EXCLUSIVE MODE`);
    } catch (error) {
      // Lock timeout, or (should a reader's lock order ever form a cycle with ours) chosen as the deadlock victim.
      const code = (error as { code?: string }).code;
      if (code === '55P03' || code === '40P01') throw new SwitchDeferred();
      throw error;
    }
    await tx.query(`SELECT set_config('lock_timeout', '0', true)`);
    await useBuildSchema(tx, build.schema);
    let read = 0;
    let applied = 0;
    let at = position;
    if (inAppendTransaction) {
      // Every append that wrote the old tables has committed (it held the views); the ones queued behind us write
      // the new tables once we commit. So the tail is exactly what is committed past the checkpoint now.
      const readCommitted = store.readCommitted?.bind(store);
      if (!readCommitted) throw new Error('the event store cannot read past open transactions');
      for (;;) {
        const batch = await readCommitted(at, batchSize);
        if (batch.length === 0) break;
        applied += await applyAll(tx, projection, batch);
        read += batch.length;
        at = lastPosition(batch);
      }
    } else {
      // A subscription feeds the old tables; its checkpoint is what they hold. It carries on into the new tables.
      const name = `projection:${projection.name}`;
      const { rows: idle } = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok', [
        `subscription:${name}`,
      ]);
      const { rows } = await tx.query<{ transaction_id: string; global_position: string }>(checkpointSql.read, [name]);
      const live = rows[0]
        ? { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position }
        : LOG_START;
      if (compareLogPositions(live, at) < 0) {
        // The build is ahead: with nobody running the subscription, it continues from the build's position;
        // otherwise wait for it, so the new tables are never read behind the old ones.
        if (!idle[0].ok) throw new SwitchDeferred();
        await tx.query(checkpointSql.save, [name, at.transactionId, at.globalPosition]);
      } else {
        while (compareLogPositions(at, live) < 0) {
          const batch = (await store.readAll(at, batchSize)).filter((e) => compareLogPositions(e, live) <= 0);
          if (batch.length === 0) break;
          applied += await applyAll(tx, projection, batch);
          read += batch.length;
          at = lastPosition(batch);
        }
      }
    }
    await pointViews(tx, projection, build.schema);
    const catchUpMs = Date.now() - started;
    await tx.query(
      `UPDATE projection_versions SET version = $2, build_id = $3, schema_name = $4, switched_at = now()
       WHERE projection = $1`,
      [projection.name, build.version, build.id, build.schema],
    );
    await tx.query(
      `UPDATE projection_builds SET switched_at = now(), transaction_id = $2::xid8, global_position = $3,
         events_replayed = events_replayed + $4, tail_events = $5, catch_up_ms = $6 WHERE id = $1`,
      [build.id, at.transactionId, at.globalPosition, applied, read, catchUpMs],
    );
    return { read, applied, catchUpMs };
  });
  return result;
}

/**
 * For a writer outside the projections that changes a read model's rows (erasure): the same table in every build
 * being replayed now, as `schema.table`, with the replay batches held off until the caller's transaction ends, so
 * a batch that read something before the caller changed it has committed and the caller's update reaches its rows.
 */
export async function tablesBeingBuilt(tx: ClientBase, projection: string, table: string): Promise<string[]> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [buildBatchLockKey(projection)]);
  const { rows } = await tx.query<{ schema_name: string }>(
    `SELECT schema_name FROM projection_builds WHERE projection = $1 AND switched_at IS NULL AND abandoned_at IS NULL`,
    [projection],
  );
  return rows.map((r) => `${r.schema_name}.${table}`);
}

/**
 * `npm run projections:rebuild`: a blue/green rebuild of each projection in turn (see `buildAndSwitch`), on
 * demand, with the API running. Every projection gets a fresh build from the start of the log.
 */
export async function rebuildProjections(
  pool: Pool,
  store: EventStore,
  projections: readonly Projection[],
  options: BlueGreenOptions | number = {},
): Promise<RebuildReport[]> {
  const opts = typeof options === 'number' ? { batchSize: options } : options;
  const reports: RebuildReport[] = [];
  for (const projection of projections) {
    const report = await buildAndSwitch(pool, store, projection, { reason: 'rebuild', ...opts });
    if (report) reports.push(report);
  }
  return reports;
}
