import { Type } from '@sinclair/typebox';
import { AddressSchema } from './account.schema';
import { carriers } from '../carriers';
import { orderEventTypes, orderNoteVisibilities, paymentReturnReasons } from '../events/order.events';
import { orderChannels, orderStatuses, paymentStatuses } from '../order-status';
import { fulfilmentMethods } from '../pickup';
import { remakeReasons } from '../remakes';
import { Baht, Closed, IsoTime, NullableEnum, NullableIsoTime, NullableString, StringEnum } from './schema-kit';

export const OrderStatusSchema = StringEnum(orderStatuses);
const PaymentStatusSchema = StringEnum(paymentStatuses);
const OrderChannelSchema = StringEnum(orderChannels);

/** One line of an order: a configuration at the unit price it had when the order was placed. */
export const OrderLineViewSchema = Closed(
  {
    configurationId: Type.String(),
    quantity: Type.Integer({ minimum: 1 }),
    unitPrice: Baht(),
    lineTotal: Baht(),
    modelName: Type.String(),
  },
  { title: 'OrderLineView' },
);

const orderSummary = {
  id: Type.String({ format: 'uuid' }),
  shortId: Type.String({ description: 'The last 8 characters of the id, uppercased' }),
  status: OrderStatusSchema,
  totalAmount: Baht(),
  paymentStatus: PaymentStatusSchema,
  fulfilment: StringEnum(fulfilmentMethods, {
    description: '`ship`: by carrier to the shipping address; `pickup`: collected at the Bangkok performance centre',
  }),
  estimatedDelivery: NullableIsoTime(),
  deliveryDeadline: NullableIsoTime(),
  deliveredAt: NullableIsoTime(),
  cancelledAt: NullableIsoTime('When the order was cancelled; null while it is not'),
  createdAt: IsoTime(),
  updatedAt: IsoTime(),
};

/** The parcel's carrier, normalized tracking number and the carrier's tracking page for it. */
export const ShipmentSchema = Closed(
  {
    carrier: StringEnum(carriers),
    trackingNumber: Type.String(),
    trackingUrl: Type.String({ description: "The carrier's tracking page for this number (https)" }),
  },
  { title: 'Shipment' },
);

/** One refund of an order: who gave it back, why, and where the gateway is with it. */
export const OrderRefundViewSchema = Closed(
  {
    id: Type.String({ description: "The gateway's refund id" }),
    amount: Baht(),
    amountSatang: Type.Integer({ minimum: 1 }),
    reason: Type.String(),
    method: StringEnum(['card', 'in_store'] as const),
    status: StringEnum(['pending', 'succeeded', 'failed'] as const, {
      description: 'pending until the gateway confirms it; a failed refund gave nothing back',
    }),
    failureReason: NullableString({ description: "The gateway's reason when it failed" }),
    refundedAt: IsoTime(),
  },
  { title: 'OrderRefundView' },
);

/** A payment that came in for the order but could not count for it, and was sent back in full at once. */
export const OrderReturnedPaymentViewSchema = Closed(
  {
    paymentId: Type.String({ description: "The gateway's id of the payment that came in" }),
    refundId: Type.String({ description: "The gateway's refund that sent it back" }),
    amount: Baht(),
    amountSatang: Type.Integer({ minimum: 1 }),
    method: Type.Literal('promptpay'),
    reason: StringEnum(paymentReturnReasons, {
      description:
        'qr_expired / qr_withdrawn: the QR was paid after it expired or was withdrawn; order_cancelled; ' +
        'already_paid: the order was paid already; not_payable: the order refused it for another reason',
    }),
    arrivedAt: IsoTime(),
    returnedAt: IsoTime(),
  },
  { title: 'OrderReturnedPaymentView' },
);

/** A pickup order's code and where it stands; the code only for its customer (staff see the state). */
export const PickupViewSchema = Closed(
  {
    state: StringEnum(['preparing', 'ready', 'collected'] as const),
    code: NullableString({
      description: 'The 8-character code to show at the counter once ready (null before, and for staff)',
    }),
    readyAt: NullableIsoTime('When it was put on the counter'),
  },
  { title: 'PickupView' },
);

/** The other order of a remake pair: the order made again, or the remake made of it. */
export const RemakeLinkViewSchema = Closed(
  {
    orderId: Type.String({ format: 'uuid' }),
    shortId: Type.String(),
    reason: StringEnum(remakeReasons),
  },
  { title: 'RemakeLinkView' },
);

/** A note staff wrote on an order; the customer sees only `customer` ones, staff both kinds. */
export const OrderNoteViewSchema = Closed(
  {
    id: Type.String({ format: 'uuid' }),
    visibility: StringEnum(orderNoteVisibilities, {
      description: "`internal`: staff only; `customer`: also shown on the customer's order page",
    }),
    text: Type.String({ minLength: 1, maxLength: 1000 }),
    addedAt: IsoTime(),
  },
  { title: 'OrderNoteView' },
);

