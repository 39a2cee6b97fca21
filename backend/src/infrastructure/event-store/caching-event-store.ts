import {
  type AppendOptions,
  type AppendResult,
  type DomainEvent,
  type EventStore,
  type EventToAppend,
  type LogPosition,
  type ReadStreamResult,
  type RecordedEvent,
  WrongExpectedVersionError,
} from './event-store.port';
import { ForwardingEventStore } from './forwarding-event-store';

/**
 * Keeps the streams this process last read, appended to or saw in the log (most recently used, at most `limit`), so
 * a decision can start from memory (`remembered`) instead of a read. The invalidation rule: an entry is what this
 * process last learned of the stream, and is dropped when an append to it is refused for its version; it may lag
 * other processes' writes, so only a decision whose append carries the remembered version acts on it (handleCommand).
 * `readStream` always reads the log.
 */
export class CachingEventStore extends ForwardingEventStore {
  private readonly entries = new Map<string, ReadStreamResult>();

  constructor(
    inner: EventStore,
    private readonly limit = 10_000,
  ) {
    super(inner);
  }

  override async appendToStream(
    streamId: string,
    events: EventToAppend[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    let result: AppendResult;
    try {
      result = await this.inner.appendToStream(streamId, events, options);
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) this.entries.delete(streamId);
      throw error;
    }
    const kept = this.entries.get(streamId);
    const before = kept?.version === options.expectedVersion ? kept.events : options.expectedVersion === 0 ? [] : null;
    if (before) this.keep(streamId, [...before, ...result.recorded], result.nextExpectedVersion);
    else this.entries.delete(streamId);
    return result;
  }

  override async readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<ReadStreamResult<E>> {
    const result = await this.inner.readStream<E>(streamId);
    this.keep(streamId, result.events, result.version);
    return result;
  }

  override remembered<E extends DomainEvent = DomainEvent>(streamId: string): ReadStreamResult<E> | null {
    const kept = this.entries.get(streamId);
    if (!kept) return null;
    this.keep(streamId, kept.events, kept.version);
    return kept as ReadStreamResult<E>;
  }

  override expectNew(streamId: string): void {
    if (!this.entries.has(streamId)) this.keep(streamId, [], 0);
  }

  /** The log's events extend a kept stream when they come next in it (a process reading the log keeps up for free). */
  override async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const events = await this.inner.readAll(after, limit);
    for (const event of events) {
      const kept = this.entries.get(event.streamId);
      if ((kept?.version ?? 0) + 1 === event.streamPosition)
        this.keep(event.streamId, [...(kept?.events ?? []), event], event.streamPosition);
    }
    return events;
  }

  private keep(streamId: string, events: RecordedEvent[], version: number): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, { events, version });
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }
}
