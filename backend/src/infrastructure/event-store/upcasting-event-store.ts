import {
  type AppendOptions,
  type AppendResult,
  type DomainEvent,
  EventStore,
  type EventToAppend,
  type LogPosition,
  type ReadStreamResult,
  type RecordedEvent,
  type StreamVersionCheck,
} from './event-store.port';
import type { EventUpcasters } from './upcasters';

/**
 * Puts the upcaster registry in front of any adapter (PostgreSQL, KurrentDB): appends stamp each event's schema
 * version into its metadata; stream reads and the ordered log (so subscriptions and rebuilds too) hand out every
 * event in its type's current shape. Events of types without upcasters pass through untouched.
 */
export class UpcastingEventStore extends EventStore {
  constructor(
    readonly inner: EventStore,
    private readonly upcasters: EventUpcasters,
  ) {
    super();
  }

  appendToStream(streamId: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult> {
    const stamped = events.map((e) => ({ ...e, metadata: this.upcasters.stamp(e.event.type, e.metadata) }));
    return this.inner.appendToStream(streamId, stamped, options);
  }

  async readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<ReadStreamResult<E>> {
    const result = await this.inner.readStream<E>(streamId);
    return { ...result, events: result.events.map((e) => this.upcasters.upcast(e)) };
  }

  async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    return (await this.inner.readAll(after, limit)).map((e) => this.upcasters.upcast(e));
  }

  override async readCommitted(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    if (!this.inner.readCommitted) throw new Error('the wrapped event store cannot read past open transactions');
    return (await this.inner.readCommitted(after, limit)).map((e) => this.upcasters.upcast(e));
  }

  override versionCheck(streamId: string, version: number): StreamVersionCheck | null {
    return this.inner.versionCheck(streamId, version);
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
  store instanceof UpcastingEventStore ? innermostStore(store.inner) : store;
