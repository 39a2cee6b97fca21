import {
  type DashboardView,
  formatThb,
  latenessBuckets,
  type OrderChannel,
  satangToBaht,
  shortOrderId,
} from '@sound-putter/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { errorText } from '../../api';
import { useGetAdminCatalogQuery } from '../../api/admin-catalog.api';
import { useGetDashboardQuery } from '../../api/admin-reports.api';
import { inputClasses } from '../checkout/form-field';
import type { AdminLabels } from './admin-labels';
import { formatWhen } from './bangkok-time';
import type { ChartSeries } from './dashboard-charts';
import { SectionHeading } from './section-heading';

/** Recharts comes with this chunk only: the dashboard is the one page that draws charts. */
const Bars = lazy(() => import('./dashboard-charts'));

const DAY_MS = 86_400_000;
/** Today in Bangkok (UTC+7, no daylight saving), `YYYY-MM-DD`, and `days` before it. */
export const bangkokDay = (now = new Date(), daysBefore = 0): string =>
  new Date(now.getTime() + 7 * 3600_000 - daysBefore * DAY_MS).toISOString().slice(0, 10);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const channelColors: Record<OrderChannel, string> = { web: '#2563eb', kiosk: '#d97706', staff: '#059669' };
const baht = (satang: number) => formatThb(satangToBaht(satang));

/**
 * A duration as people read it: whole seconds below a minute, whole minutes below an hour, hours to a tenth beyond
 * (a stage of a few minutes is not "0.0 h").
 */
export const formatDuration = (seconds: number, units: AdminLabels['durationUnits']): string => {
  const minutes = Math.round(seconds / 60);
  if (Math.abs(seconds) < 59.5) return `${Math.round(seconds)} ${units.seconds}`;
  if (Math.abs(minutes) < 60) return `${minutes} ${units.minutes}`;
  return `${(seconds / 3600).toFixed(1)} ${units.hours}`;
};

/** A chart and the same figures as a table: the table is what a screen reader (or a printout) reads. */
function Figure({
  id,
  title,
  labels,
  chart,
  table,
}: {
  id: string;
  title: string;
  labels: AdminLabels;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      data-testid={`dashboard-${id}`}
    >
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <p className="sr-only">{labels.chartOf(title)}</p>
      <div className="mt-2 min-h-[16rem]">
        <Suspense fallback={<p className="text-sm">{labels.loadingDashboard}</p>}>{chart}</Suspense>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-slate-900 underline dark:text-slate-100">
          {labels.showTable}
        </summary>
        <div className="mt-2 max-h-80 overflow-auto">{table}</div>
      </details>
    </figure>
  );
}

