import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { cartIdForUser } from '../cart/cart-id';
import { type CartEvent, cartDecider, clearCart, mergeCartLines } from '../cart/cart.decider';
import { CartStream } from '../cart/commands/cart-stream';
import { Clock } from '../infrastructure/clock/clock';
import type { CommandContext } from '../infrastructure/cqrs/command-context';
import { EventStore } from '../infrastructure/event-store/event-store.port';
import { streams } from '../infrastructure/event-store/stream-names';

/**
 * The cart follows the shopper: at sign-in the browser session's lines move into the account's cart (quantities add),
 * then the session cart is cleared with reason 'merged'. Merge comes first, so a crash between the two never loses a
 * line, and the account cart records which browser-cart version it merged, so the retry at the next sign-in does not
 * count the lines twice.
 */
@Injectable()
export class CartMergeService {
  constructor(
    private readonly store: EventStore,
    private readonly carts: CartStream,
    private readonly clock: Clock,
  ) {}

  async mergeSessionCart(sessionId: string, userId: string, context: CommandContext): Promise<void> {
    const { events, version } = await this.store.readStream<CartEvent>(streams.cart(sessionId));
    const session = events.reduce(
      (state, e) => cartDecider.evolve(state, { type: e.type, data: e.data } as CartEvent),
      cartDecider.initialState(),
    );
    if (session.lines.length === 0) return;
    const now = this.clock.now().toISOString();
    const cartId = cartIdForUser(userId);
    const lines = session.lines.map((l) => ({
      newItemId: randomUUID(),
      configurationId: l.configurationId,
      quantity: l.quantity,
      unitPriceSatang: l.unitPriceSatang,
    }));
    await this.carts.run(cartId, context, (state) =>
      mergeCartLines(
        { type: 'MergeCartLines', cartId, fromCartId: sessionId, fromVersion: version, lines, now },
        state,
      ),
    );
    await this.carts.run(sessionId, context, (state) =>
      clearCart({ type: 'ClearCart', cartId: sessionId, reason: 'merged', now }, state),
    );
  }
}
