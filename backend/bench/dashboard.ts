/**
 * Dashboard benchmark: the back office dashboard's queries (GET /api/admin/dashboard) over a generated read model of
 * 100,000 orders (per-order rows, then the roll-ups summed from them), beside the same queries over 10,000 orders
 * measured in the same run, and the stage medians against exact ones. Method and figures:
 * bench/README.md.
 *
 *   npm run bench:dashboard   (DATABASE_URL = the server; BENCH_ORDERS, BENCH_BASELINE_ORDERS, BENCH_RUNS)
 */
import { Client } from 'pg';
import { dashboardQueries, dashboardView, refillDashboardRollups } from '../src/backoffice';
import { activeReadModelTable, loadAverage, printTable, quantile, withBenchDatabase } from './bench-support';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const BASELINE_ORDERS = Number(process.env.BENCH_BASELINE_ORDERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
/** The history spans this many days before "now", whatever its size: the bigger shop has more orders a day. */
const SPAN_DAYS = 365;
const NOW = new Date('2026-11-30T05:00:00.000Z');
const AT_RISK_SECONDS = 2 * 3600;

const day = (daysBefore: number) =>
  new Date(NOW.getTime() + 7 * 3600_000 - daysBefore * 86_400_000).toISOString().slice(0, 10);
const RANGES = [
  { name: '30 days', from: day(29), to: day(0) },
  { name: '365 days', from: day(364), to: day(0) },
];

/**
 * Fills the dashboard's read model with `orders` orders straight into its active build's tables (no events): paid
 * over the last SPAN_DAYS days, 80 % web, 1–2 lines with one configuration each, 1 % remakes, 2 % cancelled and
 * refunded, steps 0.5–6 h, 4–20 h and 2–24 h apart, the last day's orders still open. Deterministic (no random).
 */
async function generate(pg: Client, orders: number): Promise<void> {
  const t = async (table: string) => activeReadModelTable(pg, 'dashboard', table);
  const [o, l, c, r] = [
    await t('rm_dashboard_orders'),
    await t('rm_dashboard_lines'),
    await t('rm_dashboard_configuration_options'),
    await t('rm_dashboard_refunds'),
  ];
  // i → a spread of fractions in [0, 1) from a multiplicative hash: every order gets its own mix, reproducibly.
  const h = (salt: number) => `((((i::bigint * ${2654435761 + salt * 40503}) % 4294967296) / 4294967296.0))`;
  await pg.query(
    `
    INSERT INTO ${o} (order_id, channel, placed_at, is_remake, paid_at, paid_satang, confirmed_at, delivery_deadline,
                      crafting_at, shipped_at, delivered_at, seconds_to_spare, cancelled_at, refunded_satang)
    SELECT id, channel, paid_at - interval '5 minutes', remake,
           CASE WHEN remake THEN NULL ELSE paid_at END, CASE WHEN remake THEN 0 ELSE total END,
           paid_at, paid_at + interval '24 hours',
           CASE WHEN paid_at + crafting < $1 THEN paid_at + crafting END,
           CASE WHEN paid_at + crafting + shipping < $1 THEN paid_at + crafting + shipping END,
           CASE WHEN paid_at + crafting + shipping + delivery < $1 AND NOT cancelled
                THEN paid_at + crafting + shipping + delivery END,
           CASE WHEN paid_at + crafting + shipping + delivery < $1 AND NOT cancelled
                THEN extract(epoch FROM interval '24 hours' - crafting - shipping - delivery)::int END,
           CASE WHEN cancelled THEN paid_at + interval '1 hour' END,
           CASE WHEN cancelled AND NOT remake THEN total ELSE 0 END
    FROM (
      SELECT i, md5(i::text)::uuid AS id,
             CASE WHEN ${h(1)} < 0.8 THEN 'web' ELSE 'kiosk' END AS channel,
             ${h(2)} < 0.01 AS remake, ${h(3)} < 0.02 AS cancelled,
             $1::timestamptz - (${SPAN_DAYS} * ${h(4)}) * interval '1 day' AS paid_at,
             (1050000 + (${h(5)} * 4) :: int * 100000) AS total,
             (0.5 + 5.5 * ${h(6)}) * interval '1 hour' AS crafting,
             (4 + 16 * ${h(7)}) * interval '1 hour' AS shipping,
             (2 + 22 * ${h(8)}) * interval '1 hour' AS delivery
      FROM generate_series(1, $2::int) AS i
    ) g`,
    [NOW.toISOString(), orders],
  );
  await pg.query(
    `INSERT INTO ${l} (order_id, line_no, configuration_id, model_name, quantity, unit_price_satang)
     SELECT o.order_id, n, md5(o.order_id::text || n)::uuid,
            (ARRAY['Melody C Sound Putter', 'Melody D Sound Putter', 'Harmony Blade', 'Tempo Mallet'])[1 + (abs(hashtext(o.order_id::text || n)) % 4)],
            1, CASE WHEN o.is_remake THEN 0 ELSE o.paid_satang END
     FROM ${o} o, generate_series(1, 1 + (abs(hashtext(o.order_id::text)) % 5 = 0)::int) AS n`,
  );
  await pg.query(
    `INSERT INTO ${c} (configuration_id, category, option_id)
     SELECT l.configuration_id, cat, cat || '-' || (abs(hashtext(l.configuration_id::text || cat)) % 6)
     FROM ${l} l, unnest(ARRAY['grip', 'shaft', 'shaft_color', 'length', 'logo', 'face_mill_option', 'gift_box']) AS cat`,
  );
  await pg.query(
    `INSERT INTO ${r} (refund_id, order_id, amount_satang)
     SELECT 're_' || order_id, order_id, refunded_satang FROM ${o} WHERE refunded_satang > 0`,
  );
  // The roll-ups the projection keeps as it goes, summed here from the per-order rows in one pass.
  for (const statement of refillDashboardRollups()) await pg.query(statement.text, statement.values);
  await pg.query('VACUUM ANALYZE');
}

interface Timing {
  range: string;
  query: string;
  p50: number;
  p99: number;
}

/** Runs each range's queries RUNS times (after two warm-up runs), as the API does, and times each one. */
async function measure(pg: Client): Promise<Timing[]> {
  const out: Timing[] = [];
  for (const range of RANGES) {
    const queries = dashboardQueries(range.from, range.to, NOW, AT_RISK_SECONDS);
    const times = new Map<string, number[]>([...queries.map((q) => [q.name, []] as [string, number[]]), ['all', []]]);
    for (let run = -2; run < RUNS; run++) {
      let total = 0;
      for (const q of queries) {
        const started = process.hrtime.bigint();
        await pg.query(q.text, q.values);
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        total += ms;
        if (run >= 0) times.get(q.name)!.push(ms);
      }
      if (run >= 0) times.get('all')!.push(total);
    }
    for (const [query, values] of times) {
      const sorted = values.sort((a, b) => a - b);
      out.push({ range: range.name, query, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) });
    }
  }
  return out;
}

