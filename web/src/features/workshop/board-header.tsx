import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffRoomState } from '../../api/staff-room';
import { loadChimeEnabled, playChime, saveChimeEnabled, unlockChime } from './chime';
import { useNow } from './use-now';

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit' });
const secondsClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const liveText: Record<StaffRoomState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  offline: 'Reconnecting…',
  refused: 'Live updates stopped: sign in again',
};

const liveDot: Record<StaffRoomState, string> = {
  connecting: 'bg-slate-400',
  live: 'bg-emerald-500',
  offline: 'bg-amber-500',
  refused: 'bg-red-600',
};

function LiveState({ live, className }: { live: StaffRoomState; className: string }) {
  return (
    <p className={`flex items-center gap-2 ${className}`} role="status" data-testid="live-state" data-state={live}>
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${liveDot[live]}`} />
      {liveText[live]}
    </p>
  );
}

const openCount = (counts: number[]) => {
  // Every column but the last (delivered today) is open work.
  const open = counts.slice(0, -1).reduce((a, b) => a + b, 0);
  return `${open} open order${open === 1 ? '' : 's'}`;
};

/**
 * The wall display's header: large, with the shop's clock, the live state and when the list last came in, so anyone
 * across the room can tell it is current; the way back to the working board is a small link.
 */
export function WallHeader({
  live,
  counts,
  updatedAt,
  filtersLabel,
  leaveTo,
}: {
  live: StaffRoomState;
  counts: number[];
  updatedAt: number | undefined;
  filtersLabel: string;
  leaveTo: string;
}) {
  const now = useNow();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <h1 className="text-4xl font-bold">Workshop Board</h1>
      <p className="text-2xl text-slate-700 dark:text-slate-200">
        {openCount(counts)}
        {filtersLabel ? ` · ${filtersLabel}` : ''}
      </p>
      <div className="ml-auto flex items-center gap-6">
        <LiveState live={live} className="text-xl font-medium" />
        {updatedAt ? (
          <p className="text-lg text-slate-600 dark:text-slate-300" data-testid="updated-at">
            Updated {secondsClock.format(updatedAt)}
          </p>
        ) : null}
        <p className="font-mono text-4xl font-bold tabular-nums" data-testid="wall-clock">
          <time dateTime={new Date(now).toISOString()}>{clock.format(now)}</time>
        </p>
        <Link
          to={leaveTo}
          className="rounded-md px-2 py-1 text-sm text-slate-600 underline underline-offset-2 dark:text-slate-300"
        >
          Leave wall display
        </Link>
      </div>
    </div>
  );
}

/** Title, the live connection's state, the column totals and the chime switch. */
export function BoardHeader({ live, counts }: { live: StaffRoomState; counts: number[] }) {
  const [chime, setChime] = useState(loadChimeEnabled);
  const toggleChime = () => {
    const next = !chime;
    setChime(next);
    saveChimeEnabled(next);
    if (next) {
      unlockChime();
      playChime();
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 className="text-xl font-bold">Workshop Board</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {openCount(counts)} · every putter ships within 24 hours of payment
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <LiveState live={live} className="text-sm font-medium" />
        <button
          type="button"
          role="switch"
          aria-checked={chime}
          onClick={toggleChime}
          className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium dark:border-slate-600"
        >
          <span
            aria-hidden="true"
            className={`relative h-5 w-9 rounded-full transition-colors ${chime ? 'bg-brand-700 dark:bg-brand-500' : 'bg-slate-300 dark:bg-slate-600'}`}
          >
            <span
              className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition-transform ${chime ? 'translate-x-4' : 'translate-x-0.5'}`}
            />
          </span>
          Chime on new order
        </button>
      </div>
    </div>
  );
}