function Table({ head, rows, testId }: { head: string[]; rows: Array<Array<string | number>>; testId: string }) {
  return (
    <table className="w-full text-left text-sm" data-testid={testId}>
      <thead className="border-b border-slate-300 dark:border-slate-700">
        <tr>
          {head.map((h, i) => (
            <th key={h} scope="col" className={`py-1 pr-3 font-medium ${i > 0 ? 'text-right' : ''}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r} className="border-b border-slate-100 dark:border-slate-800">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="py-1 pr-3 font-normal">
                  {cell}
                </th>
              ) : (
                <td key={i} className="py-1 pr-3 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Stat({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid={testId}>
      <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {note ? <dd className="text-sm text-slate-700 dark:text-slate-300">{note}</dd> : null}
    </div>
  );
}

function Figures({ view, labels, language }: { view: DashboardView; labels: AdminLabels; language: 'en' | 'th' }) {
  const catalog = useGetAdminCatalogQuery();
  const optionName = new Map((catalog.data?.options ?? []).map((o) => [o.id, o.name]));
  const shown = view.channels.filter((c) => c.channel !== 'staff' || c.orders > 0).map((c) => c.channel);
  const days = [...new Set(view.salesByDay.map((d) => d.day))];
  const salesRows = days.map((day) => ({
    day: day.slice(5),
    ...Object.fromEntries(
      view.salesByDay.filter((d) => d.day === day).map((d) => [d.channel, satangToBaht(d.salesSatang)]),
    ),
  }));
  const series: ChartSeries[] = shown.map((c) => ({ key: c, name: labels.channels[c], color: channelColors[c] }));
  const { promise, atRisk } = view;
  const lateness = latenessBuckets.map((b) => ({
    bucket: labels.latenessBuckets[b],
    orders: promise.lateness.find((l) => l.bucket === b)?.orders ?? 0,
  }));
  const topOptions = view.options.slice().sort((a, b) => b.quantity - a.quantity);
  // The stages' chart in minutes while every median is under an hour, else in hours.
  const stageUnit = view.stages.every((s) => s.medianSeconds === null || s.medianSeconds < 3600) ? 60 : 3600;
  return (
    <div className="mt-6 space-y-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <Stat
          testId="stat-sales"
          label={labels.totalSales}
          value={baht(view.totals.salesSatang)}
          note={`${labels.refunded} ${baht(view.totals.refundedSatang)}`}
        />
        <Stat testId="stat-orders" label={labels.ordersCount} value={String(view.totals.orders)} />
        <Stat testId="stat-aov" label={labels.averageOrderValue} value={baht(view.totals.averageOrderValueSatang)} />
        <Stat
          testId="stat-on-time"
          label={labels.onTimeRate}
          value={promise.onTimeRate === null ? '—' : `${(promise.onTimeRate * 100).toFixed(1)}%`}
          note={
            promise.onTimeRate === null
              ? labels.noneDecided
              : labels.promiseSummary(promise.onTime, promise.late, promise.overdue, promise.open)
          }
        />
        <Stat testId="stat-at-risk" label={labels.atRiskNow} value={String(atRisk.count)} />
      </dl>
      <Figure
        id="sales"
        title={labels.salesPerDay}
        labels={labels}
        chart={<Bars rows={salesRows} category="day" series={series} stacked format={(v) => formatThb(v)} />}
        table={
          <Table
            testId="sales-table"
            head={[labels.day, ...shown.map((c) => labels.channels[c]), labels.ordersCount]}
            rows={days.map((day) => {
              const of = view.salesByDay.filter((d) => d.day === day);
              return [
                day,
                ...shown.map((c) => baht(of.find((d) => d.channel === c)?.salesSatang ?? 0)),
                of.reduce((s, d) => s + d.orders, 0),
              ];
            })}
          />
        }
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Figure
          id="models"
          title={labels.modelMix}
          labels={labels}
          chart={
            <Bars
              rows={view.models.map((m) => ({ model: m.modelName, quantity: m.quantity }))}
              category="model"
              horizontal
              series={[{ key: 'quantity', name: labels.quantity, color: '#7c3aed' }]}
            />
          }
          table={
            <Table
              testId="models-table"
              head={[labels.model, labels.quantity, labels.sales]}
              rows={view.models.map((m) => [m.modelName, m.quantity, baht(m.salesSatang)])}
            />
          }
        />
        <Figure
          id="options"
          title={labels.optionMix}
          labels={labels}
          chart={
            <Bars
              rows={topOptions
                .slice(0, 10)
                .map((o) => ({ option: optionName.get(o.optionId) ?? o.optionId, quantity: o.quantity }))}
              category="option"
              horizontal
              series={[{ key: 'quantity', name: labels.quantity, color: '#0891b2' }]}
            />
          }
          table={
            <Table
              testId="options-table"
              head={[labels.option, labels.category, labels.quantity]}
              rows={view.options.map((o) => [
                optionName.get(o.optionId) ?? o.optionId,
                labels.categories[o.category],
                o.quantity,
              ])}
            />
          }
        />
        <Figure
          id="lateness"
          title={labels.lateness}
          labels={labels}
          chart={
            <Bars
              rows={lateness}
              category="bucket"
              series={[{ key: 'orders', name: labels.orders, color: '#16a34a' }]}
              colors={latenessBuckets.map((b) => (b.startsWith('early') ? '#16a34a' : '#dc2626'))}
            />
          }
          table={
            <Table
              testId="lateness-table"
              head={[labels.lateness, labels.orders]}
              rows={lateness.map((l) => [l.bucket, l.orders])}
            />
          }
        />
        <Figure
          id="stages"
          title={labels.stageTimes}
          labels={labels}
          chart={
            <Bars
              rows={view.stages.map((s) => ({
                stage: labels.stages[s.stage],
                median: s.medianSeconds === null ? 0 : Number((s.medianSeconds / stageUnit).toFixed(1)),
              }))}
              category="stage"
              series={[
                {
                  key: 'median',
                  name: stageUnit === 60 ? labels.medianMinutes : labels.medianHours,
                  color: '#db2777',
                },
              ]}
            />
          }
          table={
            <Table
              testId="stages-table"
              head={[labels.stage, labels.median, labels.orders]}
              rows={view.stages.map((s) => [
                labels.stages[s.stage],
                s.medianSeconds === null ? '—' : formatDuration(s.medianSeconds, labels.durationUnits),
                s.orders,
              ])}
            />
          }
        />
      </div>
      <section
        aria-labelledby="at-risk-heading"
        className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <h3 id="at-risk-heading" className="font-semibold">
          {labels.atRiskTitle} ({atRisk.count})
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{labels.atRiskIntro(atRisk.windowSeconds / 3600)}</p>
        {atRisk.orders.length === 0 ? (
          <p className="mt-2 text-sm">{labels.noneAtRisk}</p>
        ) : (
          <Table
            testId="at-risk-table"
            head={[labels.order, labels.status, labels.deadline, labels.timeLeft]}
            rows={atRisk.orders.map((o) => [
              `#${shortOrderId(o.orderId)} · ${labels.channels[o.channel]}`,
              labels.orderStatuses[o.status],
              formatWhen(o.deliveryDeadline, language),
              o.secondsLeft < 0
                ? labels.overdueBy(formatDuration(-o.secondsLeft, labels.durationUnits))
                : formatDuration(o.secondsLeft, labels.durationUnits),
            ])}
          />
        )}
      </section>
    </div>
  );
}

