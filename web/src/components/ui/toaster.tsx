import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { defineTexts } from '@sound-putter/contracts';
import { useTexts } from '../../lib/use-language';
import {
  selectToasts,
  toastDismissed,
  toastRemoved,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  type Toast,
} from '../../store/toast.slice';

const toasterTexts = defineTexts({
  en: { close: 'Close notification', region: 'Notifications' },
  th: { close: 'ปิดการแจ้งเตือน', region: 'การแจ้งเตือน' },
});

const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = 'F8';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const t = useTexts(toasterTexts);

  useEffect(() => {
    if (!toast.open) {
      const timer = setTimeout(() => dispatch(toastRemoved(toast.id)), TOAST_REMOVE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (paused) return;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.open, paused]);

  if (!toast.open) return null;

  const onPointerDown = (event: ReactPointerEvent) => {
    start.current = event.clientX;
    setPaused(true);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (start.current === null) return;
    setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = (event: ReactPointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    setPaused(false);
    if (moved > SWIPE_THRESHOLD_PX) dispatch(toastDismissed(toast.id));
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-testid="toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, touchAction: 'pan-y' }}
      className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
        destructive
          ? 'border-red-700 bg-red-700 text-white'
          : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'
      }`}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label={t.close}
        onClick={() => dispatch(toastDismissed(toast.id))}
        className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
      >
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}

/** The notification viewport: newest first, F8 moves focus into it. */
export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const t = useTexts(toasterTexts);
  return (
    <section
      aria-label={`${t.region} (${HOTKEY})`}
      // A strip of the sticky header, in the page's flow: a notice pushes the page down instead of lying on it, so it
      // never covers a heading, a price or a control at any width; menus that open from the header lie above it.
      className="mx-auto w-full max-w-7xl"
    >
      <div
        ref={viewport}
        tabIndex={-1}
        className={`ml-auto flex flex-col gap-2 outline-none sm:max-w-sm ${toasts.length ? 'px-4 pb-3' : ''}`}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
