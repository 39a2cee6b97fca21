/**
 * An in-memory stand-in for the parts of the KurrentDB client the adapter uses, following the server's documented
 * behaviour: revisions from 0, reads from a position include it, $all carries system events, a missing stream
 * throws StreamNotFoundError while iterating. It checks the adapter's mapping without a server; the int-spec runs
 * the same contract against a real one. Use it as the module:
 *   jest.mock('@eventstore/db-client', () => jest.requireActual('./kurrent-client.stand-in').kurrentClientStandIn());
 * Every client it makes shares one log, as the connections of several processes to one server would.
 */
export function kurrentClientStandIn() {
  const actual = jest.requireActual('@eventstore/db-client');
  const { EventEmitter } = jest.requireActual('node:events');
  type Stored = {
    streamId: string;
    id: string;
    type: string;
    revision: bigint;
    data: unknown;
    metadata: unknown;
    isJson: true;
    created: Date;
    position: { commit: bigint; prepare: bigint };
  };
  const log: Stored[] = [];
  const streams = new Map<string, Stored[]>();
  const subscribers = new Set<{ emit: (event: string, value: unknown) => boolean }>();
  let nextPosition = 1000n;
  const record = (streamId: string, e: { id: string; type: string; data: unknown; metadata: unknown }) => {
    const events = streams.get(streamId) ?? [];
    const position = { commit: nextPosition, prepare: nextPosition };
    nextPosition += 137n;
    const stored: Stored = {
      streamId,
      id: e.id,
      type: e.type,
      revision: BigInt(events.length),
      data: e.data,
      metadata: e.metadata,
      isJson: true,
      created: new Date(),
      position,
    };
    events.push(stored);
    streams.set(streamId, events);
    log.push(stored);
    return stored;
  };
  const cmp = (a: Stored['position'], b: Stored['position']) =>
    a.commit !== b.commit
      ? a.commit < b.commit
        ? -1
        : 1
      : a.prepare === b.prepare
        ? 0
        : a.prepare < b.prepare
          ? -1
          : 1;
  class FakeClient {
    async appendToStream(
      streamId: string,
      data: { id: string; type: string; data: unknown; metadata: unknown }[],
      options: { expectedRevision: 'any' | 'no_stream' | bigint },
    ) {
      const current = streams.get(streamId);
      const currentRevision = current ? BigInt(current.length - 1) : 'no_stream';
      const expected = options.expectedRevision;
      if (expected !== 'any' && expected !== currentRevision) {
        throw new actual.WrongExpectedVersionError(undefined, {
          streamName: streamId,
          expected,
          current: currentRevision,
        });
      }
      let last: Stored | undefined;
      for (const e of data) last = record(streamId, e);
      // The server writes its own events beside ours now and then (statistics, metadata).
      if (log.length % 5 === 0)
        record('$stats-127.0.0.1:2113', { id: `s${log.length}`, type: '$statsCollected', data: {}, metadata: {} });
      for (const s of subscribers) s.emit('data', { event: last });
      return { success: true, nextExpectedRevision: (last as Stored).revision, position: (last as Stored).position };
    }

    async *readStream(streamId: string, options: { fromRevision?: 'start' | bigint; maxCount?: number } = {}) {
      const events = streams.get(streamId);
      if (!events) throw new actual.StreamNotFoundError(undefined, streamId);
      const from = typeof options.fromRevision === 'bigint' ? Number(options.fromRevision) : 0;
      for (const e of events.slice(from, from + (options.maxCount ?? events.length))) yield { event: e };
    }

    async *readAll(options: { fromPosition?: 'start' | Stored['position']; maxCount?: number } = {}) {
      const from = options.fromPosition;
      const start = from && from !== 'start' ? log.findIndex((e) => cmp(e.position, from) >= 0) : 0;
      if (start < 0) return;
      for (const e of log.slice(start, start + (options.maxCount ?? log.length))) yield { event: e };
    }

    subscribeToAll() {
      const subscription = new EventEmitter();
      subscribers.add(subscription);
      Object.assign(subscription, { unsubscribe: async () => void subscribers.delete(subscription) });
      return subscription;
    }

    async dispose() {}
  }
  // A system event before anything else, as a real server's log starts with them.
  record('$settings', { id: 'settings', type: '$settings', data: {}, metadata: {} });
  return { ...actual, EventStoreDBClient: { connectionString: () => new FakeClient() }, __log: log };
}
