import type { OrderEventPayload, PutterConfigured } from '@sound-putter/contracts';
import type { SqlStatement } from '../../infrastructure/database/send-together';
import type { StatementEvent } from '../../infrastructure/projections/projection';
import { applyStatements, type Projection } from '../../infrastructure/projections/projection';
import { contributionStatements, type OrdersOf, type Rollup, rollupSchema, rollupTables } from './dashboard-rollups';

type DashboardEvent = OrderEventPayload | PutterConfigured;

const orderRow = (orderId: string, set: string, values: unknown[]): SqlStatement => ({
  text: `UPDATE rm_dashboard_orders SET ${set} WHERE order_id = $1`,
  values: [orderId, ...values],
});

/** The order's lines as placed (or as its unpaid checkout changed them): the model and option mix count them. */
const replaceLines = (orderId: string, lines: unknown[]): SqlStatement[] => [
  { text: `DELETE FROM rm_dashboard_lines WHERE order_id = $1`, values: [orderId] },
  {
    text: `INSERT INTO rm_dashboard_lines (order_id, line_no, configuration_id, model_name, quantity, unit_price_satang)
           SELECT $1, n, (l->>'configurationId')::uuid, l->>'modelName', (l->>'quantity')::int,
                  (l->>'unitPriceSatang')::bigint
           FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(l, n)`,
    values: [orderId, JSON.stringify(lines)],
  },
];

/** The refunds kept so far, summed again: a refund applied twice (or settled as failed) counts once (or not). */
const sumRefunds = (orderId: string): SqlStatement =>
  orderRow(
    orderId,
    `refunded_satang = (SELECT coalesce(sum(amount_satang), 0) FROM rm_dashboard_refunds
                         WHERE order_id = $1 AND NOT failed)`,
    [],
  );

const configurationOptions = (d: PutterConfigured['data']): [string, string | null][] => [
  ['grip', d.gripId],
  ['shaft', d.shaftId],
  ['shaft_color', d.shaftColorId],
  ['length', d.lengthId],
  ['logo', d.logoId],
  ['face_mill_option', d.faceMillOptionId],
  ['mill_option', d.millOptionId],
  ['gift_box', d.giftBoxId],
];

/** Which timestamp a recalled step takes back. */
const recalledColumns: Partial<Record<string, string>> = {
  crafting: 'crafting_at = NULL',
  shipped: 'shipped_at = NULL',
  delivered: 'delivered_at = NULL, seconds_to_spare = NULL',
};

/** The writes to the per-order rows. */
function rowStatements(recorded: StatementEvent): SqlStatement[] {
  const event = { type: recorded.type, data: recorded.data } as DashboardEvent;
  switch (event.type) {
    case 'PutterConfigured': {
      const options = configurationOptions(event.data).filter((o): o is [string, string] => o[1] !== null);
      return [
        {
          text: `INSERT INTO rm_dashboard_configuration_options (configuration_id, category, option_id)
                 SELECT $1, c, o FROM unnest($2::text[], $3::text[]) AS u(c, o) ON CONFLICT DO NOTHING`,
          values: [event.data.configurationId, options.map((o) => o[0]), options.map((o) => o[1])],
        },
      ];
    }
    case 'OrderPlaced': {
      const d = event.data;
      return [
        {
          text: `INSERT INTO rm_dashboard_orders (order_id, channel, placed_at, is_remake) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (order_id) DO NOTHING`,
          values: [d.orderId, d.channel, d.placedAt, d.remakeOf !== undefined],
        },
        ...replaceLines(d.orderId, d.lines),
      ];
    }
    case 'OrderDetailsChanged':
      return replaceLines(event.data.orderId, event.data.lines);
    case 'OrderPaid':
      return [
        orderRow(event.data.orderId, 'paid_at = $2, paid_satang = $3', [event.data.paidAt, event.data.amountSatang]),
      ];
    case 'OrderConfirmed':
      return [
        orderRow(event.data.orderId, 'confirmed_at = $2, delivery_deadline = $3', [
          event.data.confirmedAt,
          event.data.deliveryDeadline,
        ]),
      ];
    case 'CraftingStarted':
      return [orderRow(event.data.orderId, 'crafting_at = $2', [event.data.startedAt])];
    case 'OrderShipped':
      return [orderRow(event.data.orderId, 'shipped_at = $2', [event.data.shippedAt])];
    case 'OrderReadyForPickup':
      return [orderRow(event.data.orderId, 'shipped_at = $2', [event.data.readyAt])];
    case 'OrderDelivered':
      // Deliveries recorded before seconds to spare was kept count against the deadline the order holds.
      return [
        orderRow(
          event.data.orderId,
          `delivered_at = $2, seconds_to_spare = coalesce($3::int,
             floor(extract(epoch FROM coalesce($4::timestamptz, delivery_deadline) - $2::timestamptz))::int)`,
          [event.data.deliveredAt, event.data.secondsToSpare ?? null, event.data.deliveryDeadline ?? null],
        ),
      ];
    case 'OrderStepRecalled': {
      const columns = recalledColumns[event.data.fromStatus];
      return columns ? [orderRow(event.data.orderId, columns, [])] : [];
    }
    case 'OrderCancelled':
      return [orderRow(event.data.orderId, 'cancelled_at = $2', [event.data.cancelledAt])];
    case 'OrderRefunded':
      return [
        {
          text: `INSERT INTO rm_dashboard_refunds (refund_id, order_id, amount_satang) VALUES ($1, $2, $3)
                 ON CONFLICT (refund_id) DO NOTHING`,
          values: [event.data.refundId, event.data.orderId, event.data.amountSatang],
        },
        sumRefunds(event.data.orderId),
      ];
    case 'OrderRefundSettled':
      return [
        {
          text: `UPDATE rm_dashboard_refunds SET failed = $2 WHERE refund_id = $1`,
          values: [event.data.refundId, event.data.status === 'failed'],
        },
        sumRefunds(event.data.orderId),
      ];
    default:
      return [];
  }
}

