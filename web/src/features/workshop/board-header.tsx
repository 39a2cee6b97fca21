import { useState } from 'react';
import type { StaffRoomState } from '../../api/staff-room';
import { loadChimeEnabled, playChime, saveChimeEnabled, unlockChime } from './chime';

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
  // Every column but the last (delivered today) is open work.
  const open = counts.slice(0, -1).reduce((a, b) => a + b, 0);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold 2xl:text-3xl">Workshop Board</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {open} open order{open === 1 ? '' : 's'} · every putter ships within 24 hours of payment
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p
          className="flex items-center gap-2 text-sm font-medium"
          role="status"
          data-testid="live-state"
          data-state={live}
        >
          <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${liveDot[live]}`} />
          {liveText[live]}
        </p>
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
