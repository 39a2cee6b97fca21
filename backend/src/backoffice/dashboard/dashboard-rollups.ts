import { latenessBucketBounds, latenessBuckets } from '@sound-putter/contracts';
import type { SqlStatement } from '../../infrastructure/database/send-together';

/**
 * The dashboard's roll-ups (issue 32, "Measured"): totals per Bangkok day (and per Bangkok month, so a year reads
 * about 40 periods instead of 365 days), kept beside the per-order rows by the projection, so a figure reads at most a
 * few hundred small rows whatever the number of orders.
 *
 * Each roll-up is the sum, over orders, of what one order contributes given its per-order rows. The projection keeps
 * them exact and idempotent by taking an order's contribution out before an event changes its rows and putting it
 * back after (`contributionStatements`); `refillStatements` sums every order afresh (the bench fills its generated
 * orders that way, and a test checks the kept roll-ups against it).
 */

/** Which roll-up a figure reads. */
export type Rollup = 'sales' | 'models' | 'options' | 'promise' | 'stages';
export const rollups: readonly Rollup[] = ['sales', 'models', 'options', 'promise', 'stages'];

export const rollupTables: Record<Rollup, string> = {
  sales: 'rm_dashboard_sales_days',
  models: 'rm_dashboard_model_periods',
  options: 'rm_dashboard_option_periods',
  promise: 'rm_dashboard_promise_periods',
  stages: 'rm_dashboard_stage_periods',
};

/** A duration in ms → its histogram bucket: minutes below 1 h, 5 minutes below 24 h, hours beyond (in order). */
const STAGE_BUCKET = `(CASE WHEN ms < 3600000 THEN floor(ms / 60000.0)
                            WHEN ms < 86400000 THEN 60 + floor((ms - 3600000) / 300000.0)
                            ELSE 336 + floor((ms - 86400000) / 3600000.0) END)::int`;

const lateness = latenessBuckets.map((b) => `"${b}"`);

export const rollupSchema = `
    CREATE TABLE IF NOT EXISTS rm_dashboard_sales_days (
      day date NOT NULL,
      channel text NOT NULL,
      orders integer NOT NULL,
      sales_satang bigint NOT NULL,
      refunded_satang bigint NOT NULL,
      PRIMARY KEY (day, channel)
    );
    CREATE TABLE IF NOT EXISTS rm_dashboard_model_periods (
      level "char" NOT NULL,
      period date NOT NULL,
      model_name text NOT NULL,
      lines integer NOT NULL,
      quantity bigint NOT NULL,
      sales_satang bigint NOT NULL,
      PRIMARY KEY (level, period, model_name)
    );
    CREATE TABLE IF NOT EXISTS rm_dashboard_option_periods (
      level "char" NOT NULL,
      period date NOT NULL,
      category text NOT NULL,
      option_id text NOT NULL,
      lines integer NOT NULL,
      quantity bigint NOT NULL,
      PRIMARY KEY (level, period, category, option_id)
    );
    CREATE TABLE IF NOT EXISTS rm_dashboard_promise_periods (
      level "char" NOT NULL,
      period date NOT NULL,
      on_time integer NOT NULL,
      late integer NOT NULL,
      ${lateness.map((b) => `${b} integer NOT NULL`).join(',\n      ')},
      PRIMARY KEY (level, period)
    );
    CREATE TABLE IF NOT EXISTS rm_dashboard_stage_periods (
      level "char" NOT NULL,
      period date NOT NULL,
      stage text NOT NULL,
      bucket integer NOT NULL,
      orders integer NOT NULL,
      sum_ms bigint NOT NULL,
      PRIMARY KEY (level, period, stage, bucket)
    );`;

const bangkokDay = (column: string) => `(${column} AT TIME ZONE 'Asia/Bangkok')::date`;
/** Paid and charged for: remakes are made at no charge and stay out of sales and the mix. */
const PAID = `o.paid_at IS NOT NULL AND NOT o.is_remake`;
/** Made the 24-hour promise: confirmed with a deadline, not cancelled. */
const PROMISED = `o.confirmed_at IS NOT NULL AND o.cancelled_at IS NULL AND o.delivery_deadline IS NOT NULL`;

