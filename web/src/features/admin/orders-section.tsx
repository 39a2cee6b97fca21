import {
  fieldMessageIn,
  orderChannels,
  orderStatuses,
  type OrderSearchRow,
  type ShopLanguage,
} from '@sound-putter/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorText, isApiError } from '../../api';
import { type OrderSearchArgs, useSearchOrdersQuery } from '../../api/admin-orders.api';
import { Button } from '../../components/ui/button';
import { formatBaht } from '../../lib/format';
import { SelectField, TextField } from '../checkout/form-field';
import type { AdminLabels } from './admin-labels';
import { formatWhen } from './bangkok-time';
import { SectionHeading } from './section-heading';

const PAGE_SIZE = 25;
const statusFilters = [...orderStatuses, 'cancelled'] as const;
type Filters = Required<Pick<OrderSearchArgs, 'q' | 'status' | 'channel' | 'from' | 'to'>>;
const noFilters: Filters = { q: '', status: '', channel: '', from: '', to: '' };

function ResultRow({
  order,
  labels,
  language,
}: {
  order: OrderSearchRow;
  labels: AdminLabels;
  language: ShopLanguage;
}) {
  const l = labels.orderSearch;
  const status = order.cancelledAt ? l.statuses.cancelled : l.statuses[order.status];
  return (
    <tr className="border-b border-slate-200 align-top dark:border-slate-800" data-testid="order-search-row">
      <td className="py-2 pr-4">
        <Link
          to={`/orders/${order.id}`}
          aria-label={l.openOrder(order.shortId)}
          className="font-mono font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-500"
        >
          #{order.shortId}
        </Link>
      </td>
      <td className="py-2 pr-4 whitespace-nowrap">
        <time dateTime={order.createdAt}>{formatWhen(order.createdAt, language)}</time>
      </td>
      <td className="py-2 pr-4">
        <span className="block font-medium">{order.customerName}</span>
        <span className="block break-all text-slate-700 dark:text-slate-300">{order.customerEmail}</span>
        <span className="block text-slate-700 dark:text-slate-300">
          {order.customerPhoneCountryCode} {order.customerPhone}
        </span>
      </td>
      <td className="py-2 pr-4">{l.channels[order.channel]}</td>
      <td className="py-2 pr-4">
        <span className="block">{status}</span>
        <span className="block text-xs text-slate-700 dark:text-slate-300">{l.payment[order.paymentStatus]}</span>
      </td>
      <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatBaht(order.totalAmount)}</td>
    </tr>
  );
}

/**
 * The back office's order search (issue 32 item 5): a short id, e-mail, name or phone, status, channel and Bangkok
 * days, newest first a page at a time; each short id opens the order's page. The server checks every filter (422).
 */
export function OrdersSection({ labels, language }: { labels: AdminLabels; language: ShopLanguage }) {
  const l = labels.orderSearch;
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [applied, setApplied] = useState<Filters>(noFilters);
  /** The cursor of each page shown so far: the first page has none. */
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const result = useSearchOrdersQuery({ ...applied, limit: PAGE_SIZE, cursor });
  const problem = result.error && isApiError(result.error) ? result.error : null;
  const fieldError = (name: keyof Filters) =>
    problem?.details?.[name]?.map((message) => fieldMessageIn(language, message)).join(' ');
  const set = (name: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied({ ...draft, q: draft.q.trim() });
    setCursors([]);
  };
  const clear = () => {
    setDraft(noFilters);
    setApplied(noFilters);
    setCursors([]);
  };
  const orders = result.data?.orders ?? [];
  const next = result.data?.nextCursor ?? null;
  return (
    <section aria-labelledby="orders-heading" data-testid="admin-orders">
      <SectionHeading id="orders-heading" title={labels.orders} intro={labels.ordersIntro} />
      <form
        role="search"
        aria-label={labels.orders}
        noValidate
        onSubmit={submit}
        className="mt-4 grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-2 xl:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(9rem,1fr))] dark:border-slate-800"
      >
        <TextField
          id="order-search-q"
          label={l.q}
          type="search"
          autoComplete="off"
          value={draft.q}
          error={fieldError('q')}
          onValue={set('q')}
        />
        <SelectField
          id="order-search-status"
          label={l.status}
          value={draft.status}
          error={fieldError('status')}
          onValue={set('status')}
        >
          <option value="">{l.any}</option>
          {statusFilters.map((s) => (
            <option key={s} value={s}>
              {l.statuses[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="order-search-channel"
          label={l.channel}
          value={draft.channel}
          error={fieldError('channel')}
          onValue={set('channel')}
        >
          <option value="">{l.any}</option>
          {orderChannels.map((c) => (
            <option key={c} value={c}>
              {l.channels[c]}
            </option>
          ))}
        </SelectField>
        <TextField
          id="order-search-from"
          label={l.from}
          type="date"
          value={draft.from}
          error={fieldError('from')}
          onValue={set('from')}
        />
        <TextField
          id="order-search-to"
          label={l.to}
          type="date"
          value={draft.to}
          error={fieldError('to')}
          onValue={set('to')}
        />
        <div className="flex gap-2 md:col-span-2 xl:col-span-5">
          <Button type="submit">{l.search}</Button>
          <Button type="button" variant="outline" onClick={clear}>
            {l.clear}
          </Button>
        </div>
      </form>
      <div className="mt-6" aria-live="polite" aria-busy={result.isFetching}>
        {problem ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {/* A refused filter is explained at its field, in the page's language. */}
            {problem.details ? l.failed : `${l.failed} ${errorText(problem)}`}
          </p>
        ) : result.isLoading ? (
          <p>{l.loading}</p>
        ) : orders.length === 0 ? (
          <p data-testid="order-search-empty">{l.noResults}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="order-search-count">
              {l.page(cursors.length + 1)} · {l.resultCount(orders.length, next !== null)}
            </p>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full min-w-[48rem] text-left text-sm">
                <caption className="sr-only">{l.results}</caption>
                <thead className="border-b border-slate-300 dark:border-slate-700">
                  <tr>
                    {(['order', 'date', 'customer', 'channel', 'status'] as const).map((c) => (
                      <th key={c} scope="col" className="py-2 pr-4 font-semibold">
                        {l.columns[c]}
                      </th>
                    ))}
                    <th scope="col" className="py-2 text-right font-semibold">
                      {l.columns.total}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((o) => (
                    <ResultRow key={o.id} order={o} labels={labels} language={language} />
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        {cursors.length > 0 || next ? (
          <nav aria-label={l.results} className="mt-4 flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={cursors.length === 0 || result.isFetching}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              {l.newer}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!next || result.isFetching}
              onClick={() => next && setCursors((c) => [...c, next])}
            >
              {l.older}
            </Button>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
