/** A shopper's cart may hold at most this many lines... */
export const MAX_CART_LINES = 20;
/** ...and at most this many of one configuration. */
export const MAX_LINE_QUANTITY = 99;

/** Cart item (display), spec section 3. `totalPrice` is the unit price in baht. */
export interface CartItemView {
  id: string;
  quantity: number;
  configurationId: string;
  configuration: {
    model: { id: string; name: string };
    handedness: string;
    grip: { name: string };
    shaft: { name: string };
    shaftColor: { name: string };
    length: { name: string };
    logo: { name: string };
    logoText: string | null;
    totalPrice: number;
  };
  /** Unit price × quantity, in baht. */
  lineTotal: number;
}

/** GET /api/cart. `count` is the sum of quantities; `subtotal` is baht, computed on the server. */
export interface CartView {
  items: CartItemView[];
  count: number;
  subtotal: number;
}

/** POST /api/cart/add: the line that was added or raised, and the cart's new totals (baht). */
export interface CartAddResult {
  item: { id: string; configurationId: string; quantity: number };
  count: number;
  subtotal: number;
}
