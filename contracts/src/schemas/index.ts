import type { TSchema } from '@sinclair/typebox';
import {
  ErasureResultSchema,
  KioskDeviceViewSchema,
  InvitationWithdrawnSchema,
  LinkRedeemedSchema,
  LoggedOutSchema,
  MailRequestAcceptedSchema,
  MeResponseSchema,
  SavedCustomerDetailsSchema,
  StaffAccountViewSchema,
  UserViewSchema,
} from './account.schema';
import { CartAddResultSchema, CartViewSchema } from './cart.schema';
import {
  ConfigurePutterResultSchema,
  CustomizationOptionViewSchema,
  PutterConfigurationViewSchema,
  PutterModelViewSchema,
} from './catalog.schema';
import { ApiErrorBodySchema } from './errors.schema';
import {
  AdminCatalogModelSchema,
  AdminCatalogOptionSchema,
  AdminCatalogViewSchema,
  CatalogChangedPayloadSchema,
  CatalogPriceEntrySchema,
  CatalogPricePreviewLineSchema,
  CatalogPricePreviewSchema,
} from './admin-catalog.schema';
import { MailAttemptViewSchema, MailLogEntrySchema } from './mail.schema';
import { AddressSchema } from './account.schema';
import { CartItemViewSchema } from './cart.schema';
import { LogoConfigurationSchema } from './catalog.schema';
import {
  OrderHistoryActorSchema,
  OrderHistoryEntrySchema,
  OrderLineViewSchema,
  OrderRefundViewSchema,
  OrderNoteViewSchema,
  OrderReturnedPaymentViewSchema,
  OrderSearchRowSchema,
  TrackingStepSchema,
} from './orders.schema';
import { LivenessSchema, ReadinessSchema } from './health.schema';
import { LinkMailedSchema, NewsletterStatusSchema, OrderLookupOpenedSchema } from './mail-links.schema';
import {
  AnyOrderViewSchema,
  CarrierWebhookResultSchema,
  ClientConfigSchema,
  InitOrderResultSchema,
  OrderHistoryViewSchema,
  OrderSearchPageSchema,
  OrderTrackingViewSchema,
  OrderViewSchema,
  RedactedOrderViewSchema,
  TestGatewayConfirmResultSchema,
  PromptPayQrSchema,
  PromptPayWithdrawnSchema,
  TestBankQrSchema,
  TestBankTransferSchema,
} from './orders.schema';
import {
  OrderStatusChangedPayloadSchema,
  OrderUnwatchAckSchema,
  OrderUpdatedPayloadSchema,
  OrderWatchAckSchema,
  OrderWatchRequestSchema,
  SocketHandshakeAuthSchema,
  StaffOrderNoticeSchema,
} from './socket.schema';

export * from './account.schema';
export * from './cart.schema';
export * from './catalog.schema';
export * from './admin-catalog.schema';
export * from './errors.schema';
export * from './health.schema';
export * from './mail.schema';
export * from './orders.schema';
export * from './mail-links.schema';
export * from './socket.schema';
export * from './dashboard.schema';
import {
  ReceiptLinkViewSchema,
  TaxDocumentViewSchema,
  TaxInvoiceBuyerViewSchema,
  TaxInvoiceRequestResultSchema,
} from './invoicing.schema';
import {
  DashboardAtRiskOrderSchema,
  DashboardChannelTotalSchema,
  DashboardLatenessSchema,
  DashboardModelMixSchema,
  DashboardOptionMixSchema,
  DashboardSalesDaySchema,
  DashboardStageSchema,
  DashboardViewSchema,
} from './dashboard.schema';
export * from './schema-kit';
export * from './examples';

/**
 * Every named response and socket shape, the one source of the OpenAPI `components.schemas`, the AsyncAPI
 * messages, Fastify's response serializers and (through `Static`) the TypeScript types in `contracts`.
 */
