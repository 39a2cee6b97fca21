import type { DomainEvent } from '../../src/infrastructure/event-store/event-store.port';
import type { Decider } from '../../src/infrastructure/cqrs/decider';

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Given/when/then for deciders (after Emmett's DeciderSpecification):
 * `spec.given([...events]).when(command).then([...events])`, `.thenThrows(ErrorClass, check?)` or `.thenNothingHappened()`.
 */
export const deciderSpec = <State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) => ({
  given: (events: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenNothingHappened: () => expect(run()).toEqual([]),
        thenThrows: <E extends ErrorClass>(errorClass: E, check?: (error: InstanceType<E>) => void) => {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(errorClass);
          check?.(thrown as InstanceType<E>);
        },
      };
    },
  }),
});