/** The owner's (or staff's) full view of an order. */
export const OrderViewSchema = Closed(
  {
    ...orderSummary,
    access: Type.Literal('full'),
    customerEmail: Type.String(),
    customerName: Type.String(),
    customerPhone: Type.String(),
    customerPhoneCountryCode: Type.String(),
    configurationId: Type.String(),
    lines: Type.Array(OrderLineViewSchema),
    paymentId: NullableString(),
    cancelReason: NullableString({ description: "Why it was cancelled (staff's reason; the customer's if given)" }),
    recallableUntil: NullableIsoTime(
      "Until when staff may take back the order's last step (RECALL_WINDOW_SECONDS after it); null when there is none",
    ),
    refundedAmount: Baht('Baht given back so far (or underway at the gateway); failed refunds do not count'),
    refunds: Type.Array(OrderRefundViewSchema, { description: 'Every refund of the order, oldest first' }),
    returnedPayments: Type.Array(OrderReturnedPaymentViewSchema, {
      description: "Payments that could not count and were sent back (not part of the order's payment), oldest first",
    }),
    channel: OrderChannelSchema,
    shippingAddress: AddressSchema,
    billingAddress: AddressSchema,
    /** Set once shipped with a carrier (the last correction wins); null before, or for orders shipped before carriers. */
    shipment: Type.Union([ShipmentSchema, Type.Null()]),
    /** Set for an order collected at the performance centre; null for one shipped by carrier. */
    pickup: Type.Union([PickupViewSchema, Type.Null()]),
    giftMessage: NullableString({
      description: 'The gift card text the shopper wrote at checkout (up to 200 characters); null when none',
    }),
    /** On a remake: the order it makes again at no charge; null on an ordinary order. */
    remakeOf: Type.Union([RemakeLinkViewSchema, Type.Null()]),
    remakes: Type.Array(RemakeLinkViewSchema, { description: 'Remakes opened of this order, oldest first' }),
    notes: Type.Array(OrderNoteViewSchema, {
      description: 'Notes staff wrote, oldest first: both kinds for staff, only customer-visible ones for the customer',
    }),
  },
  { title: 'OrderView' },
);

/** What anyone else holding the id sees: no name, e-mail, phone, address or payment id. */
export const RedactedOrderViewSchema = Closed(
  { ...orderSummary, access: Type.Literal('redacted') },
  { title: 'RedactedOrderView' },
);

/** Full or redacted, told apart by `access`. */
export const AnyOrderViewSchema = Type.Union([OrderViewSchema, RedactedOrderViewSchema], {
  title: 'AnyOrderView',
  discriminator: { propertyName: 'access' },
});

export const TrackingStepSchema = Closed(
  {
    status: OrderStatusSchema,
    at: NullableIsoTime(),
    actorRole: NullableEnum(['customer', 'staff', 'admin', 'system'] as const),
  },
  { title: 'TrackingStep' },
);

/** GET /api/orders/{id}/tracking: no personal data. */
export const OrderTrackingViewSchema = Closed(
  {
    orderId: Type.String({ format: 'uuid' }),
    status: OrderStatusSchema,
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    timeline: Type.Array(TrackingStepSchema),
    deliveryDeadline: NullableIsoTime(),
    overdue: Type.Boolean(),
  },
  { title: 'OrderTrackingView' },
);

/** POST /api/orders/init. */
export const InitOrderResultSchema = Closed(
  { orderId: Type.String({ format: 'uuid' }), clientSecret: Type.String() },
  { title: 'InitOrderResult' },
);

/** POST /api/webhooks/carrier: the event was taken; `delivered` says whether it marked the order delivered now. */
export const CarrierWebhookResultSchema = Closed(
  {
    received: Type.Literal(true),
    delivered: Type.Boolean({ description: 'false for a status other than delivered, or an order already delivered' }),
  },
  { title: 'CarrierWebhookResult' },
);

/** GET /api/config. */
export const ClientConfigSchema = Closed(
  {
    paymentGateway: StringEnum(['stripe', 'test'] as const),
    stripePublishableKey: NullableString(),
    vatRateBasisPoints: Type.Integer({
      minimum: 0,
      maximum: 10_000,
      description:
        'VAT included in every price, in basis points (700 = 7 %); the clients show it with contracts `vatBreakdown`',
    }),
  },
  { title: 'ClientConfig' },
);

/** POST /api/payments/test-gateway/confirm; a declined card is a 402 `payment_declined` instead. */
export const TestGatewayConfirmResultSchema = Closed(
  { paymentIntentId: Type.String(), status: Type.Literal('succeeded') },
  { title: 'TestGatewayConfirmResult' },
);

