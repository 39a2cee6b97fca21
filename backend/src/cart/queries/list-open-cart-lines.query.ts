/** One line of a cart that has not been checked out and paid yet, with the price it keeps. */
export interface OpenCartLine {
  cartId: string;
  configurationId: string;
  quantity: number;
  unitPriceSatang: number;
  /** When the line was added or its quantity last changed (ISO). */
  updatedAt: string;
}

/**
 * The lines of every open cart, most recently changed first, at most `limit` (the back office's price preview reads
 * them; a paid cart is emptied, so what is left is what shoppers may still check out).
 */
export class ListOpenCartLinesQuery {
  constructor(readonly limit: number) {}
}
