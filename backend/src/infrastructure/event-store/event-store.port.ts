/*
 * The event-store port: streams and events only. It names no database, driver or SQL type; the adapters
 * (postgres/, kurrent/) and the read-model side (projections/) bring those.
 */

/** A domain fact as deciders return it: no ids, no metadata. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Who and what caused an event; stamped by handleCommand, never by deciders. Times are ISO UTC. */
export interface EventMetadata {
  correlationId: string;
  causationId: string | null;
  actor: { kind: 'user' | 'session' | 'system'; id: string; role?: string };
  channel: 'web' | 'kiosk' | 'staff' | 'system';
  at: string;
  /** The shape version of the event's data (see upcasters.ts); absent on events written before versions: 1. */
  schemaVersion?: number;
}

export interface EventToAppend<E extends DomainEvent = DomainEvent> {
  event: E;
  metadata: EventMetadata;
}

/** An event as stored. `globalPosition` is a decimal string (bigint); the log order is (transactionId, globalPosition). */
export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  eventId: string;
  streamId: string;
  streamPosition: number;
  globalPosition: string;
  transactionId: string;
  createdAt: string;
}

/** A cursor in the global log. Compared as the pair (transactionId, globalPosition). */
export interface LogPosition {
  transactionId: string;
  globalPosition: string;
}

export const LOG_START: LogPosition = { transactionId: '0', globalPosition: '0' };

/** 0 means "the stream must not exist yet"; ANY skips the check. */
export const ANY_VERSION = -1;

export interface AppendOptions {
  expectedVersion: number;
}

/**
 * An inline projection: a read model that must show an append's events by the time `appendToStream` returns
 * (read-your-writes for the request that appended). It is declared once, to the store of a process (the
 * composition root hands the registry to `EventStoreModule`), not per append: every append whose events it
 * `handles` feeds it, whoever appends.
 *
 * The port does not say how a read model is written. `UnitOfWork` is whatever the adapter hands `apply`, opaque
 * here; for the shop's read models (tables in PostgreSQL in every deployment) it is a PostgreSQL transaction, and
 * `Projection` in projections/ fixes it so. How each adapter keeps the promise:
 * - PostgreSQL (`PostgresEventStore`): `apply` runs in the append's own transaction, so the events and the rows
 *   commit or vanish together. Projections that can say their writes as statements computed from the events alone
 *   travel in the append's one message (the fast path, one round trip).
 * - a log that cannot share a transaction with the read models (KurrentDB): `InlineBySubscription` wraps the
 *   store; each inline projection is a checkpointed subscription whose checkpoint commits with its rows in
 *   PostgreSQL, and the append waits until it has passed the appended events. A crash between the append and the
 *   projection is repaired when a process starts again, from the checkpoint.
 *
 * So every inline projection must: be idempotent per event (a rebuild may replay one); compute its writes from
 * the event and rows its own earlier events wrote (the subscription may apply it later than the append, or in
 * another process); and touch only its own `rm_` tables.
 */
export interface InlineProjection<UnitOfWork = unknown> {
  /** Log name and, on the subscription path, the checkpoint key (`projection:<name>`). */
  readonly name: string;
  /** The event types it takes; events of other types never reach `apply`. */
  readonly handles: readonly string[];
  apply(work: UnitOfWork, event: RecordedEvent): Promise<void>;
}

/** The inline projections among `projections` that take at least one of `types`. */
export const inlineProjectionsFor = <P extends Pick<InlineProjection, 'handles'>>(
  projections: readonly P[],
  types: readonly string[],
): P[] => projections.filter((p) => types.some((type) => p.handles.includes(type)));

export interface AppendResult {
  nextExpectedVersion: number;
  lastPosition: LogPosition;
  recorded: RecordedEvent[];
}

export interface ReadStreamResult<E extends DomainEvent = DomainEvent> {
  events: RecordedEvent<E>[];
  /** The stream's version: its last stream position, 0 when it does not exist. */
  version: number;
}

/**
 * The event store every context writes through. Implemented by PostgreSQL (default) and KurrentDB adapters; the
 * inline projections a store keeps (see `InlineProjection`) are given to the adapter when it is made.
 */
export abstract class EventStore {
  abstract appendToStream(streamId: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult>;
  abstract readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<ReadStreamResult<E>>;
  /**
   * Reads the global log after `after`, in commit-safe order: never returns an event while an earlier-ordered
   * event could still appear (a transaction still open), so a consumer that advances its cursor never skips one.
   */
  abstract readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]>;
  /**
   * Optional, for adapters that write inline projections in the append's own transaction (PostgreSQL): every
   * event committed after `after` now, in log order, without holding back behind open transactions. Only for a
   * reader that has made sure no open transaction can still write what it is catching up: the blue/green switch,
   * which holds the read model's tables exclusively, so every append that wrote them has committed.
   */
  readCommitted?(after: LogPosition, limit: number): Promise<RecordedEvent[]>;
  /**
   * True where the log lives in the application's own database (PostgreSQL): a write to another table can then check,
   * in its own statement, that a stream is still at a version (`assert_stream_version`, a migration). False where the
   * log is elsewhere (KurrentDB): read the stream instead.
   */
  get sharesApplicationDatabase(): boolean {
    return false;
  }
  /**
   * The stream as this process last learned it, without I/O, when a decorator keeps it (`CachingEventStore`); it may
   * lag other processes' writes, so only a decision whose append carries its version may act on it. Null otherwise.
   */
  remembered<E extends DomainEvent = DomainEvent>(_streamId: string): ReadStreamResult<E> | null {
    return null;
  }
  /** The stream has no events as far as this process knows (an id it just made up): `remembered` answers it empty. */
  expectNew(_streamId: string): void {}
  /** Resolves when new events may be readable (in-process appends, cross-process notification or a poll tick). */
  abstract onAppended(listener: () => void): () => void;
  abstract close(): Promise<void>;
}

/** Thrown when a stream moved past the version a command decided on. */
export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: number,
    readonly actual?: number,
  ) {
    super(`Stream ${streamId} is not at expected version ${expected}${actual === undefined ? '' : ` (at ${actual})`}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/** Orders two log positions: negative when a comes first. */
export const compareLogPositions = (a: LogPosition, b: LogPosition): number => {
  const tx = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const pos = BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return pos === 0n ? 0 : pos < 0n ? -1 : 1;
};
