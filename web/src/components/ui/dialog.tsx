import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { defineTexts } from '@sound-putter/contracts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Only the topmost open dialog answers Esc and keeps focus.
const openStack: string[] = [];

const dialogTexts = defineTexts({ en: { close: 'Close' }, th: { close: 'ปิด' } });

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** The dialog's width from the small breakpoint up (one class: a width in `className` would compete with it). */
  widthClass?: string;
  /** Element focused on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focus the title on open, when the first control is one a stray Enter must not press (Clear All). */
  focusTitle?: boolean;
  role?: 'dialog' | 'alertdialog';
  hideTitle?: boolean;
  closeLabel?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className = '',
  widthClass = 'sm:max-w-lg',
  initialFocus,
  focusTitle = false,
  role = 'dialog',
  hideTitle = false,
  // The page's language as <html lang> says it (DocumentLanguage keeps it current): dialogs open after it is set.
  closeLabel = dialogTexts[typeof document !== 'undefined' && document.documentElement.lang === 'th' ? 'th' : 'en']
    .close,
}: DialogProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    openStack.push(id);
    const panel = panelRef.current;
    const title = focusTitle ? panel?.querySelector<HTMLElement>('h2') : null;
    const target = initialFocus?.current ?? title ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (openStack[openStack.length - 1] !== id || !panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onOpenChangeRef.current(false);
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
      );
      if (focusables.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      openStack.splice(openStack.lastIndexOf(id), 1);
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // Set up once per opening: later prop changes must not steal focus again.
  }, [open, id]);

  if (!open) return null;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center">
      <div
        className="absolute inset-0 bg-slate-950/60"
        aria-hidden="true"
        onClick={() => onOpenChangeRef.current(false)}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`relative z-10 max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-2xl ${widthClass} sm:rounded-2xl dark:bg-slate-900 ${className}`}
      >
        <div className="mb-4 pr-8">
          <h2
            id={titleId}
            tabIndex={focusTitle ? -1 : undefined}
            className={`${hideTitle ? 'sr-only' : 'text-lg font-semibold'} outline-none`}
          >
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {description}
            </p>
          ) : null}
        </div>
        {children}
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => onOpenChangeRef.current(false)}
          className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </div>,
    document.body,
  );
}
