import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { loadState } from '../../infrastructure/cqrs/load-state';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { cartDecider } from '../cart.decider';
import { CartStream } from '../commands/cart-stream';
import { type CheckoutCart, GetCheckoutCartQuery } from './get-checkout-cart.query';

/**
 * A checkout usually follows its shopper's last add on the same replica, so the cart this process last wrote is
 * answered from memory (`remembered`: the checkout's own write checks the version); where that write cannot check
 * (the log is not in the application's database), or the cart is not remembered, the stream is read.
 */
@QueryHandler(GetCheckoutCartQuery)
export class GetCheckoutCartHandler implements IQueryHandler<GetCheckoutCartQuery, CheckoutCart> {
  constructor(
    private readonly store: EventStore,
    private readonly carts: CartStream,
  ) {}

  async execute({ cartId, fresh }: GetCheckoutCartQuery): Promise<CheckoutCart> {
    const remembered = fresh ? null : this.carts.remembered(cartId);
    if (remembered) return { lines: remembered.state.lines, version: remembered.version, remembered: true };
    const { state, version } = await loadState(this.store, streams.cart(cartId), cartDecider);
    return { lines: state.lines, version, remembered: false };
  }
}
