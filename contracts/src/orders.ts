import type { Static } from '@sinclair/typebox';
import type {
  OrderLineViewSchema,
  OrderViewSchema,
  RedactedOrderViewSchema,
  TrackingStepSchema,
  OrderTrackingViewSchema,
  InitOrderResultSchema,
  ClientConfigSchema,
  TestGatewayConfirmResultSchema,
} from './schemas/orders.schema';

/** One line of an order: a configuration at the unit price it had when the order was placed (baht). */
export type OrderLineView = Static<typeof OrderLineViewSchema>;

/** The owner's full view of an order (GET /api/orders/{id}). Amounts are baht; times ISO UTC. */
export type OrderView = Static<typeof OrderViewSchema>;

/** What anyone holding the id sees: no name, e-mail, phone or address. */
export type RedactedOrderView = Static<typeof RedactedOrderViewSchema>;

export type AnyOrderView = OrderView | RedactedOrderView;

export type TrackingStep = Static<typeof TrackingStepSchema>;

/** GET /api/orders/{id}/tracking. */
export type OrderTrackingView = Static<typeof OrderTrackingViewSchema>;

/** POST /api/orders/init. */
export type InitOrderResult = Static<typeof InitOrderResultSchema>;

/** GET /api/config. */
export type ClientConfig = Static<typeof ClientConfigSchema>;

/** POST /api/payments/test-gateway/confirm answer; a declined card is a 402 `payment_declined` instead. */
export type TestGatewayConfirmResult = Static<typeof TestGatewayConfirmResultSchema>;
