import type { DomainEvent, EventStore, ReadStreamResult } from '../event-store/event-store.port';
import type { Decider } from './decider';

export interface LoadedState<State> {
  state: State;
  /** The stream's version, 0 when it does not exist. */
  version: number;
}

/** Folds one stream's events through a decider's `evolve`, from its initial state. */
export async function loadState<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'evolve' | 'initialState'>,
): Promise<LoadedState<State>> {
  return fold(await store.readStream<Event>(streamId), decider);
}

/** The stream as this process last learned it (`EventStore.remembered`, no I/O), folded; null when not kept. */
export function rememberedState<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'evolve' | 'initialState'>,
): (LoadedState<State> & { remembered: true }) | null {
  const kept = store.remembered<Event>(streamId);
  return kept ? { ...fold(kept, decider), remembered: true } : null;
}

const fold = <State, Event extends DomainEvent>(
  { events, version }: ReadStreamResult<Event>,
  decider: Pick<Decider<State, never, Event>, 'evolve' | 'initialState'>,
): LoadedState<State> => ({
  state: events.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as Event), decider.initialState()),
  version,
});

/**
 * The remembered state, for a decision that acts outside the stream (a write to another table that checks the version
 * in its own statement). Null when not kept, or the log is not in the application's database: then read the stream.
 */
export function checkableState<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'evolve' | 'initialState'>,
): LoadedState<State> | null {
  return store.sharesApplicationDatabase ? rememberedState(store, streamId, decider) : null;
}
