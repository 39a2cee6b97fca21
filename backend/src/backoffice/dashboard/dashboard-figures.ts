import { Injectable } from '@nestjs/common';
import {
  type DashboardView,
  dashboardStages,
  latenessBucketBounds,
  latenessBuckets,
  type OrderChannel,
  orderChannels,
  type OrderStatus,
} from '@sound-putter/contracts';
import { Pool } from 'pg';
import { AppConfig } from '../../infrastructure/config/app-config';

const BANGKOK_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 24 * 3600_000;
const AT_RISK_LIST = 50;

/** The first instant of a Bangkok day ("2026-11-20" → 2026-11-19T17:00Z). */
export const bangkokDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00.000Z`) - BANGKOK_OFFSET_MS);

/** Every day of [from, to], as YYYY-MM-DD. */
export const daysOf = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00.000Z`); t <= Date.parse(`${to}T00:00:00.000Z`); t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};

/** The queries one dashboard reads, by name: the bench times each of them. */
export interface DashboardQuery {
  name: 'sales' | 'models' | 'options' | 'promise' | 'at_risk';
  text: string;
  values: unknown[];
}

/** Orders paid in the range, remakes left out (they are made at no charge). */
const PAID_IN_RANGE = `o.paid_at >= $1 AND o.paid_at < $2 AND NOT o.is_remake`;

const bucketFilter = (bucket: keyof typeof latenessBucketBounds): string => {
  const [min, max] = latenessBucketBounds[bucket];
  const parts = ['delivered_at IS NOT NULL'];
  if (Number.isFinite(min)) parts.push(`seconds_to_spare >= ${min}`);
  if (Number.isFinite(max)) parts.push(`seconds_to_spare < ${max}`);
  return parts.join(' AND ');
};

const stageSpan: Record<(typeof dashboardStages)[number], [string, string]> = {
  paid_to_crafting: ['confirmed_at', 'crafting_at'],
  crafting_to_shipped: ['crafting_at', 'shipped_at'],
  shipped_to_delivered: ['shipped_at', 'delivered_at'],
};

/** The SQL of each figure for the Bangkok days from..to at `now` (pure: the bench runs the same). */
export function dashboardQueries(from: string, to: string, now: Date, atRiskSeconds: number): DashboardQuery[] {
  const start = bangkokDayStart(from).toISOString();
  const end = new Date(bangkokDayStart(to).getTime() + DAY_MS).toISOString();
  const range = [start, end];
  const stages = dashboardStages.map((stage) => {
    const [a, b] = stageSpan[stage];
    const filter = `FILTER (WHERE ${a} IS NOT NULL AND ${b} IS NOT NULL)`;
    return `count(*) ${filter} AS "${stage}_orders",
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${b} - ${a})) ${filter} AS "${stage}_median"`;
  });
  return [
    {
      name: 'sales',
      text: `SELECT to_char(o.paid_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS day, o.channel,
                    count(*)::int AS orders, sum(o.paid_satang)::bigint AS sales, sum(o.refunded_satang)::bigint AS refunded
             FROM rm_dashboard_orders o WHERE ${PAID_IN_RANGE} GROUP BY 1, 2`,
      values: range,
    },
    {
      name: 'models',
      text: `SELECT l.model_name, sum(l.quantity)::int AS quantity, sum(l.quantity * l.unit_price_satang)::bigint AS sales
             FROM rm_dashboard_orders o JOIN rm_dashboard_lines l ON l.order_id = o.order_id
             WHERE ${PAID_IN_RANGE} GROUP BY 1 ORDER BY 2 DESC, 1`,
      values: range,
    },
    {
      name: 'options',
      text: `SELECT c.category, c.option_id, sum(l.quantity)::int AS quantity
             FROM rm_dashboard_orders o JOIN rm_dashboard_lines l ON l.order_id = o.order_id
             JOIN rm_dashboard_configuration_options c ON c.configuration_id = l.configuration_id
             WHERE ${PAID_IN_RANGE} GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`,
      values: range,
    },
    {
      // Orders confirmed in the range and not cancelled: each made the 24-hour promise.
      name: 'promise',
      text: `SELECT count(*) FILTER (WHERE delivered_at IS NOT NULL AND seconds_to_spare >= 0)::int AS on_time,
                    count(*) FILTER (WHERE delivered_at IS NOT NULL AND seconds_to_spare < 0)::int AS late,
                    count(*) FILTER (WHERE delivered_at IS NULL AND delivery_deadline < $3)::int AS overdue,
                    count(*) FILTER (WHERE delivered_at IS NULL AND delivery_deadline >= $3)::int AS open,
                    ${latenessBuckets.map((b) => `count(*) FILTER (WHERE ${bucketFilter(b)})::int AS "${b}"`).join(',\n')},
                    ${stages.join(',\n')}
             FROM rm_dashboard_orders
             WHERE confirmed_at >= $1 AND confirmed_at < $2 AND cancelled_at IS NULL AND delivery_deadline IS NOT NULL`,
      values: [...range, now.toISOString()],
    },
    {
      name: 'at_risk',
      text: `SELECT order_id, channel, delivery_deadline,
                    CASE WHEN shipped_at IS NOT NULL THEN 'shipped' WHEN crafting_at IS NOT NULL THEN 'crafting'
                         ELSE 'confirmed' END AS status,
                    count(*) OVER ()::int AS total
             FROM rm_dashboard_orders
             WHERE delivered_at IS NULL AND cancelled_at IS NULL AND delivery_deadline < $1
             ORDER BY delivery_deadline, order_id LIMIT ${AT_RISK_LIST}`,
      values: [new Date(now.getTime() + atRiskSeconds * 1000).toISOString()],
    },
  ];
}

