import type { ReactNode } from 'react';
import { countedSteps, selectStep, stepChanged, type KioskStep } from '../../features/session/kiosk-flow.slice';
import { useKioskDispatch, useKioskSelector } from '../../features/session/kiosk-store';
import { useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { HoldToOpen } from './hold-to-open';
import { useKioskShell } from './kiosk-shell-context';
import { LanguageSwitch } from './language-switch';
import { TouchButton } from './touch-button';

/**
 * One kiosk screen: the brand (hold for staff set-up), the step count and the language switch on top, the content
 * in the middle, and the screen's actions pinned at the bottom where thumbs reach.
 */
export function ScreenFrame({
  title,
  back,
  onBack,
  actions,
  children,
}: {
  title: string;
  back?: KioskStep;
  /** Goes back instead of the plain step change (the PromptPay screen first withdraws its QR). */
  onBack?: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useTexts(kioskTexts);
  const dispatch = useKioskDispatch();
  const step = useKioskSelector(selectStep);
  const { openDeviceSetup } = useKioskShell();
  const index = countedSteps.indexOf(step);
  return (
    <div className="flex h-full flex-col">
      <header className="flex items-center justify-between gap-6 border-b border-white/10 px-10 py-5">
        <div className="flex items-center gap-6">
          {back ? (
            <TouchButton
              variant="secondary"
              onClick={() => {
                if (onBack) onBack();
                else dispatch(stepChanged(back));
              }}
            >
              <span aria-hidden="true">←</span> {t.nav.back}
            </TouchButton>
          ) : null}
          <HoldToOpen onHeld={openDeviceSetup}>
            <p className="text-2xl font-extrabold tracking-wide text-brand-100">{t.brand}</p>
            {index >= 0 ? (
              <p className="text-xl text-slate-300">{t.nav.steps(index + 1, countedSteps.length)}</p>
            ) : null}
          </HoldToOpen>
        </div>
        <LanguageSwitch />
      </header>
      <main className="flex min-h-0 flex-1 flex-col overflow-y-auto px-10 py-8">
        <h1 className="mb-8 text-5xl font-extrabold tracking-tight">{title}</h1>
        {children}
      </main>
      {actions ? (
        <footer className="flex items-center justify-end gap-6 border-t border-white/10 bg-slate-950/80 px-10 py-6">
          {actions}
        </footer>
      ) : null}
    </div>
  );
}
