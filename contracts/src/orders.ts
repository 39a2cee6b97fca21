import type { Address, CustomerDetails } from './account';
import type { OrderChannel, OrderStatus, PaymentStatus } from './order-status';

/** One line of an order: a configuration at the unit price it had when the order was placed (baht). */
export interface OrderLineView {
  configurationId: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  modelName: string;
}

/** The owner's full view of an order (GET /api/orders/{id}). Amounts are baht; times ISO UTC. */
export interface OrderView {
  id: string;
  shortId: string;
  access: 'full';
  customerEmail: string;
  customerName: string;
  customerPhone: string;
  customerPhoneCountryCode: string;
  configurationId: string;
  lines: OrderLineView[];
  status: OrderStatus;
  totalAmount: number;
  paymentStatus: PaymentStatus;
  paymentId: string | null;
  channel: OrderChannel;
  shippingAddress: Address;
  billingAddress: Address;
  estimatedDelivery: string | null;
  deliveryDeadline: string | null;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What anyone holding the id sees: no name, e-mail, phone or address. */
export interface RedactedOrderView {
  id: string;
  shortId: string;
  access: 'redacted';
  status: OrderStatus;
  totalAmount: number;
  paymentStatus: PaymentStatus;
  estimatedDelivery: string | null;
  deliveryDeadline: string | null;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type AnyOrderView = OrderView | RedactedOrderView;

export interface TrackingStep {
  status: OrderStatus;
  at: string | null;
  actorRole: 'customer' | 'staff' | 'admin' | 'system' | null;
}

/** GET /api/orders/{id}/tracking. */
export interface OrderTrackingView {
  orderId: string;
  status: OrderStatus;
  progress: number;
  timeline: TrackingStep[];
  deliveryDeadline: string | null;
  overdue: boolean;
}

/** POST /api/orders/init body. */
export interface InitOrderRequest {
  customerDetails: CustomerDetails;
}

/** POST /api/orders/init. */
export interface InitOrderResult {
  orderId: string;
  clientSecret: string;
}

/** GET /api/config. */
export interface ClientConfig {
  paymentGateway: 'stripe' | 'test';
  stripePublishableKey: string | null;
}

/** PATCH /api/orders/{id}/payment body: the gateway's payment id, a hint the server verifies. */
export interface ConfirmOrderPaymentRequest {
  paymentId: string;
}

/** POST /api/payments/test-gateway/confirm body (the local test gateway's card form). */
export interface TestGatewayConfirmRequest {
  clientSecret: string;
  /** Digits, spaces allowed. */
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** POST /api/payments/test-gateway/confirm answer; a declined card is a 402 `payment_declined` instead. */
export interface TestGatewayConfirmResult {
  paymentIntentId: string;
  status: 'succeeded';
}
