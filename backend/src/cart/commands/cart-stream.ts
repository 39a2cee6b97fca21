import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { Clock } from '../../infrastructure/clock/clock';
import { handleCommand } from '../../infrastructure/cqrs/handle-command';
import { checkableState } from '../../infrastructure/cqrs/load-state';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { type Cart, type CartEvent, cartDecider } from '../cart.decider';

/** Runs one decision against a cart stream (the event store keeps the cart read model with it). */
@Injectable()
export class CartStream {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  run(cartId: string, context: CommandContext, decide: (state: Cart) => CartEvent[]) {
    // A cart this process does not know is most likely new (a shopper's first add); the append's version check tells.
    this.store.expectNew(streams.cart(cartId));
    return handleCommand(this.store, streams.cart(cartId), cartDecider, context, decide, {
      now: () => this.clock.now(),
    });
  }

  /** The cart as this process last learned it, with the store's check that it has not moved on (see checkableState). */
  remembered(cartId: string) {
    return checkableState(this.store, streams.cart(cartId), cartDecider);
  }
}