const bucketFilter = (bucket: keyof typeof latenessBucketBounds): string => {
  const [min, max] = latenessBucketBounds[bucket];
  const parts = ['o.delivered_at IS NOT NULL'];
  if (Number.isFinite(min)) parts.push(`o.seconds_to_spare >= ${min}`);
  if (Number.isFinite(max)) parts.push(`o.seconds_to_spare < ${max}`);
  return parts.join(' AND ');
};

interface RollupSql {
  /** Key columns after the period. */
  keys: string[];
  values: string[];
  /** day, keys..., values... of the orders `where` picks (one row per contribution; summed by the upsert). */
  contribution: (where: string) => string;
  /** Kept per day only (the sales are shown per day) or per day and per month. */
  monthly: boolean;
}

const rollupSql: Record<Rollup, RollupSql> = {
  sales: {
    keys: ['channel'],
    values: ['orders', 'sales_satang', 'refunded_satang'],
    monthly: false,
    contribution: (where) =>
      `SELECT ${bangkokDay('o.paid_at')} AS day, o.channel, 1 AS orders, o.paid_satang AS sales_satang,
              o.refunded_satang FROM rm_dashboard_orders o WHERE (${where}) AND ${PAID}`,
  },
  models: {
    keys: ['model_name'],
    values: ['lines', 'quantity', 'sales_satang'],
    monthly: true,
    contribution: (where) =>
      `SELECT ${bangkokDay('o.paid_at')} AS day, l.model_name, 1 AS lines, l.quantity,
              l.quantity * l.unit_price_satang AS sales_satang
       FROM rm_dashboard_orders o JOIN rm_dashboard_lines l ON l.order_id = o.order_id WHERE (${where}) AND ${PAID}`,
  },
  options: {
    keys: ['category', 'option_id'],
    values: ['lines', 'quantity'],
    monthly: true,
    contribution: (where) =>
      `SELECT ${bangkokDay('o.paid_at')} AS day, c.category, c.option_id, 1 AS lines, l.quantity
       FROM rm_dashboard_orders o JOIN rm_dashboard_lines l ON l.order_id = o.order_id
       JOIN rm_dashboard_configuration_options c ON c.configuration_id = l.configuration_id
       WHERE (${where}) AND ${PAID}`,
  },
  promise: {
    keys: [],
    values: ['on_time', 'late', ...lateness],
    monthly: true,
    contribution: (where) =>
      `SELECT ${bangkokDay('o.confirmed_at')} AS day,
              (o.delivered_at IS NOT NULL AND o.seconds_to_spare >= 0)::int AS on_time,
              (o.delivered_at IS NOT NULL AND o.seconds_to_spare < 0)::int AS late,
              ${latenessBuckets.map((b) => `(${bucketFilter(b)})::int AS "${b}"`).join(',\n              ')}
       FROM rm_dashboard_orders o WHERE (${where}) AND ${PROMISED}`,
  },
  stages: {
    keys: ['stage', 'bucket'],
    values: ['orders', 'sum_ms'],
    monthly: true,
    contribution: (where) =>
      `SELECT day, stage, ${STAGE_BUCKET} AS bucket, 1 AS orders, ms AS sum_ms
       FROM (SELECT ${bangkokDay('o.confirmed_at')} AS day, s.stage,
                    round(extract(epoch FROM s.b - s.a) * 1000)::bigint AS ms
             FROM rm_dashboard_orders o
             CROSS JOIN LATERAL (VALUES ('paid_to_crafting', o.confirmed_at, o.crafting_at),
                                        ('crafting_to_shipped', o.crafting_at, o.shipped_at),
                                        ('shipped_to_delivered', o.shipped_at, o.delivered_at)) AS s(stage, a, b)
             WHERE (${where}) AND ${PROMISED} AND s.a IS NOT NULL AND s.b IS NOT NULL) d`,
  },
};

/**
 * Adds `sign` × the contribution of the orders `where` picks (over `rm_dashboard_orders o`, parameters from $1) to
 * one roll-up, per day and, for most, per month.
 */
