import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { loadState } from '../../infrastructure/cqrs/load-state';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { cartDecider } from '../cart.decider';
import { type CheckoutCart, GetCheckoutCartQuery } from './get-checkout-cart.query';

@QueryHandler(GetCheckoutCartQuery)
export class GetCheckoutCartHandler implements IQueryHandler<GetCheckoutCartQuery, CheckoutCart> {
  constructor(private readonly store: EventStore) {}

  async execute({ cartId }: GetCheckoutCartQuery): Promise<CheckoutCart> {
    const { state, version } = await loadState(this.store, streams.cart(cartId), cartDecider);
    return { lines: state.lines, version };
  }
}
