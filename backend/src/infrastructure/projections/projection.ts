import type { ClientBase } from 'pg';
import type { SqlStatement } from '../database/send-together';
import type { InlineProjection, RecordedEvent } from '../event-store/event-store.port';

/** A read model fed by events, in PostgreSQL whatever the store; `apply` is idempotent (an event may come twice). */
export interface Projection extends InlineProjection<ClientBase> {
  /**
   * Bumped whenever the tables or what `apply` writes change. A process that starts with a version the database
   * has not built keeps the active build serving while the worker replays the log into the new version's
   * tables, then switches the views over to them (blue/green, see rebuild.ts).
   */
  readonly version: number;
  /**
   * 'inline': kept by the event store, readable when the append returns (read-your-writes; see
   * `InlineProjection` for how each adapter does it). 'async': applied by the worker's subscription.
   */
  readonly mode: 'inline' | 'async';
  readonly tables: readonly string[];
  /** Idempotent DDL (CREATE TABLE IF NOT EXISTS ...) for the projection's tables. */
  readonly schema: string;
  /**
   * Optional: the writes for one event as statements that need nothing but the event itself (type, data and the
   * metadata it is appended with), no reads. Inline projections that provide it let an append and its read-model
   * writes travel in one round trip. `null`: this event's writes need a read, so the append takes `apply`.
   */
  statements?(event: StatementEvent): SqlStatement[] | null;
}

/** What `statements` sees of an event: known before the append, so the writes can travel with it. */
export type StatementEvent = Pick<RecordedEvent, 'type' | 'data' | 'metadata'>;

/** Builds `apply` from `statements`, so both paths run the same SQL. */
export const applyStatements =
  (statements: (event: StatementEvent) => SqlStatement[]) =>
  async (tx: ClientBase, event: RecordedEvent): Promise<void> => {
    for (const statement of statements(event)) await tx.query(statement.text, statement.values);
  };

/** Multi-provider token: every context registers its projections under it. */
export const PROJECTIONS = Symbol('PROJECTIONS');

export const projectionHandles = (projection: Projection, event: RecordedEvent): boolean =>
  projection.handles.includes(event.type);

export const inlineProjections = (projections: readonly Projection[]): Projection[] =>
  projections.filter((p) => p.mode === 'inline');
