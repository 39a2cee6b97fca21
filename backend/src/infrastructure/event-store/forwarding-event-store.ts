import {
  type AppendOptions,
  type AppendResult,
  type DomainEvent,
  EventStore,
  type EventToAppend,
  type LogPosition,
  type ReadStreamResult,
  type RecordedEvent,
} from './event-store.port';

/** A decorator's base: every call goes to `inner`, and a decorator overrides what it adds to. */
export abstract class ForwardingEventStore extends EventStore {
  constructor(readonly inner: EventStore) {
    super();
  }

  appendToStream(streamId: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult> {
    return this.inner.appendToStream(streamId, events, options);
  }

  readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<ReadStreamResult<E>> {
    return this.inner.readStream<E>(streamId);
  }

  readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    return this.inner.readAll(after, limit);
  }

  override readCommitted(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    if (!this.inner.readCommitted) throw new Error('the wrapped event store cannot read past open transactions');
    return this.inner.readCommitted(after, limit);
  }

  override get sharesApplicationDatabase(): boolean {
    return this.inner.sharesApplicationDatabase;
  }

  override remembered<E extends DomainEvent = DomainEvent>(streamId: string): ReadStreamResult<E> | null {
    return this.inner.remembered<E>(streamId);
  }

  override expectNew(streamId: string): void {
    this.inner.expectNew(streamId);
  }

  onAppended(listener: () => void): () => void {
    return this.inner.onAppended(listener);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/** The adapter under any decorators. */
export const innermostStore = (store: EventStore): EventStore =>
  store instanceof ForwardingEventStore ? innermostStore(store.inner) : store;
