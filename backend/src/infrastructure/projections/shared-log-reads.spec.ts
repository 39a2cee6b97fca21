import { systemMetadata } from '../../../test/support/event-metadata';
import { LOG_START, type LogPosition, type RecordedEvent } from '../event-store/event-store.port';
import { type LogSource, SharedLogReads } from './shared-log-reads';

/** A log in memory that counts its reads, typed as the event store's port. */
class CountingLog implements LogSource {
  readonly events: RecordedEvent[] = [];
  reads: LogPosition[] = [];

  append(count: number): void {
    for (let i = 0; i < count; i++) {
      const n = this.events.length + 1;
      this.events.push({
        type: 'Appended',
        data: { n },
        metadata: systemMetadata(),
        eventId: `e${n}`,
        streamId: 's',
        streamPosition: n,
        globalPosition: String(n),
        transactionId: String(1000 + n),
        createdAt: new Date(0).toISOString(),
      });
    }
  }

  async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    this.reads.push(after);
    await Promise.resolve();
    const from = Number(after.globalPosition);
    return this.events.slice(from, from + limit);
  }

  onAppended(): () => void {
    return () => undefined;
  }
}

const at = (event: RecordedEvent): LogPosition => ({
  transactionId: event.transactionId,
  globalPosition: event.globalPosition,
});
const numbers = (events: RecordedEvent[]) => events.map((e) => (e.data as { n: number }).n);

describe('SharedLogReads: one read of the log tail for all runners of a process', () => {
  it('serves runners woken together with one query, each with its own copy', async () => {
    const log = new CountingLog();
    log.append(3);
    const shared = new SharedLogReads(log, 0);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => shared.readAll(LOG_START, 500)));
    expect(numbers(a)).toEqual([1, 2, 3]);
    expect(b).toEqual(a);
    expect(c).not.toBe(a);
    expect(log.reads).toHaveLength(1);
  });

  it('answers a runner behind the newest read from memory, then reads on from the end and extends what is kept', async () => {
    const log = new CountingLog();
    log.append(4);
    const shared = new SharedLogReads(log, 0);
    const first = await shared.readAll(LOG_START, 500);
    log.append(2);
    // A runner that had handled two of the four events: served from memory, the events after its position only.
    expect(numbers(await shared.readAll(at(first[1]), 500))).toEqual([3, 4]);
    expect(log.reads).toHaveLength(1);
    // At the end of what is kept: a real read, and its events join the kept ones.
    expect(numbers(await shared.readAll(at(first[3]), 500))).toEqual([5, 6]);
    expect(log.reads).toHaveLength(2);
    expect(numbers(await shared.readAll(at(first[2]), 2))).toEqual([4, 5]);
    expect(log.reads).toHaveLength(2);
  });

  it('does not let a runner catching up from far behind replace the newest events', async () => {
    const log = new CountingLog();
    log.append(10);
    const shared = new SharedLogReads(log, 0);
    const head = await shared.readAll(at(log.events[7]), 5);
    expect(numbers(head)).toEqual([9, 10]);
    // A full batch from the start (a runner far behind) is answered but not kept...
    expect(numbers(await shared.readAll(LOG_START, 3))).toEqual([1, 2, 3]);
    // ...so the head is still served from memory.
    const reads = log.reads.length;
    expect(numbers(await shared.readAll(at(log.events[8]), 5))).toEqual([10]);
    expect(log.reads).toHaveLength(reads);
  });

  it('keeps at most `keep` events, dropping the oldest', async () => {
    const log = new CountingLog();
    log.append(6);
    const shared = new SharedLogReads(log, 0, 4);
    await shared.readAll(LOG_START, 500);
    const reads = log.reads.length;
    // Events 3..6 are kept: a runner at event 2 is served from memory, one at event 1 needs a read.
    expect(numbers(await shared.readAll(at(log.events[1]), 500))).toEqual([3, 4, 5, 6]);
    expect(log.reads).toHaveLength(reads);
    expect(numbers(await shared.readAll(at(log.events[0]), 500))).toEqual([2, 3, 4, 5, 6]);
    expect(log.reads).toHaveLength(reads + 1);
  });

  it('makes a runner that caught up wait out the gap after the last read of the head, then share one read', async () => {
    const log = new CountingLog();
    log.append(2);
    const shared = new SharedLogReads(log, 30);
    const first = await shared.readAll(LOG_START, 500);
    log.append(1);
    const started = performance.now();
    const [a, b] = await Promise.all([shared.readAll(at(first[1]), 500), shared.readAll(at(first[1]), 500)]);
    const waited = performance.now() - started;
    expect(numbers(a)).toEqual([3]);
    expect(numbers(b)).toEqual([3]);
    // Positive control for the gap: the read happened, once, and only after the gap.
    expect(log.reads).toHaveLength(2);
    expect(waited).toBeGreaterThanOrEqual(25);
  });
});
