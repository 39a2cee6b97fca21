import type { ClientBase } from 'pg';
import type { SqlStatement } from '../database/sql-literal';

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
  /**
   * Runs inside the append's transaction (PostgreSQL adapter), so inline read models commit atomically with the
   * events: read-your-writes. Adapters without shared transactions call it right after the append.
   */
  beforeCommit?: (tx: ClientBase, recorded: RecordedEvent[]) => Promise<void>;
  /**
   * The same inline read-model writes as plain statements computed from the events alone, when every inline
   * projection can express them so (else null). The PostgreSQL adapter then sends append and writes as ONE
   * message, one round trip, one implicit transaction; other adapters ignore it and use `beforeCommit`.
   */
  inlineStatements?: (events: DomainEvent[]) => SqlStatement[] | null;
}

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

/** The event store every context writes through. Implemented by PostgreSQL (default) and KurrentDB adapters. */
export abstract class EventStore {
  abstract appendToStream(streamId: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult>;
  abstract readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<ReadStreamResult<E>>;
  /**
   * Reads the global log after `after`, in commit-safe order: never returns an event while an earlier-ordered
   * event could still appear (a transaction still open), so a consumer that advances its cursor never skips one.
   */
  abstract readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]>;
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
