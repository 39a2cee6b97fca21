import type { DomainEvent } from '../event-store/event-store.port';

/** An Emmett-style decider: pure functions over one stream's events. */
export interface Decider<State, Command, Event extends DomainEvent> {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: () => State;
}

export const assertNever = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
};