/**
 * The back office dashboard (issue 32 item 6): sales, the mix and the 24-hour promise for a range of Bangkok days,
 * from GET /api/admin/dashboard. Staff and admin read it.
 */
export function DashboardSection({ labels, language }: { labels: AdminLabels; language: 'en' | 'th' }) {
  const [from, setFrom] = useState(() => bangkokDay(new Date(), 29));
  const [to, setTo] = useState(() => bangkokDay());
  const valid = DAY.test(from) && DAY.test(to) && from <= to;
  const dashboard = useGetDashboardQuery({ from, to }, { skip: !valid });
  return (
    <section aria-labelledby="dashboard-heading" data-testid="dashboard">
      <SectionHeading id="dashboard-heading" title={labels.dashboard} intro={labels.dashboardIntro} />
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {[
          { id: 'dashboard-from', label: labels.fromDay, value: from, set: setFrom },
          { id: 'dashboard-to', label: labels.toDay, value: to, set: setTo },
        ].map((f) => (
          <div key={f.id}>
            <label htmlFor={f.id} className="mb-1 block text-sm font-medium">
              {f.label}
            </label>
            <input
              id={f.id}
              type="date"
              className={`${inputClasses} w-48`}
              value={f.value}
              onChange={(e) => f.set(e.target.value)}
            />
          </div>
        ))}
      </div>
      {dashboard.isFetching && !dashboard.data ? (
        <p role="status" className="mt-4 text-sm">
          {labels.loadingDashboard}
        </p>
      ) : dashboard.error ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          {labels.dashboardFailed} {errorText(dashboard.error as never)}
        </p>
      ) : dashboard.data ? (
        <Figures view={dashboard.data} labels={labels} language={language} />
      ) : null}
    </section>
  );
}