/** The stages' columns: from, to. */
const STAGE_SPANS = [
  ['paid_to_crafting', 'confirmed_at', 'crafting_at'],
  ['crafting_to_shipped', 'crafting_at', 'shipped_at'],
  ['shipped_to_delivered', 'shipped_at', 'delivered_at'],
] as const;

/**
 * The stage medians the dashboard gives (from the roll-ups' histograms) beside the exact ones (percentile_cont over
 * the per-order rows), per range: how far the histogram's are off. Not timed.
 */
async function medianErrors(pg: Client): Promise<string[]> {
  const out: string[] = [];
  for (const range of RANGES) {
    const queries = dashboardQueries(range.from, range.to, NOW, AT_RISK_SECONDS);
    const rows = {} as Parameters<typeof dashboardView>[4];
    for (const q of queries) rows[q.name] = (await pg.query(q.text, q.values)).rows;
    const view = dashboardView(range.from, range.to, NOW, AT_RISK_SECONDS, rows);
    const start = new Date(Date.parse(`${range.from}T00:00:00.000+07:00`)).toISOString();
    const end = new Date(Date.parse(`${range.to}T00:00:00.000+07:00`) + 86_400_000).toISOString();
    for (const [stage, a, b] of STAGE_SPANS) {
      const { rows: exact } = await pg.query<{ orders: number; median: number | null }>(
        `SELECT count(*)::int AS orders, percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${b} - ${a})) AS median
         FROM rm_dashboard_orders WHERE confirmed_at >= $1 AND confirmed_at < $2 AND cancelled_at IS NULL
           AND delivery_deadline IS NOT NULL AND ${a} IS NOT NULL AND ${b} IS NOT NULL`,
        [start, end],
      );
      const shown = view.stages.find((s) => s.stage === stage)!;
      const off = (shown.medianSeconds ?? 0) - (exact[0].median ?? 0);
      out.push(
        `${range.name} / ${stage}: ${shown.orders} orders (exact ${exact[0].orders}), median ${shown.medianSeconds?.toFixed(0)} s ` +
          `(exact ${Number(exact[0].median).toFixed(0)} s, off by ${off.toFixed(0)} s)`,
      );
    }
  }
  return out;
}

const sized = (orders: number) =>
  withBenchDatabase(`dashboard_${orders}`, async (url) => {
    const pg = new Client({ connectionString: url });
    await pg.connect();
    try {
      const started = Date.now();
      await generate(pg, orders);
      const { rows } = await pg.query<{ orders: number; lines: number; options: number }>(
        `SELECT (SELECT count(*) FROM rm_dashboard_orders)::int AS orders, (SELECT count(*) FROM rm_dashboard_lines)::int AS lines,
                (SELECT count(*) FROM rm_dashboard_configuration_options)::int AS options`,
      );
      console.log(
        `generated ${rows[0].orders} orders, ${rows[0].lines} lines, ${rows[0].options} option rows in ${Date.now() - started} ms`,
      );
      const timings = await measure(pg);
      for (const line of await medianErrors(pg)) console.log(`  ${line}`);
      return timings;
    } finally {
      await pg.end();
    }
  });

async function main(): Promise<void> {
  console.log(
    `dashboard bench: ${ORDERS} orders against ${BASELINE_ORDERS}, ${RUNS} runs; load average ${loadAverage()}`,
  );
  const baseline = await sized(BASELINE_ORDERS);
  const measured = await sized(ORDERS);
  const ms = (v: number) => v.toFixed(1);
  printTable(
    [
      ['range / query', 20],
      [`p50 ms (${BASELINE_ORDERS / 1000}k)`, 16],
      [`p99 ms (${BASELINE_ORDERS / 1000}k)`, 16],
      [`p50 ms (${ORDERS / 1000}k)`, 16],
      [`p99 ms (${ORDERS / 1000}k)`, 16],
      ['p99 ratio', 11],
    ],
    measured.map((m, i) => {
      const b = baseline[i];
      return [`${m.range} / ${m.query}`, ms(b.p50), ms(b.p99), ms(m.p50), ms(m.p99), `${(m.p99 / b.p99).toFixed(2)}x`];
    }),
  );
  const worst = Math.max(...measured.filter((m) => m.query === 'all').map((m) => m.p99));
  console.log(
    `whole dashboard p99 at ${ORDERS} orders: ${ms(worst)} ms (target < 200 ms); load average ${loadAverage()}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
