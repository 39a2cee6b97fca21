import { dashboardProjection } from './backoffice';
import { cartLinesProjection } from './cart';
import { configurationDetailsProjection } from './configurations';
import type { Upcaster } from './infrastructure/event-store/upcasters';
import type { Projection } from './infrastructure/projections/projection';
import { orderDetailsProjection, orderEventUpcasters } from './orders';

/** Every read model, in the order a rebuild replays them. */
export const allProjections: readonly Projection[] = [
  configurationDetailsProjection,
  cartLinesProjection,
  orderDetailsProjection,
  dashboardProjection,
];

/** Every context's event upcasters: how the log's older event shapes are read today. */
export const allUpcasters: readonly Upcaster[] = [...orderEventUpcasters];
