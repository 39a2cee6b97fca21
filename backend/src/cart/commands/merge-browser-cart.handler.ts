import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import { loadState } from '../../infrastructure/cqrs/load-state';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { cartIdForUser } from '../cart-id';
import { cartDecider, clearCart, mergeCartLines } from '../cart.decider';
import { MergeBrowserCartCommand } from './cart.commands';
import { CartStream } from './cart-stream';

/**
 * The cart follows the shopper: the browser session's lines move into the account's cart (quantities add), then the
 * session cart is cleared with reason 'merged'. Merge comes first, so a crash between the two never loses a line,
 * and the account cart records which browser-cart version it merged, so a retry does not count the lines twice.
 * What would pass the cart limits or the payment maximum (MAX_PAYMENT_SATANG) is not merged.
 */
@CommandHandler(MergeBrowserCartCommand)
export class MergeBrowserCartHandler implements ICommandHandler<MergeBrowserCartCommand> {
  constructor(
    private readonly store: EventStore,
    private readonly carts: CartStream,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ sessionId, userId, context }: MergeBrowserCartCommand): Promise<void> {
    const { state: session, version } = await loadState(this.store, streams.cart(sessionId), cartDecider);
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
        {
          type: 'MergeCartLines',
          cartId,
          fromCartId: sessionId,
          fromVersion: version,
          lines,
          maxTotalSatang: this.config.MAX_PAYMENT_SATANG,
          now,
        },
        state,
      ),
    );
    await this.carts.run(sessionId, context, (state) =>
      clearCart({ type: 'ClearCart', cartId: sessionId, reason: 'merged', now }, state),
    );
  }
}
