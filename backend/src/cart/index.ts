/** The cart context's public entry: other contexts and the composition root import only this file. */
export type { CartEvent, CartLine } from './cart.decider';
export { cartIdForUser, cartIdOf, isAccountCart } from './cart-id';
export { CartModule } from './cart.module';
export {
  AddCartItemCommand,
  ChangeCartItemQuantityCommand,
  ClearCartCommand,
  MergeBrowserCartCommand,
  RemoveCartItemCommand,
} from './commands/cart.commands';
export { cartLinesProjection } from './projections/cart-lines.projection';
export { GetCartQuery } from './queries/get-cart.query';
export { type CheckoutCart, GetCheckoutCartQuery } from './queries/get-checkout-cart.query';
export { ListOpenCartLinesQuery, type OpenCartLine } from './queries/list-open-cart-lines.query';
export { EmptyCartWhenPaidConsumer } from './reactions/empty-cart-when-paid.consumer';
