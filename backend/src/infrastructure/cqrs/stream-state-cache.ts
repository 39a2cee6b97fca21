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

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }
}
