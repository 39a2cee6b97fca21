import type { StreamVersionCheck } from '../../infrastructure/event-store/event-store.port';
import type { CartLine } from '../cart.decider';

/** The cart as its event stream has it, with the version: what an order is placed from. */
export interface CheckoutCart {
  lines: CartLine[];
  version: number;
  /**
   * Set when the answer came from this process's memory (the state it last wrote) instead of a read: a statement
   * for the caller to run in the transaction that acts on this cart, failing it if the cart has moved on since
   * (another replica, or the worker emptying it after a payment). On that failure, ask again with `fresh`.
   */
  check: StreamVersionCheck | null;
}

export class GetCheckoutCartQuery {
  /** `fresh`: read the stream, whatever this process remembers. */
  constructor(
    readonly cartId: string,
    readonly fresh = false,
  ) {}
}
