import { useLiveState } from './use-live-state';

/** Says whether the page updates by itself (socket) or by the 30-second check. */
export function LiveIndicator() {
  const state = useLiveState();
  if (state === 'idle') return null;
  const live = state === 'live';
  return (
    <p
      data-testid="live-indicator"
      data-state={state}
      className="inline-flex items-center gap-2 rounded-full border border-slate-200 px-3 py-1 text-sm dark:border-slate-700"
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${live ? 'bg-emerald-500' : 'bg-amber-500'}`} />
      {live ? 'อัปเดตสถานะแบบเรียลไทม์' : state === 'connecting' ? 'กำลังเชื่อมต่อ…' : 'ตรวจสอบสถานะทุก 30 วินาที'}
    </p>
  );
}
