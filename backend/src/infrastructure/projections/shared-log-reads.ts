import { setTimeout as sleep } from 'node:timers/promises';
import type { EventStore, LogPosition, RecordedEvent } from '../event-store/event-store.port';

/** What a subscription runner needs of the event store: the ordered log, and a wake-up when it grows. */
export type LogSource = Pick<EventStore, 'readAll' | 'onAppended'>;

const samePosition = (a: LogPosition, b: LogPosition): boolean =>
  a.transactionId === b.transactionId && a.globalPosition === b.globalPosition;

const positionOf = (event: RecordedEvent): LogPosition => ({
  transactionId: event.transactionId,
  globalPosition: event.globalPosition,
});

/** One read of the log's tail for all of a process's subscription runners (README, "Shared log reads"). */
export class SharedLogReads implements LogSource {
  /** Consecutive events of the log, oldest first; `before` is the position just before the first of them. */
  private tail: RecordedEvent[] = [];
  private before: LogPosition | null = null;
  private readonly inFlight = new Map<string, Promise<RecordedEvent[]>>();
  /** When the newest read of the head of the log was made (ms, performance.now()). */
  private headReadAt = -Infinity;

  /**
   * @param gapMs a runner that has caught up with the kept events waits until this long after the previous read of
   *   the head, so the runners woken by one append meet in one read instead of reading a few ms apart.
   */
  constructor(
    private readonly store: LogSource,
    private readonly gapMs = 10,
    private readonly keep = 2000,
  ) {}

  onAppended(listener: () => void): () => void {
    return this.store.onAppended(listener);
  }

  async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const kept = this.keptAfter(after, limit);
    if (kept.length > 0) return kept;
    const wait = this.headReadAt + this.gapMs - performance.now();
    if (wait > 0 && this.isTailEnd(after)) {
      await sleep(wait);
      const keptSince = this.keptAfter(after, limit);
      if (keptSince.length > 0) return keptSince;
    }
    const key = `${after.transactionId}/${after.globalPosition}/${limit}`;
    let read = this.inFlight.get(key);
    if (!read) {
      read = this.store.readAll(after, limit).then(
        (events) => {
          this.inFlight.delete(key);
          if (events.length < limit) this.headReadAt = performance.now();
          this.remember(after, events, limit);
          return events;
        },
        (error: unknown) => {
          this.inFlight.delete(key);
          throw error;
        },
      );
      this.inFlight.set(key, read);
    }
    // Each runner gets its own array, so none can change another's batch.
    return (await read).slice();
  }

  /** Whether `after` is where the kept events end (the runner has caught up with them). */
  private isTailEnd(after: LogPosition): boolean {
    const last = this.tail[this.tail.length - 1];
    return last ? samePosition(after, positionOf(last)) : this.before !== null && samePosition(after, this.before);
  }

  /** The kept events after `after` (at most `limit`), or none when `after` is not the start or an event of the tail. */
  private keptAfter(after: LogPosition, limit: number): RecordedEvent[] {
    if (!this.before || this.tail.length === 0) return [];
    let start = -1;
    if (samePosition(after, this.before)) start = 0;
    else {
      for (let i = this.tail.length - 1; i >= 0; i--) {
        if (samePosition(after, positionOf(this.tail[i]))) {
          start = i + 1;
          break;
        }
      }
    }
    return start < 0 ? [] : this.tail.slice(start, start + limit);
  }

  private remember(after: LogPosition, events: RecordedEvent[], limit: number): void {
    if (events.length === 0) return;
    const last = this.tail[this.tail.length - 1];
    if (last && samePosition(after, positionOf(last))) this.tail.push(...events);
    else if (!last || events.length < limit) {
      // A short read reached the head of the log, so it is the newest there is: it replaces what was kept. A full
      // batch elsewhere (a runner catching up from far behind) is left alone, so it cannot push the tail back.
      this.tail = events.slice();
      this.before = after;
    }
    if (this.tail.length > this.keep) {
      const dropped = this.tail.length - this.keep;
      this.before = positionOf(this.tail[dropped - 1]);
      this.tail = this.tail.slice(dropped);
    }
  }
}