function upsert(rollup: Rollup, sign: 1 | -1, where: string, values: unknown[]): SqlStatement {
  const { keys, values: sums, monthly, contribution } = rollupSql[rollup];
  const table = rollupTables[rollup];
  const times = sign === 1 ? '' : '-';
  const summed = sums.map((v) => `${times}sum(c.${v})`);
  const onConflict = `ON CONFLICT (${[...(monthly ? ['level', 'period'] : ['day']), ...keys].join(', ')})
       DO UPDATE SET ${sums.map((v) => `${v} = ${table}.${v} + excluded.${v}`).join(', ')}`;
  if (!monthly) {
    const columns = ['day', ...keys];
    return {
      text: `INSERT INTO ${table} (${[...columns, ...sums].join(', ')})
       SELECT ${[...columns.map((k) => `c.${k}`), ...summed].join(', ')} FROM (${contribution(where)}) c
       GROUP BY ${columns.map((_, i) => i + 1).join(', ')}
       ${onConflict}`,
      values,
    };
  }
  const period = `CASE lv.level WHEN 'd' THEN c.day ELSE date_trunc('month', c.day)::date END`;
  return {
    text: `INSERT INTO ${table} (${['level', 'period', ...keys, ...sums].join(', ')})
       SELECT ${['lv.level', period, ...keys.map((k) => `c.${k}`), ...summed].join(', ')}
       FROM (${contribution(where)}) c CROSS JOIN (VALUES ('d'::"char"), ('m'::"char")) AS lv(level)
       GROUP BY ${['level', 'period', ...keys].map((_, i) => i + 1).join(', ')}
       ${onConflict}`,
    values,
  };
}

/** Which orders a statement is about: one order, or every order holding a line of one configuration. */
export type OrdersOf = { orderId: string } | { configurationId: string };

const whereOf = (of: OrdersOf): [string, unknown[]] =>
  'orderId' in of
    ? ['o.order_id = $1', [of.orderId]]
    : ['o.order_id IN (SELECT order_id FROM rm_dashboard_lines WHERE configuration_id = $1)', [of.configurationId]];

/** Takes out (-1) or puts back (+1) the contribution of `of`'s orders to `which` roll-ups. */
export const contributionStatements = (sign: 1 | -1, which: readonly Rollup[], of: OrdersOf): SqlStatement[] => {
  const [where, values] = whereOf(of);
  return which.map((rollup) => upsert(rollup, sign, where, values));
};

/** Empties the roll-ups and sums every order afresh (the bench's generated orders; the roll-ups' check in tests). */
export const refillStatements = (): SqlStatement[] => [
  // DELETE, not TRUNCATE: the stable names are views over the active build's tables.
  ...rollups.map((rollup) => ({ text: `DELETE FROM ${rollupTables[rollup]}`, values: [] })),
  ...rollups.map((rollup) => upsert(rollup, 1, 'true', [])),
];

const DAY_MS = 86_400_000;

/**
 * The periods a range of Bangkok days reads: every calendar month it holds whole (its first day) and the days left
 * at either end. A year is 10–12 months and at most 60 days.
 */
export function rangePeriods(from: string, to: string): { months: string[]; days: string[] } {
  const months: string[] = [];
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00.000Z`);
  for (let t = Date.parse(`${from}T00:00:00.000Z`); t <= last;) {
    const d = new Date(t);
    const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    const nextMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    if (t === monthStart && nextMonth - DAY_MS <= last) {
      months.push(d.toISOString().slice(0, 10));
      t = nextMonth;
    } else {
      days.push(d.toISOString().slice(0, 10));
      t += DAY_MS;
    }
  }
  return { months, days };
}

/** One bucket of a stage's histogram over a range: how many orders, and their durations summed in ms. */
export interface StageBucket {
  bucket: number;
  orders: number;
  sumMs: number;
}

/**
 * The median (PostgreSQL's percentile_cont(0.5): the middle value, or the mean of the two middle ones) of the
 * durations a histogram holds, in seconds, null with none. Each value is taken as the mean of its bucket, so it is
 * exact when the bucket's durations are equal (one order, or whole minutes below an hour) and otherwise off by less
 * than the bucket's width: a minute below 1 h, 5 minutes below 24 h, an hour beyond.
 */
export function histogramMedianSeconds(buckets: readonly StageBucket[]): number | null {
  const sorted = buckets.filter((b) => b.orders > 0).sort((a, b) => a.bucket - b.bucket);
  const n = sorted.reduce((s, b) => s + b.orders, 0);
  if (n === 0) return null;
  const at = (rank: number): number => {
    let seen = 0;
    for (const b of sorted) {
      seen += b.orders;
      if (rank < seen) return b.sumMs / b.orders / 1000;
    }
    throw new Error('rank beyond the histogram');
  };
  return (at(Math.floor((n - 1) / 2)) + at(Math.ceil((n - 1) / 2))) / 2;
}
