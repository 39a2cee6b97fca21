import type { CartLine } from '../cart.decider';

/** The cart as its event stream has it, with the version: what an order is placed from. */
export interface CheckoutCart {
  lines: CartLine[];
  version: number;
  /**
   * The answer came from this process's memory (the state it last wrote), not a read: the write that acts on it must
   * check the cart stream is still at `version` (another replica, or the worker emptying it after a payment); when it
   * is not, ask again with `fresh`.
   */
  remembered: boolean;
}

export class GetCheckoutCartQuery {
  /** `fresh`: read the stream, whatever this process remembers. */
  constructor(
    readonly cartId: string,
    readonly fresh = false,
  ) {}
}
