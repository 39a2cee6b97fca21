import { Inject, Injectable } from '@nestjs/common';
import {
  type Address,
  type AnyOrderView,
  type Carrier,
  ERASED,
  type Fulfilment,
  type OrderLine,
  type OrderNoteView,
  type OrderPaymentReturned,
  type OrderStatus,
  type OrderTrackingView,
  type OrderView,
  orderProgress,
  orderStatuses,
  type RedactedOrderView,
  type RemakeReason,
  type Role,
  satangToBaht,
  shortOrderId,
  type TrackingStep,
} from '@sound-putter/contracts';
import { Pool } from 'pg';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import { NotFound } from '../../infrastructure/cqrs/domain-error';

interface OrderRow {
  id: string;
  user_id: string | null;
  session_id: string | null;
  channel: OrderView['channel'];
  customer_email: string;
  customer_name: string;
  customer_phone: string;
  customer_phone_country_code: string;
  shipping_address: Address;
  billing_address: Address;
  lines: OrderLine[];
  total_satang: number;
  status: OrderStatus;
  payment_status: OrderView['paymentStatus'];
  payment_id: string | null;
  estimated_delivery: Date | null;
  delivery_deadline: Date | null;
  delivered_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  refunded_satang: string | number;
  last_step_at: Date | null;
  refunds: {
    id: string;
    amountSatang: number;
    reason: string;
    method: 'card' | 'in_store';
    status: 'pending' | 'succeeded' | 'failed';
    failureReason: string | null;
    refundedAt: string;
  }[];
  returned_payments: Omit<OrderPaymentReturned['data'], 'orderId'>[];
  carrier: Carrier | null;
  tracking_number: string | null;
  tracking_url: string | null;
  fulfilment: Fulfilment;
  pickup_code: string | null;
  ready_for_pickup_at: Date | null;
  gift_message: string | null;
  remake_of_id: string | null;
  remake_of_reason: RemakeReason | null;
  remakes: { orderId: string; reason: RemakeReason }[];
  notes: OrderNoteView[];
  created_at: Date;
  updated_at: Date;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who is asking, as far as order privacy cares. */
export interface Viewer {
  userId: string | null;
  role: Role | null;
  sessionId: string | null;
}

/**
 * Full details go to the order's owner: the signed-in user who placed it, the browser session that placed it, or
 * staff (and to a browser that opened a lookup link mailed to the order's address: `grantedTo`).
 */
const ownedBy = (row: OrderRow, viewer: Viewer): boolean =>
  viewer.role === 'staff' ||
  viewer.role === 'admin' ||
  (viewer.userId !== null && row.user_id === viewer.userId) ||
  (viewer.sessionId !== null && row.session_id === viewer.sessionId);

const redacted = (row: OrderRow): RedactedOrderView => ({
  id: row.id,
  shortId: shortOrderId(row.id),
  access: 'redacted',
  status: row.status,
  totalAmount: satangToBaht(row.total_satang),
  paymentStatus: row.payment_status,
  fulfilment: row.fulfilment,
  estimatedDelivery: iso(row.estimated_delivery),
  deliveryDeadline: iso(row.delivery_deadline),
  deliveredAt: iso(row.delivered_at),
  cancelledAt: iso(row.cancelled_at),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** A pickup order's code and state; the code only when `withCode` (its customer, never the board's lists). */
const pickupOf = (row: OrderRow, withCode: boolean): OrderView['pickup'] => {
  if (row.fulfilment !== 'pickup') return null;
  const state = row.status === 'delivered' ? 'collected' : row.pickup_code ? 'ready' : 'preparing';
  return {
    state,
    code: withCode && state === 'ready' ? row.pickup_code : null,
    readyAt: iso(row.ready_for_pickup_at),
  };
};

/** Staff asking about an order that is not their own: the pickup code stays the customer's to show. */
const staffOnly = (row: OrderRow, viewer: Viewer): boolean =>
  (viewer.role === 'staff' || viewer.role === 'admin') &&
  !(viewer.userId !== null && row.user_id === viewer.userId) &&
  !(viewer.sessionId !== null && row.session_id === viewer.sessionId);

const isStaff = (viewer: Viewer): boolean => viewer.role === 'staff' || viewer.role === 'admin';

/** Staff read every note; anyone else only the notes written for the customer. */
const notesFor = (row: OrderRow, staff: boolean): OrderNoteView[] =>
  (row.notes ?? [])
    .filter((n) => staff || n.visibility === 'customer')
    .map((n) => ({ id: n.id, visibility: n.visibility, text: n.text, addedAt: new Date(n.addedAt).toISOString() }));

const full = (row: OrderRow, recallSeconds: number, withCode = true, staff = false): OrderView => ({
  ...redacted(row),
  access: 'full',
  customerEmail: row.customer_email,
  customerName: row.customer_name,
  customerPhone: row.customer_phone,
  customerPhoneCountryCode: row.customer_phone_country_code,
  configurationId: row.lines[0]?.configurationId ?? '',
  lines: row.lines.map((l) => ({
    configurationId: l.configurationId,
    quantity: l.quantity,
    unitPrice: satangToBaht(l.unitPriceSatang),
    lineTotal: satangToBaht(l.unitPriceSatang * l.quantity),
    modelName: l.modelName,
  })),
  paymentId: row.payment_id,
  cancelReason: row.cancel_reason,
  refundedAmount: satangToBaht(Number(row.refunded_satang)),
  recallableUntil:
    row.last_step_at && !row.cancelled_at
      ? new Date(row.last_step_at.getTime() + recallSeconds * 1000).toISOString()
      : null,
  refunds: (row.refunds ?? []).map((r) => ({
    id: r.id,
    amount: satangToBaht(r.amountSatang),
    amountSatang: r.amountSatang,
    reason: r.reason,
    method: r.method,
    status: r.status,
    failureReason: r.failureReason,
    refundedAt: new Date(r.refundedAt).toISOString(),
  })),
  returnedPayments: (row.returned_payments ?? []).map((r) => ({
    paymentId: r.paymentId,
    refundId: r.refundId,
    amount: satangToBaht(r.amountSatang),
    amountSatang: r.amountSatang,
    method: r.method,
    reason: r.reason,
    arrivedAt: new Date(r.arrivedAt).toISOString(),
    returnedAt: new Date(r.returnedAt).toISOString(),
  })),
  channel: row.channel,
  shippingAddress: row.shipping_address,
  billingAddress: row.billing_address,
  shipment:
    row.carrier && row.tracking_number
      ? { carrier: row.carrier, trackingNumber: row.tracking_number, trackingUrl: row.tracking_url ?? '' }
      : null,
  pickup: pickupOf(row, withCode),
  giftMessage: row.gift_message,
  remakeOf:
    row.remake_of_id && row.remake_of_reason
      ? { orderId: row.remake_of_id, shortId: shortOrderId(row.remake_of_id), reason: row.remake_of_reason }
      : null,
  remakes: (row.remakes ?? []).map((r) => ({ orderId: r.orderId, shortId: shortOrderId(r.orderId), reason: r.reason })),
  notes: notesFor(row, staff),
});

/** The full view as the board lists it: no pickup codes, every note. */
const forStaff = (row: OrderRow, recallSeconds: number): OrderView => full(row, recallSeconds, false, true);

/** Reads rm_orders / rm_order_timeline and decides per caller how much of each order they may see. */
@Injectable()
export class OrderReadModel {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  private readonly full = (row: OrderRow, withCode = true, staff = false): OrderView =>
    full(row, this.config.RECALL_WINDOW_SECONDS, withCode, staff);
  private readonly forStaff = (row: OrderRow): OrderView => forStaff(row, this.config.RECALL_WINDOW_SECONDS);

  private async row(orderId: string): Promise<OrderRow> {
    if (!UUID.test(orderId)) throw new NotFound('order_not_found');
    const { rows } = await this.pool.query<OrderRow>('SELECT * FROM rm_orders WHERE id = $1', [orderId]);
    if (!rows[0]) throw new NotFound('order_not_found');
    return rows[0];
  }

  /** Whether this browser session opened a lookup link for the order's address in the last day (asked only of non-owners). */
  private async grantedTo(row: OrderRow, viewer: Viewer): Promise<boolean> {
    if (viewer.sessionId === null || row.customer_email === ERASED) return false;
    const { rows } = await this.pool.query(
      `SELECT 1 FROM order_lookup_links
       WHERE session_id = $1 AND access_expires_at > $2 AND lower(email) = lower($3) LIMIT 1`,
      [viewer.sessionId, this.clock.now(), row.customer_email],
    );
    return rows.length > 0;
  }

  async byId(orderId: string, viewer: Viewer): Promise<AnyOrderView> {
    const row = await this.row(orderId);
    if (ownedBy(row, viewer)) return this.full(row, !staffOnly(row, viewer), isStaff(viewer));
    if (viewer.userId !== null && (await this.linked(orderId, viewer.userId))) return this.full(row);
    return (await this.grantedTo(row, viewer)) ? this.full(row) : redacted(row);
  }

  /** Whether the order, placed without signing in, was linked to the account when it proved the order's e-mail. */
  private async linked(orderId: string, userId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'SELECT 1 FROM order_account_links WHERE order_id = $1 AND user_id = $2',
      [orderId, userId],
    );
    return rowCount === 1;
  }

  /** Orders placed signed in to the account, and the anonymous ones linked to it by a proof of their e-mail. */
  async mine(userId: string): Promise<OrderView[]> {
    const { rows } = await this.pool.query<OrderRow>(
      `SELECT * FROM rm_orders
        WHERE user_id = $1 OR id IN (SELECT order_id FROM order_account_links WHERE user_id::text = $1)
        ORDER BY created_at DESC`,
      [userId],
    );
    return rows.map((row) => this.full(row));
  }

  /** Orders placed in this browser session, and those of addresses whose lookup link it opened (still open). */
  async thisBrowser(sessionId: string): Promise<OrderView[]> {
    const { rows } = await this.pool.query<OrderRow>(
      `SELECT * FROM rm_orders WHERE session_id = $1
          OR (customer_email <> $3 AND lower(customer_email) IN (
                SELECT lower(email) FROM order_lookup_links WHERE session_id = $1 AND access_expires_at > $2))
       ORDER BY created_at DESC LIMIT 100`,
      [sessionId, this.clock.now(), ERASED],
    );
    return rows.map((row) => this.full(row));
  }

  /** The workshop board: oldest deadline first; overdue = past the deadline and not delivered. */
  async board(
    filter: { status?: OrderStatus; overdue?: boolean; cancelled?: boolean },
    now: Date,
  ): Promise<OrderView[]> {
    // Cancelled orders are out of the columns; `cancelled: true` lists only them.
    const where: string[] = [filter.cancelled ? 'cancelled_at IS NOT NULL' : 'cancelled_at IS NULL'];
    const params: unknown[] = [];
    if (filter.status) {
      params.push(filter.status);
      where.push(`status = $${params.length}`);
    }
    if (filter.overdue !== undefined) {
      params.push(now);
      const overdue = `(status <> 'delivered' AND delivery_deadline IS NOT NULL AND delivery_deadline < $${params.length})`;
      where.push(filter.overdue ? overdue : `NOT ${overdue}`);
    }
    const { rows } = await this.pool.query<OrderRow>(
      `SELECT * FROM rm_orders ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY delivery_deadline ASC NULLS LAST, created_at ASC LIMIT 500`,
      params,
    );
    return rows.map((row) => this.forStaff(row));
  }

  /**
   * What the workshop works on: paid orders not yet delivered, unpaid kiosk orders (paid at the counter), and
   * orders delivered since `deliveredSince`. An unpaid web order is not workshop work.
   */
  async workshopOrders(deliveredSince: Date): Promise<OrderView[]> {
    const { rows } = await this.pool.query<OrderRow>(
      `SELECT * FROM rm_orders
       WHERE cancelled_at IS NULL AND (status IN ('confirmed', 'crafting', 'shipped')
          OR (status = 'pending' AND channel = 'kiosk')
          OR (status = 'delivered' AND delivered_at >= $1))
       ORDER BY delivery_deadline ASC NULLS LAST, created_at ASC LIMIT 500`,
      [deliveredSince],
    );
    return rows.map((row) => this.forStaff(row));
  }

  async tracking(orderId: string, now: Date): Promise<OrderTrackingView> {
    const row = await this.row(orderId);
    const { rows: steps } = await this.pool.query<{
      status: OrderStatus;
      at: Date;
      actor_role: TrackingStep['actorRole'];
    }>('SELECT status, at, actor_role FROM rm_order_timeline WHERE order_id = $1', [orderId]);
    const byStatus = new Map(steps.map((s) => [s.status, s]));
    const deadline = row.delivery_deadline;
    return {
      orderId: row.id,
      status: row.status,
      progress: orderProgress[row.status],
      timeline: orderStatuses.map((status) => {
        const s = byStatus.get(status);
        return { status, at: s ? s.at.toISOString() : null, actorRole: s ? s.actor_role : null };
      }),
      deliveryDeadline: iso(deadline),
      overdue: deadline !== null && row.status !== 'delivered' && deadline.getTime() < now.getTime(),
    };
  }

  /** The order waiting for (or handed over with) this pickup code, or null. */
  async orderIdByPickupCode(code: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM rm_orders WHERE pickup_code = $1', [code]);
    return rows[0]?.id ?? null;
  }
}
