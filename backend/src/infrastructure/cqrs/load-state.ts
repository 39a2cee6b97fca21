import type { DomainEvent, EventStore, ReadStreamResult, StreamVersionCheck } from '../event-store/event-store.port';
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
 * The remembered state with the store's check that it is still current, for a decision that acts outside the stream (a
 * write to another table, in one transaction with the check). Null when not kept, or the store cannot check (its log
 * is not in the application's database): then read the stream.
 */
export function checkableState<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'evolve' | 'initialState'>,
): (LoadedState<State> & { check: StreamVersionCheck }) | null {
  const kept = rememberedState(store, streamId, decider);
  const check = kept && store.versionCheck(streamId, kept.version);
  return kept && check ? { ...kept, check } : null;
}
