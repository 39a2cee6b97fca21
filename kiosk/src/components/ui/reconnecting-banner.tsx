import { selectReconnecting } from '../../features/session/kiosk-flow.slice';
import { useKioskSelector } from '../../features/session/kiosk-store';
import { useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';

/** Shown while calls fail for want of a network; they are retried by themselves meanwhile. */
export function ReconnectingBanner() {
  const t = useTexts(kioskTexts);
  const reconnecting = useKioskSelector(selectReconnecting);
  if (!reconnecting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-40 flex items-center justify-center gap-4 bg-amber-400 px-8 py-5 text-2xl font-bold text-slate-950"
    >
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-4 border-slate-950 border-t-transparent"
      />
      {t.connection.reconnecting}
    </div>
  );
}
