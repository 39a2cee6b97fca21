import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { handleCommand } from '../../infrastructure/cqrs/handle-command';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { InlineProjections } from '../../infrastructure/projections/inline-projections';
import { type Cart, type CartEvent, cartDecider } from '../cart.decider';

/** Runs one decision against a cart stream with the cart read model committed alongside. */
@Injectable()
export class CartStream {
  constructor(
    private readonly store: EventStore,
    private readonly inline: InlineProjections,
  ) {}

  run(cartId: string, context: CommandContext, decide: (state: Cart) => CartEvent[]) {
    return handleCommand(this.store, streams.cart(cartId), cartDecider, context, decide, {
      beforeCommit: this.inline.beforeCommit,
      inlineStatements: this.inline.statementsFor,
    });
  }
}
