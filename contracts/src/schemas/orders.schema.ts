import { Type } from '@sinclair/typebox';
import { AddressSchema } from './account.schema';
import { carriers } from '../carriers';
import { orderEventTypes } from '../events/order.events';
import { orderChannels, orderStatuses, paymentStatuses } from '../order-status';
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
    refundedAmount: Baht('Baht given back so far'),
    channel: OrderChannelSchema,
    shippingAddress: AddressSchema,
    billingAddress: AddressSchema,
    /** Set once shipped with a carrier (the last correction wins); null before, or for orders shipped before carriers. */
    shipment: Type.Union([ShipmentSchema, Type.Null()]),
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

/** GET /api/config. */
export const ClientConfigSchema = Closed(
  { paymentGateway: StringEnum(['stripe', 'test'] as const), stripePublishableKey: NullableString() },
  { title: 'ClientConfig' },
);

/** POST /api/payments/test-gateway/confirm; a declined card is a 402 `payment_declined` instead. */
export const TestGatewayConfirmResultSchema = Closed(
  { paymentIntentId: Type.String(), status: Type.Literal('succeeded') },
  { title: 'TestGatewayConfirmResult' },
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
    paymentMethod: NullableEnum(['card', 'in_store'] as const),
    reason: NullableString({ description: 'Why (a cancel or a refund); null for other events' }),
    /** The carrier and number an OrderShipped or TrackingNumberCorrected event recorded; null on other events. */
    shipment: Type.Union([ShipmentSchema, Type.Null()]),
  },
  { title: 'OrderHistoryEntry' },
);

/** GET /api/orders/{id}/history (staff). */
export const OrderHistoryViewSchema = Closed(
  { orderId: Type.String({ format: 'uuid' }), shortId: Type.String(), entries: Type.Array(OrderHistoryEntrySchema) },
  { title: 'OrderHistoryView' },
);
