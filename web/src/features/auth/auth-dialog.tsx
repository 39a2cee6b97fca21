import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { AuthForm } from './auth-form';
import type { AuthMode } from './auth-validation';
import { authTexts } from './auth-texts';
import { useTexts } from '../../lib/use-language';

const modes: readonly AuthMode[] = ['login', 'signup'];

export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTab?: AuthMode;
}

/** Closing unmounts both forms, which resets them and hides the password again. */
export function AuthDialog({ open, onOpenChange, initialTab = 'login' }: AuthDialogProps) {
  const id = useId();
  const [tab, setTab] = useState<AuthMode>(initialTab);
  const t = useTexts(authTexts);
  const tabRefs = useRef<Record<AuthMode, HTMLButtonElement | null>>({ login: null, signup: null });

  useEffect(() => {
    if (open) setTab(initialTab);
  }, [open, initialTab]);

  const onTabKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next: AuthMode = tab === 'login' ? 'signup' : 'login';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.title} description={t.description}>
      <div
        role="tablist"
        aria-label={t.tabs}
        className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {modes.map((mode) => (
          <button
            key={mode}
            ref={(el) => {
              tabRefs.current[mode] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${mode}`}
            aria-selected={tab === mode}
            aria-controls={`${id}-panel-${mode}`}
            tabIndex={tab === mode ? 0 : -1}
            onClick={() => setTab(mode)}
            onKeyDown={onTabKeyDown}
            className={`rounded-md py-2 text-sm font-medium ${
              tab === mode ? 'bg-white shadow dark:bg-slate-950' : 'text-slate-600 dark:text-slate-300'
            }`}
          >
            {t.modes[mode].tab}
          </button>
        ))}
      </div>
      {modes.map((mode) => (
        <div
          key={mode}
          role="tabpanel"
          id={`${id}-panel-${mode}`}
          aria-labelledby={`${id}-tab-${mode}`}
          hidden={tab !== mode}
        >
          <AuthForm mode={mode} onSuccess={() => onOpenChange(false)} />
        </div>
      ))}
    </Dialog>
  );
}
