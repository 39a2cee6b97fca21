import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { type BoardFilters, boardSearchOf, type ChannelFilter, filtersActive, type PaidFilter } from './board-filters';

const channelLabels: Record<ChannelFilter, string> = { all: 'All channels', web: 'Web', kiosk: 'Kiosk' };
const paidLabels: Record<PaidFilter, string> = { all: 'Paid and unpaid', paid: 'Paid', unpaid: 'Unpaid' };

const control =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

function FilterSelect<T extends string>({
  label,
  labels,
  value,
  onChange,
}: {
  label: string;
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      className={control}
    >
      {(Object.entries(labels) as Array<[T, string]>).map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </select>
  );
}

/**
 * Search (short id, name, e-mail or phone) and the channel and payment filters, over the board's list; "/" jumps to
 * the search. `shown` of `total` open cards match.
 */
export function BoardToolbar({
  filters,
  query,
  onQuery,
  onChange,
  shown,
  total,
}: {
  filters: BoardFilters;
  /** The search box's own text (the URL follows it). */
  query: string;
  onQuery: (query: string) => void;
  onChange: (change: Partial<BoardFilters>) => void;
  shown: number;
  total: number;
}) {
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]');
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        search.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const active = filtersActive(filters);
  return (
    <div role="search" className="flex flex-wrap items-center gap-2" aria-label="Find orders">
      <input
        ref={search}
        type="search"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query) {
            event.preventDefault();
            onQuery('');
          }
        }}
        aria-label="Search orders"
        aria-keyshortcuts="/"
        placeholder="Order #, name or phone  ( / )"
        className={`${control} w-full max-w-xs min-w-48 flex-1 placeholder:text-slate-500 dark:placeholder:text-slate-400`}
      />
      <FilterSelect
        label="Channel"
        labels={channelLabels}
        value={filters.channel}
        onChange={(channel) => onChange({ channel })}
      />
      <FilterSelect label="Payment" labels={paidLabels} value={filters.paid} onChange={(paid) => onChange({ paid })} />
      {active ? (
        <button
          type="button"
          onClick={() => {
            onQuery('');
            onChange({ query: '', channel: 'all', paid: 'all' });
          }}
          className="h-9 rounded-md px-2 text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-500"
        >
          Clear
        </button>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-300" role="status" data-testid="filter-count">
        {active ? `${shown} of ${total} orders match` : ''}
      </p>
      <Link
        to={{ search: `?${boardSearchOf({ ...filters, wall: true }).toString()}` }}
        className="ml-auto h-9 rounded-md border border-slate-300 px-3 text-sm leading-9 font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        Wall display
      </Link>
    </div>
  );
}
