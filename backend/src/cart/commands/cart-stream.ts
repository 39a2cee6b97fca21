import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { Clock } from '../../infrastructure/clock/clock';
import { handleCommand } from '../../infrastructure/cqrs/handle-command';
import { rememberedState, StreamStateCache } from '../../infrastructure/cqrs/stream-state-cache';
import { EventStore, type RecordedEvent } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { type Cart, type CartEvent, cartDecider } from '../cart.decider';

/**
 * Runs one decision against a cart stream (the event store keeps the cart read model with it). Carts are small, written
 * often and mostly by one shopper, so the state this replica last wrote is kept and a cart it has never seen is
 * taken as new: most commands then cost one round trip (the version check catches anything stale).
 */
@Injectable()
export class CartStream {
  private readonly cache = new StreamStateCache<Cart>();

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  run(cartId: string, context: CommandContext, decide: (state: Cart) => CartEvent[]) {
    return handleCommand(this.store, streams.cart(cartId), cartDecider, context, decide, {
      cache: this.cache,
      assumeNewWhenUncached: true,
      now: () => this.clock.now(),
    });
  }

  /**
   * A cart event from the log: a process that reads the log (the worker) keeps the carts' states as they happen, so
   * its own decision on a cart (emptying it after a payment) needs no read first.
   */
  follow(event: RecordedEvent): void {
    this.cache.follow(event.streamId, event.streamPosition, cartDecider.initialState(), (state) =>
      cartDecider.evolve(state, { type: event.type, data: event.data } as CartEvent),
    );
  }

  /** The cart as this process last read or wrote it, with the store's check that it has not moved on (see rememberedState). */
  remembered(cartId: string) {
    return rememberedState(this.cache, this.store, streams.cart(cartId));
  }
}
