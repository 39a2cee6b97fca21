import type { CartLine } from '../cart.decider';

/** The cart as its event stream has it, with the version: what an order is placed from. */
export interface CheckoutCart {
  lines: CartLine[];
  version: number;
}

export class GetCheckoutCartQuery {
  constructor(readonly cartId: string) {}
}
