import { useEffect, useRef, useState } from 'react';
import { useKioskShell } from '../../components/ui/kiosk-shell-context';
import { TouchButton } from '../../components/ui/touch-button';
import { useFormat, useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { COUNTDOWN_SECONDS, idleSecondsFor } from './idle-time';
import { selectStep } from './kiosk-flow.slice';
import { useKioskSelector } from './kiosk-store';

const ACTIVITY = ['pointerdown', 'keydown', 'input', 'wheel'] as const;

/**
 * After 60 s without a touch (anywhere but the attract loop; 3 minutes on the PromptPay QR) asks "Are you still there?" for 15 s, then ends the
 * visit with a full reset, so no customer's choices or details wait on screen for the next person.
 */
export function IdleGuard() {
  const t = useTexts(kioskTexts);
  const format = useFormat();
  const { resetCustomer } = useKioskShell();
  const step = useKioskSelector(selectStep);
  const lastTouch = useRef(Date.now());
  const [idleFor, setIdleFor] = useState(0);
  const active = step !== 'attract';
  const idleSeconds = idleSecondsFor(step);

  // Measured from the clock, not by counting ticks, so throttled or late timers never stretch the timeout.
  useEffect(() => {
    if (!active) return;
    lastTouch.current = Date.now();
    const touched = () => {
      lastTouch.current = Date.now();
      setIdleFor(0);
    };
    for (const type of ACTIVITY) window.addEventListener(type, touched, { capture: true, passive: true });
    const timer = setInterval(() => setIdleFor(Math.floor((Date.now() - lastTouch.current) / 1000)), 250);
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, touched, { capture: true });
      clearInterval(timer);
      setIdleFor(0);
    };
  }, [active]);

  const left = idleSeconds + COUNTDOWN_SECONDS - idleFor;
  useEffect(() => {
    if (active && left <= 0) resetCustomer();
  }, [active, left, resetCustomer]);

  if (!active || idleFor < idleSeconds) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/90 p-10">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="idle-title"
        aria-describedby="idle-body"
        className="flex max-w-3xl flex-col items-center gap-8 rounded-[2.5rem] bg-slate-800 p-14 text-center"
      >
        <h2 id="idle-title" className="text-5xl font-extrabold">
          {t.idle.title}
        </h2>
        <p id="idle-body" className="text-3xl">
          {t.idle.body(format.number(Math.max(left, 0)))}
        </p>
        <p aria-hidden="true" className="text-9xl font-extrabold text-brand-100" data-testid="idle-countdown">
          {format.number(Math.max(left, 0))}
        </p>
        <div className="flex gap-6">
          <TouchButton
            autoFocus
            onClick={() => {
              lastTouch.current = Date.now();
              setIdleFor(0);
            }}
            className="min-h-20 px-12"
          >
            {t.idle.stay}
          </TouchButton>
          <TouchButton variant="secondary" onClick={resetCustomer} className="min-h-20">
            {t.idle.restart}
          </TouchButton>
        </div>
      </div>
    </div>
  );
}