/** POST /api/payments/promptpay: the QR to pay an order by PromptPay, for its server-computed total. */
export const PromptPayQrSchema = Closed(
  {
    orderId: Type.String({ format: 'uuid' }),
    /** The payment the QR opens; the success page confirms the order with it. */
    paymentIntentId: Type.String(),
    amountSatang: Type.Integer({ minimum: 1, description: 'The order total the QR asks for, in satang' }),
    /** The EMVCo PromptPay text the QR carries. */
    payload: Type.String(),
    /** The QR as an SVG image of the payload. */
    qrSvg: Type.String(),
    expiresAt: IsoTime(),
    /** The local test bank's page that pays this QR; only when the test gateway is on, else null. */
    testBankUrl: NullableString(),
  },
  { title: 'PromptPayQr' },
);

/** DELETE /api/payments/promptpay/{orderId}: how many unpaid QRs of the order were withdrawn. */
export const PromptPayWithdrawnSchema = Closed(
  { withdrawn: Type.Integer({ minimum: 0 }) },
  { title: 'PromptPayWithdrawn' },
);

/** POST /api/payments/test-gateway/bank/inspect: what the test bank reads from a PromptPay payload. */
export const TestBankQrSchema = Closed(
  {
    promptPayId: Type.String(),
    amountSatang: Type.Integer({ minimum: 1 }),
    reference: NullableString(),
    /** Whether the QR is still payable by the shop's rules (not expired, not withdrawn). */
    status: StringEnum(['open', 'expired', 'withdrawn', 'paid'] as const),
  },
  { title: 'TestBankQr' },
);

/** POST /api/payments/test-gateway/bank/pay: what the shop did with the test bank's transfer. */
export const TestBankTransferSchema = Closed(
  {
    transferId: Type.String(),
    paymentId: NullableString(),
    outcome: StringEnum(['paid', 'refunded', 'declined'] as const),
    /** Why a transfer was refunded, else null. */
    reason: NullableEnum(paymentReturnReasons),
  },
  { title: 'TestBankTransfer' },
);

/** Who caused an event; `email` is known only for signed-in users. */
export const OrderHistoryActorSchema = Closed(
  {
    kind: StringEnum(['user', 'session', 'system'] as const),
    role: StringEnum(['customer', 'staff', 'admin', 'system'] as const),
    email: NullableString(),
  },
  { title: 'OrderHistoryActor' },
);

/** One fact of an order's event log, oldest first. */
export const OrderHistoryEntrySchema = Closed(
  {
    type: StringEnum(orderEventTypes),
    at: IsoTime(),
    position: Type.String({ description: "The event's global log position (decimal string)", pattern: '^\\d+$' }),
    channel: StringEnum(['web', 'kiosk', 'staff', 'system'] as const),
    actor: OrderHistoryActorSchema,
    status: NullableEnum(orderStatuses),
    paymentMethod: NullableEnum(['card', 'in_store', 'promptpay'] as const),
    reason: NullableString({
      description:
        "Why (a cancel, a refund or a recalled step; a failed refund's gateway reason; a returned payment's " +
        "PaymentReturnReason code; a remake's note); null for other events",
    }),
    amount: Type.Union([Baht(), Type.Null()], {
      description: 'The amount of a refund or of a payment sent back; null for others',
    }),
    /** The carrier and number an OrderShipped or TrackingNumberCorrected event recorded; null on other events. */
    shipment: Type.Union([ShipmentSchema, Type.Null()]),
    /** OrderRemakeOpened: the remake opened; a remake's OrderPlaced: the order it makes again; null on other events. */
    remake: Type.Union([RemakeLinkViewSchema, Type.Null()]),
    /** OrderNoteAdded: the note, internal or customer-visible; null on other events. */
    note: Type.Union([OrderNoteViewSchema, Type.Null()]),
  },
  { title: 'OrderHistoryEntry' },
);

/** GET /api/orders/{id}/history (staff). */
export const OrderHistoryViewSchema = Closed(
  { orderId: Type.String({ format: 'uuid' }), shortId: Type.String(), entries: Type.Array(OrderHistoryEntrySchema) },
  { title: 'OrderHistoryView' },
);

/** One order found by the back office's search: enough to pick it out of a list. */
export const OrderSearchRowSchema = Closed(
  {
    id: Type.String({ format: 'uuid' }),
    shortId: Type.String({ description: 'The last 8 characters of the id, uppercased' }),
    createdAt: IsoTime(),
    customerName: Type.String(),
    customerEmail: Type.String(),
    customerPhone: Type.String(),
    customerPhoneCountryCode: Type.String(),
    channel: OrderChannelSchema,
    status: OrderStatusSchema,
    paymentStatus: PaymentStatusSchema,
    cancelledAt: NullableIsoTime('When the order was cancelled; null while it is not'),
    totalAmount: Baht(),
  },
  { title: 'OrderSearchRow' },
);

/** GET /api/admin/orders (staff, admin): a page of orders, newest first. */
export const OrderSearchPageSchema = Closed(
  {
    orders: Type.Array(OrderSearchRowSchema),
    nextCursor: NullableString({ description: 'Pass as `cursor` for the next (older) page; null on the last page' }),
  },
  { title: 'OrderSearchPage' },
);