type Row = Record<string, unknown>;
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const average = (sales: number, orders: number) => (orders === 0 ? 0 : Math.round(sales / orders));

/** The dashboard's figures from the rows its queries answered. */
export function dashboardView(
  from: string,
  to: string,
  now: Date,
  atRiskSeconds: number,
  rows: Record<DashboardQuery['name'], Row[]>,
): DashboardView {
  const sales = new Map(rows.sales.map((r) => [`${String(r.day)}|${String(r.channel)}`, r]));
  const salesByDay = daysOf(from, to).flatMap((day) =>
    orderChannels.map((channel) => {
      const r = sales.get(`${day}|${channel}`);
      return { day, channel, orders: num(r?.orders), salesSatang: num(r?.sales), refundedSatang: num(r?.refunded) };
    }),
  );
  const total = (channel?: OrderChannel) => {
    const of = salesByDay.filter((d) => channel === undefined || d.channel === channel);
    const orders = of.reduce((s, d) => s + d.orders, 0);
    const salesSatang = of.reduce((s, d) => s + d.salesSatang, 0);
    const refundedSatang = of.reduce((s, d) => s + d.refundedSatang, 0);
    return { orders, salesSatang, refundedSatang, averageOrderValueSatang: average(salesSatang, orders) };
  };
  const p = rows.promise[0] ?? {};
  const onTime = num(p.on_time);
  const late = num(p.late);
  const overdue = num(p.overdue);
  const decided = onTime + late + overdue;
  return {
    from,
    to,
    generatedAt: now.toISOString(),
    salesByDay,
    channels: orderChannels.map((channel) => ({ channel, ...total(channel) })),
    totals: total(),
    models: rows.models.map((r) => ({
      modelName: String(r.model_name),
      quantity: num(r.quantity),
      salesSatang: num(r.sales),
    })),
    options: rows.options.map((r) => ({
      category: r.category as DashboardView['options'][number]['category'],
      optionId: String(r.option_id),
      quantity: num(r.quantity),
    })),
    promise: {
      onTime,
      late,
      overdue,
      open: num(p.open),
      onTimeRate: decided === 0 ? null : onTime / decided,
      lateness: latenessBuckets.map((bucket) => ({ bucket, orders: num(p[bucket]) })),
    },
    stages: dashboardStages.map((stage) => ({
      stage,
      orders: num(p[`${stage}_orders`]),
      medianSeconds:
        p[`${stage}_median`] === null || p[`${stage}_median`] === undefined ? null : num(p[`${stage}_median`]),
    })),
    atRisk: {
      windowSeconds: atRiskSeconds,
      count: num(rows.at_risk[0]?.total),
      orders: rows.at_risk.map((r) => {
        const deadline = r.delivery_deadline as Date;
        return {
          orderId: String(r.order_id),
          status: r.status as OrderStatus,
          channel: r.channel as OrderChannel,
          deliveryDeadline: deadline.toISOString(),
          secondsLeft: Math.floor((deadline.getTime() - now.getTime()) / 1000),
        };
      }),
    },
  };
}

/** Reads the dashboard's figures from its read model (one snapshot: the queries share a repeatable-read transaction). */
@Injectable()
export class DashboardFigures {
  constructor(
    private readonly pool: Pool,
    private readonly config: AppConfig,
  ) {}

  async read(from: string, to: string, now: Date): Promise<DashboardView> {
    const window = this.config.CRAFTING_AT_RISK_SECONDS;
    const queries = dashboardQueries(from, to, now, window);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const rows = {} as Record<DashboardQuery['name'], Row[]>;
      for (const q of queries) rows[q.name] = (await client.query(q.text, q.values)).rows as Row[];
      await client.query('COMMIT');
      return dashboardView(from, to, now, window, rows);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
