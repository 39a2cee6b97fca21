import type { DomainEvent, EventStore } from '../event-store/event-store.port';
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
  const { events, version } = await store.readStream<Event>(streamId);
  const state = events.reduce(
    (s, e) => decider.evolve(s, { type: e.type, data: e.data } as Event),
    decider.initialState(),
  );
  return { state, version };
}
