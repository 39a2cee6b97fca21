import type { ClientBase } from 'pg';
import type { RecordedEvent } from '../event-store/event-store.port';

/**
 * A read model fed by events. Its tables carry the `rm_` prefix so a rebuild can drop and replay them.
 * `apply` must be idempotent for a given event (upserts and absolute values), because a rebuild may meet
 * events that an inline run already applied.
 */
export interface Projection {
  /** Checkpoint key and log name. */
  readonly name: string;
  /** 'inline': applied in the append's transaction (read-your-writes). 'async': applied by the worker's subscription. */
  readonly mode: 'inline' | 'async';
  readonly tables: readonly string[];
  /** Idempotent DDL (CREATE TABLE IF NOT EXISTS ...) for the projection's tables. */
  readonly schema: string;
  readonly handles: readonly string[];
  apply(tx: ClientBase, event: RecordedEvent): Promise<void>;
}

/** Multi-provider token: every context registers its projections under it. */
export const PROJECTIONS = Symbol('PROJECTIONS');

export const projectionHandles = (projection: Projection, event: RecordedEvent): boolean =>
  projection.handles.includes(event.type);
