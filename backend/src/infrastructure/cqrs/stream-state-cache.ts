import type { EventStore, StreamVersionCheck } from '../event-store/event-store.port';

/**
 * The last known state and version of streams this process wrote, most recently used kept. A decision made on a
 * cached state can never land on a stream that moved on: its append carries the cached version as the expected
 * version, and a conflict sends handleCommand back to the event store.
 */
export class StreamStateCache<State> {
  private readonly entries = new Map<string, { state: State; version: number }>();

  constructor(private readonly limit = 10_000) {}

  get(streamId: string): { state: State; version: number } | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      this.entries.delete(streamId);
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  set(streamId: string, state: State, version: number): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, { state, version });
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }

  /**
   * Follows an event of the stream as the log brought it: the kept state moves on when the event is the next one
   * after it (or the stream's first), and is left alone otherwise (already applied, or history this process never
   * saw, which a decision then reads).
   */
  follow(streamId: string, streamPosition: number, initialState: State, evolve: (state: State) => State): void {
    const entry = this.entries.get(streamId);
    if (streamPosition === 1 && !entry) this.set(streamId, evolve(initialState), 1);
    else if (entry && streamPosition === entry.version + 1) this.set(streamId, evolve(entry.state), streamPosition);
  }

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }
}

/**
 * The state this process keeps for a stream with the store's check that it is still current, for a decision that
 * acts outside the stream (a write to another table, in one transaction with the check). Null when the state is not
 * kept, or the store cannot check (its log is not in the application's database): then read the stream.
 */
export const rememberedState = <State>(
  cache: StreamStateCache<State>,
  store: EventStore,
  streamId: string,
): { state: State; version: number; check: StreamVersionCheck } | null => {
  const entry = cache.get(streamId);
  const check = entry ? store.versionCheck(streamId, entry.version) : null;
  return entry && check ? { ...entry, check } : null;
};