export const apiSchemas = {
  ApiErrorBody: ApiErrorBodySchema,
  Liveness: LivenessSchema,
  Readiness: ReadinessSchema,
  UserView: UserViewSchema,
  StaffAccountView: StaffAccountViewSchema,
  InvitationWithdrawn: InvitationWithdrawnSchema,
  MeResponse: MeResponseSchema,
  LoggedOut: LoggedOutSchema,
  MailRequestAccepted: MailRequestAcceptedSchema,
  LinkRedeemed: LinkRedeemedSchema,
  SavedCustomerDetails: SavedCustomerDetailsSchema,
  KioskDeviceView: KioskDeviceViewSchema,
  ErasureResult: ErasureResultSchema,
  PutterModelView: PutterModelViewSchema,
  CustomizationOptionView: CustomizationOptionViewSchema,
  ConfigurePutterResult: ConfigurePutterResultSchema,
  PutterConfigurationView: PutterConfigurationViewSchema,
  CartView: CartViewSchema,
  CartAddResult: CartAddResultSchema,
  OrderView: OrderViewSchema,
  RedactedOrderView: RedactedOrderViewSchema,
  AnyOrderView: AnyOrderViewSchema,
  OrderTrackingView: OrderTrackingViewSchema,
  OrderHistoryView: OrderHistoryViewSchema,
  OrderSearchPage: OrderSearchPageSchema,
  InitOrderResult: InitOrderResultSchema,
  ClientConfig: ClientConfigSchema,
  TestGatewayConfirmResult: TestGatewayConfirmResultSchema,
  CarrierWebhookResult: CarrierWebhookResultSchema,
  PromptPayQr: PromptPayQrSchema,
  PromptPayWithdrawn: PromptPayWithdrawnSchema,
  TestBankQr: TestBankQrSchema,
  TestBankTransfer: TestBankTransferSchema,
  SocketHandshakeAuth: SocketHandshakeAuthSchema,
  OrderWatchRequest: OrderWatchRequestSchema,
  OrderWatchAck: OrderWatchAckSchema,
  OrderUnwatchAck: OrderUnwatchAckSchema,
  OrderStatusChangedPayload: OrderStatusChangedPayloadSchema,
  StaffOrderNotice: StaffOrderNoticeSchema,
  OrderUpdatedPayload: OrderUpdatedPayloadSchema,
  LinkMailed: LinkMailedSchema,
  OrderLookupOpened: OrderLookupOpenedSchema,
  NewsletterStatus: NewsletterStatusSchema,
  MailLogEntry: MailLogEntrySchema,
  TaxDocumentView: TaxDocumentViewSchema,
  ReceiptLinkView: ReceiptLinkViewSchema,
  TaxInvoiceRequestResult: TaxInvoiceRequestResultSchema,
  AdminCatalogView: AdminCatalogViewSchema,
  CatalogPricePreview: CatalogPricePreviewSchema,
  CatalogChangedPayload: CatalogChangedPayloadSchema,
  DashboardView: DashboardViewSchema,
} satisfies Record<string, TSchema>;

export type ApiSchemaName = keyof typeof apiSchemas;

/** Shapes that appear inside the named ones; the documents refer to them by name instead of repeating them. */
export const componentSchemas: Record<string, TSchema> = {
  ...apiSchemas,
  Address: AddressSchema,
  LogoConfiguration: LogoConfigurationSchema,
  CartItemView: CartItemViewSchema,
  OrderLineView: OrderLineViewSchema,
  OrderRefundView: OrderRefundViewSchema,
  OrderReturnedPaymentView: OrderReturnedPaymentViewSchema,
  TrackingStep: TrackingStepSchema,
  OrderHistoryActor: OrderHistoryActorSchema,
  OrderHistoryEntry: OrderHistoryEntrySchema,
  OrderNoteView: OrderNoteViewSchema,
  OrderSearchRow: OrderSearchRowSchema,
  MailAttemptView: MailAttemptViewSchema,
  TaxInvoiceBuyerView: TaxInvoiceBuyerViewSchema,
  AdminCatalogModel: AdminCatalogModelSchema,
  AdminCatalogOption: AdminCatalogOptionSchema,
  CatalogPriceEntry: CatalogPriceEntrySchema,
  CatalogPricePreviewLine: CatalogPricePreviewLineSchema,
  DashboardSalesDay: DashboardSalesDaySchema,
  DashboardChannelTotal: DashboardChannelTotalSchema,
  DashboardModelMix: DashboardModelMixSchema,
  DashboardOptionMix: DashboardOptionMixSchema,
  DashboardLateness: DashboardLatenessSchema,
  DashboardStage: DashboardStageSchema,
  DashboardAtRiskOrder: DashboardAtRiskOrderSchema,
};

/**
 * The components as plain JSON Schema, each nested named shape replaced by a reference `${prefix}{Name}`
 * (`#/components/schemas/` in OpenAPI and AsyncAPI).
 */
export const schemaComponents = (prefix: string): Record<string, unknown> => {
  const names = new Map<unknown, string>(Object.entries(componentSchemas).map(([name, schema]) => [schema, name]));
  const plain = (value: unknown, root: unknown): unknown => {
    if (Array.isArray(value)) return value.map((item) => plain(item, root));
    if (value === null || typeof value !== 'object') return value;
    const name = value !== root ? names.get(value) : undefined;
    if (name) return { $ref: `${prefix}${name}` };
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item, root)]));
  };
  return Object.fromEntries(Object.entries(componentSchemas).map(([name, schema]) => [name, plain(schema, schema)]));
};
