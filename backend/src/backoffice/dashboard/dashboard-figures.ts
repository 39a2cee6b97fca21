import { Injectable } from '@nestjs/common';
import {
  type DashboardView,
  dashboardStages,
  latenessBuckets,
  type OrderChannel,
  orderChannels,
  type OrderStatus,
} from '@sound-putter/contracts';
import { Pool } from 'pg';
import { AppConfig } from '../../infrastructure/config/app-config';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import { activeBuild } from '../../infrastructure/projections/projection-schema';
import { histogramMedianSeconds, rangePeriods } from './dashboard-rollups';
import { dashboardProjection } from './dashboard.projection';

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
  name: 'sales' | 'models' | 'options' | 'promise' | 'stages' | 'at_risk';
  text: string;
  values: unknown[];
}

/** The roll-up rows of a range: its whole months' and its other days' ($1 months, $2 days). */
const IN_PERIODS = `((level = 'm' AND period = ANY($1::date[])) OR (level = 'd' AND period = ANY($2::date[])))`;

/**
 * The SQL of each figure for the Bangkok days from..to at `now` (pure: the bench runs the same). Every figure but the
 * open orders reads the roll-ups (dashboard-rollups.ts): per day for the sales, per month and per day for the rest.
 */
export function dashboardQueries(from: string, to: string, now: Date, atRiskSeconds: number): DashboardQuery[] {
  const start = bangkokDayStart(from).toISOString();
  const end = new Date(bangkokDayStart(to).getTime() + DAY_MS).toISOString();
  const { months, days } = rangePeriods(from, to);
  const periods = [months, days];
  return [
    {
      name: 'sales',
      text: `SELECT to_char(day, 'YYYY-MM-DD') AS day, channel, orders, sales_satang AS sales, refunded_satang AS refunded
             FROM rm_dashboard_sales_days WHERE day BETWEEN $1::date AND $2::date AND orders <> 0`,
      values: [from, to],
    },
    {
      name: 'models',
      text: `SELECT model_name, sum(quantity)::int AS quantity, sum(sales_satang)::bigint AS sales
             FROM rm_dashboard_model_periods WHERE ${IN_PERIODS}
             GROUP BY 1 HAVING sum(lines) > 0 ORDER BY 2 DESC, 1`,
      values: periods,
    },
    {
      name: 'options',
      text: `SELECT category, option_id, sum(quantity)::int AS quantity
             FROM rm_dashboard_option_periods WHERE ${IN_PERIODS}
             GROUP BY 1, 2 HAVING sum(lines) > 0 ORDER BY 1, 3 DESC, 2`,
      values: periods,
    },
    {
      // Orders confirmed in the range and not cancelled: each made the 24-hour promise. The delivered ones are
      // rolled up; the ones still open (few: a partial index holds them) are counted against now.
      name: 'promise',
      text: `SELECT coalesce(sum(on_time), 0)::int AS on_time, coalesce(sum(late), 0)::int AS late,
                    ${latenessBuckets.map((b) => `coalesce(sum("${b}"), 0)::int AS "${b}"`).join(',\n                    ')},
                    (SELECT count(*) FILTER (WHERE delivery_deadline < $5)::int FROM rm_dashboard_orders
                     WHERE delivered_at IS NULL AND cancelled_at IS NULL AND delivery_deadline IS NOT NULL
                       AND confirmed_at >= $3 AND confirmed_at < $4) AS overdue,
                    (SELECT count(*) FILTER (WHERE delivery_deadline >= $5)::int FROM rm_dashboard_orders
                     WHERE delivered_at IS NULL AND cancelled_at IS NULL AND delivery_deadline IS NOT NULL
                       AND confirmed_at >= $3 AND confirmed_at < $4) AS open
             FROM rm_dashboard_promise_periods WHERE ${IN_PERIODS}`,
      values: [...periods, start, end, now.toISOString()],
    },
    {
      name: 'stages',
      text: `SELECT stage, bucket, sum(orders)::int AS orders, sum(sum_ms)::float8 AS sum_ms
             FROM rm_dashboard_stage_periods WHERE ${IN_PERIODS}
             GROUP BY 1, 2 HAVING sum(orders) > 0`,
      values: periods,
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
    stages: dashboardStages.map((stage) => {
      const buckets = rows.stages
        .filter((r) => r.stage === stage)
        .map((r) => ({ bucket: num(r.bucket), orders: num(r.orders), sumMs: num(r.sum_ms) }));
      return {
        stage,
        orders: buckets.reduce((s, b) => s + b.orders, 0),
        medianSeconds: histogramMedianSeconds(buckets),
      };
    }),
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

/**
 * 503 while the worker replays the log into a new version of the dashboard's read model: the older build serving
 * until the switch holds no roll-ups, or only those written since, so its figures would be wrong.
 */
export class DashboardRebuilding extends DomainError {
  readonly retryAfterSeconds = 30;
  constructor() {
    super('service_unavailable', "The dashboard's figures are being rebuilt; try again in a minute.");
  }
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
      const active = await activeBuild(client, dashboardProjection.name);
      if (!active || active.version < dashboardProjection.version) throw new DashboardRebuilding();
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