/**
 * The roll-ups each event can change, from the columns it writes: lines (models, options); an order's insertion,
 * payment and refunds (sales, models, options); its confirmation, steps, recalls, delivery and cancellation (promise,
 * stages).
 */
const touches: Partial<Record<DashboardEvent['type'], readonly Rollup[]>> = {
  PutterConfigured: ['options'],
  OrderPlaced: ['sales', 'models', 'options'],
  OrderDetailsChanged: ['models', 'options'],
  OrderPaid: ['sales', 'models', 'options'],
  OrderConfirmed: ['promise', 'stages'],
  CraftingStarted: ['stages'],
  OrderShipped: ['stages'],
  OrderReadyForPickup: ['stages'],
  OrderDelivered: ['promise', 'stages'],
  OrderStepRecalled: ['promise', 'stages'],
  OrderCancelled: ['promise', 'stages'],
  OrderRefunded: ['sales'],
  OrderRefundSettled: ['sales'],
};

/**
 * An event's writes: its orders' contributions to the roll-ups it touches taken out, the per-order rows changed, the
 * contributions put back. Idempotent as the per-order writes are: an event applied twice changes nothing the second
 * time, so what it takes out it puts back.
 */
function statements(recorded: StatementEvent): SqlStatement[] {
  const rows = rowStatements(recorded);
  const which = touches[recorded.type as DashboardEvent['type']];
  if (!which || rows.length === 0) return rows;
  const data = recorded.data as { orderId?: string; configurationId?: string };
  const of: OrdersOf =
    recorded.type === 'PutterConfigured'
      ? { configurationId: String(data.configurationId) }
      : { orderId: String(data.orderId) };
  return [...contributionStatements(-1, which, of), ...rows, ...contributionStatements(1, which, of)];
}

/**
 * The back office dashboard's read model (issue 32): one row per order with what it paid, its channel and the time
 * of each step against its deadline; its lines; each configuration's options; and the roll-ups per Bangkok day and
 * month the figures read (dashboard-rollups.ts). Fed by the worker's subscription, so a rebuild from the log gives
 * the same rows, and so the same figures for any past day. Version 2 added the roll-ups: the worker builds them by
 * replaying the log beside version 1 and switches when they are complete (blue/green).
 */
export const dashboardProjection: Projection = {
  name: 'dashboard',
  version: 2,
  mode: 'async',
  tables: [
    'rm_dashboard_orders',
    'rm_dashboard_lines',
    'rm_dashboard_configuration_options',
    'rm_dashboard_refunds',
    ...Object.values(rollupTables),
  ],
  schema: `
    CREATE TABLE IF NOT EXISTS rm_dashboard_orders (
      order_id uuid PRIMARY KEY,
      channel text NOT NULL,
      placed_at timestamptz NOT NULL,
      is_remake boolean NOT NULL,
      paid_at timestamptz,
      paid_satang bigint NOT NULL DEFAULT 0,
      refunded_satang bigint NOT NULL DEFAULT 0,
      confirmed_at timestamptz,
      delivery_deadline timestamptz,
      crafting_at timestamptz,
      shipped_at timestamptz,
      delivered_at timestamptz,
      seconds_to_spare integer,
      cancelled_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS rm_dashboard_orders_open ON rm_dashboard_orders (delivery_deadline)
      WHERE delivered_at IS NULL AND cancelled_at IS NULL;
    CREATE INDEX IF NOT EXISTS rm_dashboard_orders_open_confirmed ON rm_dashboard_orders (confirmed_at)
      WHERE delivered_at IS NULL AND cancelled_at IS NULL;
    CREATE TABLE IF NOT EXISTS rm_dashboard_lines (
      order_id uuid NOT NULL,
      line_no integer NOT NULL,
      configuration_id uuid NOT NULL,
      model_name text NOT NULL,
      quantity integer NOT NULL,
      unit_price_satang bigint NOT NULL,
      PRIMARY KEY (order_id, line_no)
    );
    CREATE INDEX IF NOT EXISTS rm_dashboard_lines_configuration ON rm_dashboard_lines (configuration_id);
    CREATE TABLE IF NOT EXISTS rm_dashboard_configuration_options (
      configuration_id uuid NOT NULL,
      category text NOT NULL,
      option_id text NOT NULL,
      PRIMARY KEY (configuration_id, category)
    );
    CREATE TABLE IF NOT EXISTS rm_dashboard_refunds (
      refund_id text PRIMARY KEY,
      order_id uuid NOT NULL,
      amount_satang bigint NOT NULL,
      failed boolean NOT NULL DEFAULT false
    );
    CREATE INDEX IF NOT EXISTS rm_dashboard_refunds_order ON rm_dashboard_refunds (order_id);
    ${rollupSchema}`,
  handles: [
    'PutterConfigured',
    'OrderPlaced',
    'OrderDetailsChanged',
    'OrderPaid',
    'OrderConfirmed',
    'CraftingStarted',
    'OrderShipped',
    'OrderReadyForPickup',
    'OrderDelivered',
    'OrderStepRecalled',
    'OrderCancelled',
    'OrderRefunded',
    'OrderRefundSettled',
  ],
  statements,
  apply: applyStatements(statements),
};
