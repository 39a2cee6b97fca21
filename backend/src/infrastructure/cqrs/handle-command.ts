import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AppendResult,
  type DomainEvent,
  EventStore,
  WrongExpectedVersionError,
} from '../event-store/event-store.port';
import type { CommandContext } from './command-context';
import type { Decider } from './decider';
import { commandConflicts, eventsAppended } from '../metrics/metrics';
import { streamCategory } from '../event-store/stream-names';
import { ConcurrencyConflict } from './domain-error';
import { KeyedLock } from './keyed-lock';
import { loadState } from './load-state';
import type { StreamStateCache } from './stream-state-cache';

const streamLocks = new WeakMap<EventStore, KeyedLock>();

export interface RetryOptions {
  retries: number;
  minDelayMs: number;
  factor: number;
}

/** Emmett's defaults: 3 retries from 100 ms, ×1.5, with jitter so racing writers spread out. */
export const DEFAULT_RETRY: RetryOptions = { retries: 3, minDelayMs: 100, factor: 1.5 };

export interface HandleCommandOptions {
  retry?: Partial<RetryOptions>;
  /**
   * Decide on the state this process last wrote instead of reading the stream first (one round trip saved). With
   * `assumeNewWhenUncached`, a stream the cache does not know is taken as new: right for most first commands
   * (a new shopper's first add), and a conflict or a refusal sends the command back to the store.
   */
  cache?: StreamStateCache<unknown>;
  assumeNewWhenUncached?: boolean;
  /**
   * With `cache`: the stream never changes once written (content-addressed, one decision for its life), so a
   * decision to append nothing made on the state this process cached is final, without reading the store.
   */
  immutable?: boolean;
  /** The time stamped on the events: the process's injected `Clock`, never read here. */
  now: () => Date;
}

export interface HandleCommandResult<State, Event extends DomainEvent> {
  newEvents: Event[];
  newState: State;
  /** The stream version after the command (unchanged when nothing was decided). */
  version: number;
  appended: AppendResult | null;
}

/**
 * Load → decide → append with the expected version. On a version conflict the whole cycle is retried a bounded
 * number of times (the decision is re-made on fresh state), then answered 409 (ConcurrencyConflict).
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, Command, Event>, 'evolve' | 'initialState'>,
  context: CommandContext,
  decide: (state: State) => Event[],
  options: HandleCommandOptions,
): Promise<HandleCommandResult<State, Event>> {
  let lock = streamLocks.get(store);
  if (!lock) streamLocks.set(store, (lock = new KeyedLock()));
  return lock.run(streamId, () => decideAndAppend(store, streamId, decider, context, decide, options));
}

async function decideAndAppend<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, Command, Event>, 'evolve' | 'initialState'>,
  context: CommandContext,
  decide: (state: State) => Event[],
  options: HandleCommandOptions,
): Promise<HandleCommandResult<State, Event>> {
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const cache = options.cache as StreamStateCache<State> | undefined;
  const load = async () => {
    const loaded = await loadState(store, streamId, decider);
    // What was just read is what the next command on this stream can start from.
    cache?.set(streamId, loaded.state, loaded.version);
    return { ...loaded, fromStore: true, fromCache: false };
  };
  const cached = cache?.get(streamId);
  let current = cached
    ? { ...cached, fromStore: false, fromCache: true }
    : options.assumeNewWhenUncached && cache
      ? { state: decider.initialState(), version: 0, fromStore: false, fromCache: false }
      : await load();
  let delay = retry.minDelayMs;
  for (let attempt = 0; ;) {
    const { state, version, fromStore, fromCache } = current;
    let newEvents: Event[];
    try {
      newEvents = decide(state);
    } catch (error) {
      // A refusal is only reported when made on the stream as stored.
      if (fromStore) throw error;
      current = await load();
      continue;
    }
    if (newEvents.length === 0) {
      if (fromStore || (fromCache && options.immutable)) return { newEvents, newState: state, version, appended: null };
      current = await load();
      continue;
    }
    const at = options.now().toISOString();
    try {
      const appended = await store.appendToStream(
        streamId,
        newEvents.map((event) => ({ event, metadata: { ...context, at } })),
        { expectedVersion: version },
      );
      eventsAppended.labels(streamCategory(streamId)).inc(newEvents.length);
      const newState = newEvents.reduce(decider.evolve, state);
      cache?.set(streamId, newState, appended.nextExpectedVersion);
      return { newEvents, newState, version: appended.nextExpectedVersion, appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      cache?.delete(streamId);
      if (!fromStore) {
        // The cached or assumed state was stale: read the stream and decide again, no back-off needed.
        current = await load();
        continue;
      }
      if (attempt >= retry.retries) {
        commandConflicts.inc();
        throw new ConcurrencyConflict(streamId);
      }
      attempt++;
      await sleep(delay * (0.5 + Math.random()));
      delay *= retry.factor;
      current = await load();
    }
  }
}
