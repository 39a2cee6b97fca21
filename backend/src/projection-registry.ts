import { cartLinesProjection } from './cart/projections/cart-lines.projection';
import { configurationDetailsProjection } from './configurations/projections/configuration-details.projection';
import type { Projection } from './infrastructure/projections/projection';
import { orderDetailsProjection } from './orders/projections/order-details.projection';

/** Every read model, in the order a rebuild replays them. */
export const allProjections: readonly Projection[] = [
  configurationDetailsProjection,
  cartLinesProjection,
  orderDetailsProjection,
];
