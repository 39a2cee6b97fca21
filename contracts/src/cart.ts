import { formatBaht, satangToBaht } from './money';

/** Stripe takes at most 8 digits of satang in one payment (฿999,999.99); the shop's own limit may be lower. */
export const STRIPE_MAX_PAYMENT_SATANG = 99_999_999;

/** What a shopper reads when a cart or order passes the payment limit. */
export const paymentLimitMessage = (limitSatang: number): string =>
  `One payment can be at most ${formatBaht(satangToBaht(limitSatang), { decimals: true })}. ` +
  'For a larger order, please contact the workshop.';

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
