import type { Static } from '@sinclair/typebox';
import type {
  OrderLineViewSchema,
  OrderRefundViewSchema,
  OrderReturnedPaymentViewSchema,
  OrderViewSchema,
  RedactedOrderViewSchema,
  TrackingStepSchema,
  OrderTrackingViewSchema,
  InitOrderResultSchema,
  ClientConfigSchema,
  TestGatewayConfirmResultSchema,
  CarrierWebhookResultSchema,
  PickupViewSchema,
  PromptPayQrSchema,
  PromptPayWithdrawnSchema,
  TestBankQrSchema,
  TestBankTransferSchema,
  ShipmentSchema,
  RemakeLinkViewSchema,
  OrderNoteViewSchema,
  OrderSearchRowSchema,
  OrderSearchPageSchema,
} from './schemas/orders.schema';

/** A note staff wrote on an order, as the order's view and history show it. */
export type OrderNoteView = Static<typeof OrderNoteViewSchema>;

/** One order in the back office's search results. Amounts baht; times ISO UTC. */
export type OrderSearchRow = Static<typeof OrderSearchRowSchema>;

/** GET /api/admin/orders: a page of results and the cursor of the next one. */
export type OrderSearchPage = Static<typeof OrderSearchPageSchema>;

/** The other order of a remake pair, as the order page and the board link to it. */
export type RemakeLinkView = Static<typeof RemakeLinkViewSchema>;

/** What the shipped event, the read model and the mails carry about a parcel. */
export type Shipment = Static<typeof ShipmentSchema>;

/** One line of an order: a configuration at the unit price it had when the order was placed (baht). */
export type OrderLineView = Static<typeof OrderLineViewSchema>;

/** One refund of an order as the owner and staff see it. */
export type OrderRefundView = Static<typeof OrderRefundViewSchema>;

/** A payment sent back because it could not count for the order, as the owner and staff see it. */
export type OrderReturnedPaymentView = Static<typeof OrderReturnedPaymentViewSchema>;

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

/** POST /api/webhooks/carrier. */
export type CarrierWebhookResult = Static<typeof CarrierWebhookResultSchema>;

/** A pickup order's code (for its customer) and state. */
export type PickupView = Static<typeof PickupViewSchema>;
export type PromptPayQr = Static<typeof PromptPayQrSchema>;
export type PromptPayWithdrawn = Static<typeof PromptPayWithdrawnSchema>;
export type TestBankQr = Static<typeof TestBankQrSchema>;
export type TestBankTransfer = Static<typeof TestBankTransferSchema>;
