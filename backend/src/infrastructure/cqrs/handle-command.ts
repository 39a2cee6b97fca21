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
import { loadState, rememberedState } from './load-state';

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
 * number of times (the decision is re-made on fresh state), then answered 409 (ConcurrencyConflict). A state the
 * store remembered instead of read (CachingEventStore) that refuses, decides nothing or conflicts is read again.
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
  const load = async () => ({ ...(await loadState(store, streamId, decider)), remembered: false });
  let current = rememberedState(store, streamId, decider) ?? (await load());
  let delay = retry.minDelayMs;
  for (let attempt = 0; ;) {
    const { state, version, remembered } = current;
    let newEvents: Event[];
    try {
      newEvents = decide(state);
    } catch (error) {
      if (!remembered) throw error;
      current = await load();
      continue;
    }
    if (newEvents.length === 0) {
      if (!remembered) return { newEvents, newState: state, version, appended: null };
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
      return { newEvents, newState, version: appended.nextExpectedVersion, appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (!remembered && attempt >= retry.retries) {
        commandConflicts.inc();
        throw new ConcurrencyConflict(streamId);
      }
      // A stale remembered state is read again at once; a conflict on a read one backs off first.
      if (!remembered) {
        attempt++;
        await sleep(delay * (0.5 + Math.random()));
        delay *= retry.factor;
      }
      current = await load();
    }
  }
}
