import { cartLinesProjection } from './cart';
import { configurationDetailsProjection } from './configurations';
import type { Projection } from './infrastructure/projections/projection';
import { orderDetailsProjection } from './orders';

/** Every read model, in the order a rebuild replays them. */
export const allProjections: readonly Projection[] = [
  configurationDetailsProjection,
  cartLinesProjection,
  orderDetailsProjection,
];
