import type { EventMetadata, RecordedEvent } from './event-store.port';

/**
 * Reads an event of `type` written at schema version `fromVersion` as version `fromVersion + 1`. Pure and
 * synchronous: it sees only the stored data and metadata (no database), so every reader can run it.
 */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast(data: unknown, metadata: EventMetadata): unknown;
}

/** The version an event without `schemaVersion` in its metadata has: everything written before versions existed. */
export const FIRST_SCHEMA_VERSION = 1;

/**
 * Every event type's upcasters, by version. Writers stamp `metadata.schemaVersion` with the type's current version
 * (one past its last upcaster); readers (stream reads, the ordered log, rebuilds, every adapter) run the chain from
 * the stored version up to the current one, so old events are always handed out in today's shape.
 */
export class EventUpcasters {
  private readonly chains = new Map<string, Map<number, Upcaster>>();

  constructor(upcasters: readonly Upcaster[] = []) {
    for (const upcaster of upcasters) {
      const chain = this.chains.get(upcaster.type) ?? new Map<number, Upcaster>();
      if (chain.has(upcaster.fromVersion))
        throw new Error(`Two upcasters for ${upcaster.type} from version ${upcaster.fromVersion}`);
      chain.set(upcaster.fromVersion, upcaster);
      this.chains.set(upcaster.type, chain);
    }
    for (const [type, chain] of this.chains) {
      for (let v = FIRST_SCHEMA_VERSION; v < FIRST_SCHEMA_VERSION + chain.size; v++) {
        if (!chain.has(v)) throw new Error(`Upcasters of ${type} skip version ${v}`);
      }
    }
  }

  /** The version writers stamp on a new event of this type. */
  currentVersion(type: string): number {
    return FIRST_SCHEMA_VERSION + (this.chains.get(type)?.size ?? 0);
  }

  /** The metadata a writer stores: the event's current schema version added. */
  stamp(type: string, metadata: EventMetadata): EventMetadata {
    return { ...metadata, schemaVersion: this.currentVersion(type) };
  }

  /** The event in its type's current shape (the same object when it already is). */
  upcast<R extends Pick<RecordedEvent, 'type' | 'data' | 'metadata'>>(event: R): R {
    const chain = this.chains.get(event.type);
    if (!chain) return event;
    const current = FIRST_SCHEMA_VERSION + chain.size;
    let version = event.metadata?.schemaVersion ?? FIRST_SCHEMA_VERSION;
    if (version >= current) return event;
    let data = event.data;
    while (version < current) {
      data = (chain.get(version) as Upcaster).upcast(data, event.metadata);
      version++;
    }
    return { ...event, data, metadata: { ...event.metadata, schemaVersion: current } };
  }
}

/** No upcasters: events are read as stored. */
export const NO_UPCASTERS = new EventUpcasters();
