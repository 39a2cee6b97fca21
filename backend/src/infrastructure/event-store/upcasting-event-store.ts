import type {
  AppendOptions,
  AppendResult,
  DomainEvent,
  EventStore,
  EventToAppend,
  LogPosition,
  ReadStreamResult,
  RecordedEvent,
} from './event-store.port';
import { ForwardingEventStore } from './forwarding-event-store';
import type { EventUpcasters } from './upcasters';

/**
 * Puts the upcaster registry in front of any adapter (PostgreSQL, KurrentDB): appends stamp each event's schema
 * version into its metadata; stream reads and the ordered log (so subscriptions and rebuilds too) hand out every
 * event in its type's current shape. Events of types without upcasters pass through untouched.
 */
export class UpcastingEventStore extends ForwardingEventStore {
  constructor(
    inner: EventStore,
    private readonly upcasters: EventUpcasters,
  ) {
    super(inner);
  }

  override appendToStream(streamId: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult> {
    const stamped = events.map((e) => ({ ...e, metadata: this.upcasters.stamp(e.event.type, e.metadata) }));
    return this.inner.appendToStream(streamId, stamped, options);
  }

  override async readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<ReadStreamResult<E>> {
    const result = await this.inner.readStream<E>(streamId);
    return { ...result, events: result.events.map((e) => this.upcasters.upcast(e)) };
  }

  override async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    return (await this.inner.readAll(after, limit)).map((e) => this.upcasters.upcast(e));
  }

  override async readCommitted(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    return (await super.readCommitted(after, limit)).map((e) => this.upcasters.upcast(e));
  }
}
