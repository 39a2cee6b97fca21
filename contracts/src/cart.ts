import type { Static } from '@sinclair/typebox';
import type { CartAddResultSchema, CartItemViewSchema, CartViewSchema } from './schemas/cart.schema';
import type { PricedChoiceSchema } from './schemas/catalog.schema';
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

/** One choice of a configuration with what it adds to the price, in baht (the model's line is its base price). */
export type PricedChoice = Static<typeof PricedChoiceSchema>;
export type ConfigurationChoice = PricedChoice['choice'];

/**
 * Cart item (display), spec section 3. `totalPrice` is the unit price in baht; `choices` lists every choice with its
 * price and `logos` the engravings with their positions.
 */
export type CartItemView = Static<typeof CartItemViewSchema>;

/** GET /api/cart. `count` is the sum of quantities; `subtotal` is baht, computed on the server. */
export type CartView = Static<typeof CartViewSchema>;

/** POST /api/cart/add: the line that was added or raised, and the cart's new totals (baht). */
export type CartAddResult = Static<typeof CartAddResultSchema>;
