import { randomUUID } from 'node:crypto';
import {
  ANY,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  type JSONType,
  NO_STREAM,
  type Position,
  type RecordedEvent as KurrentRecordedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  ANY_VERSION,
  type AppendOptions,
  type AppendResult,
  type DomainEvent,
  EventStore,
  type EventMetadata,
  type EventToAppend,
  type LogPosition,
  type ReadStreamResult,
  type RecordedEvent,
  WrongExpectedVersionError,
} from '../event-store.port';

export interface KurrentEventStoreOptions {
  /** How long a reconnect of the wake-up subscription waits after it drops. */
  resubscribeDelayMs?: number;
}

/** Our stream versions count from 1 (0 = no stream); Kurrent revisions count from 0. */
const toExpectedRevision = (expectedVersion: number): AppendExpectedRevision => {
  if (expectedVersion === ANY_VERSION) return ANY;
  if (expectedVersion === 0) return NO_STREAM;
  return BigInt(expectedVersion - 1);
};

/** $all is ordered by (commit, prepare); the port's cursor carries them as (transactionId, globalPosition). */
const toLogPosition = (position: Position | undefined): LogPosition => ({
  transactionId: String(position?.commit ?? 0n),
  globalPosition: String(position?.prepare ?? 0n),
});

const toPosition = (position: LogPosition): Position => ({
  commit: BigInt(position.transactionId),
  prepare: BigInt(position.globalPosition),
});

const comparePositions = (a: Position, b: Position): number =>
  a.commit !== b.commit ? (a.commit < b.commit ? -1 : 1) : a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;

/** Event types and streams that start with '$' belong to the server (stream metadata, statistics, projections). */
const isSystem = (event: KurrentRecordedEvent): boolean => event.type.startsWith('$') || event.streamId.startsWith('$');

const toRecorded = (event: KurrentRecordedEvent): RecordedEvent => {
  const position = toLogPosition(event.position);
  return {
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    eventId: event.id,
    streamId: event.streamId,
    streamPosition: Number(event.revision) + 1,
    globalPosition: position.globalPosition,
    transactionId: position.transactionId,
    createdAt: event.created.toISOString(),
  };
};

/**
 * The KurrentDB (EventStoreDB) adapter. KurrentDB orders $all itself and never exposes an event out of order, so
 * readAll needs no snapshot guard. Stream versions, positions and conflicts are mapped onto the port's terms.
 * It keeps no read model itself: KurrentDB has no transaction to share with the PostgreSQL read models, so the
 * process wraps it in `InlineBySubscription` (projections/), which runs inline projections as checkpointed
 * subscriptions over this log.
 */
export class KurrentEventStore extends EventStore {
  private readonly listeners = new Set<() => void>();
  private subscription: AllStreamSubscription | null = null;
  private resubscribeTimer: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(
    private readonly client: EventStoreDBClient,
    private readonly options: KurrentEventStoreOptions,
  ) {
    super();
  }

  /** Connects and makes one read, so a wrong URL or an absent server fails here rather than on the first command. */
  static async connect(connectionString: string, options: KurrentEventStoreOptions = {}): Promise<KurrentEventStore> {
    const client = EventStoreDBClient.connectionString(connectionString);
    try {
      for await (const _ of client.readAll({ fromPosition: START, maxCount: 1, deadline: 5000 })) break;
    } catch (error) {
      await client.dispose().catch(() => undefined);
      throw error;
    }
    return new KurrentEventStore(client, options);
  }

  async appendToStream(streamId: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const data = events.map((e) =>
      jsonEvent({ id: randomUUID(), type: e.event.type, data: e.event.data as JSONType, metadata: e.metadata }),
    );
    let nextRevision: bigint;
    try {
      const result = await this.client.appendToStream(streamId, data, {
        expectedRevision: toExpectedRevision(options.expectedVersion),
      });
      nextRevision = result.nextExpectedRevision;
    } catch (error) {
      if (error instanceof KurrentWrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) + 1 : 0;
        throw new WrongExpectedVersionError(streamId, options.expectedVersion, actual);
      }
      throw error;
    }
    // The append result carries one position for the whole write; read the events back for each one's position
    // and creation time (one extra round trip, the price of exact positions on this adapter).
    const firstRevision = nextRevision - BigInt(events.length) + 1n;
    const ids = new Set(data.map((d) => d.id));
    const recorded: RecordedEvent[] = [];
    for await (const resolved of this.client.readStream(streamId, {
      fromRevision: firstRevision,
      maxCount: events.length,
      direction: FORWARDS,
    })) {
      if (resolved.event && ids.has(resolved.event.id)) recorded.push(toRecorded(resolved.event));
    }
    if (recorded.length !== events.length) throw new Error(`Appended events of ${streamId} could not be read back`);

    for (const listener of this.listeners) listener();
    const last = recorded[recorded.length - 1];
    return {
      nextExpectedVersion: last.streamPosition,
      lastPosition: { transactionId: last.transactionId, globalPosition: last.globalPosition },
      recorded,
    };
  }

  async readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<ReadStreamResult<E>> {
    const events: RecordedEvent<E>[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: START, direction: FORWARDS })) {
        if (resolved.event) events.push(toRecorded(resolved.event) as RecordedEvent<E>);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { events: [], version: 0 };
      throw error;
    }
    return { events, version: events.length ? events[events.length - 1].streamPosition : 0 };
  }

  async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const found: RecordedEvent[] = [];
    const fromStart = after.transactionId === '0' && after.globalPosition === '0';
    // Reads from a position include the event at it, and system events take up room in a page: page until
    // `limit` user events are found or the log ends.
    let floor: Position | null = fromStart ? null : toPosition(after);
    const page = Math.max(limit, 32) + 1;
    for (;;) {
      let read = 0;
      for await (const resolved of this.client.readAll({
        fromPosition: floor ?? START,
        direction: FORWARDS,
        maxCount: page,
        resolveLinkTos: false,
      })) {
        read++;
        const event = resolved.event;
        if (!event) continue;
        if (floor && comparePositions(event.position, floor) <= 0) continue;
        floor = event.position;
        if (isSystem(event)) continue;
        found.push(toRecorded(event));
        if (found.length === limit) return found;
      }
      if (read < page) return found;
    }
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    this.subscribe();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.unsubscribe();
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.unsubscribe();
    await this.client.dispose();
  }

  /** A live $all subscription from the end is the cross-process wake-up: other writers' events arrive through it. */
  private subscribe(): void {
    if (this.subscription || this.closed || this.listeners.size === 0) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.subscription = subscription;
    subscription.on('data', () => {
      for (const listener of this.listeners) listener();
    });
    subscription.on('error', () => {
      // Subscribers poll as a safety net; resubscribe so wake-ups resume after a server restart.
      if (this.subscription !== subscription) return;
      this.subscription = null;
      this.resubscribeTimer = setTimeout(() => {
        this.resubscribeTimer = null;
        this.subscribe();
      }, this.options.resubscribeDelayMs ?? 1000);
      this.resubscribeTimer.unref();
    });
  }

  private unsubscribe(): void {
    if (this.resubscribeTimer) clearTimeout(this.resubscribeTimer);
    this.resubscribeTimer = null;
    const subscription = this.subscription;
    this.subscription = null;
    void subscription?.unsubscribe().catch(() => undefined);
  }
}
