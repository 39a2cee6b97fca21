import { useRef, type ReactNode } from 'react';

const HOLD_MS = 3000;

/**
 * Staff open the device set-up by holding this for 3 seconds; a customer's tap does nothing. It is not a control a
 * customer needs, so it is not announced as a button.
 */
export function HoldToOpen({ onHeld, children }: { onHeld: () => void; children: ReactNode }) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return (
    <div
      onPointerDown={() => {
        cancel();
        timer.current = setTimeout(onHeld, HOLD_MS);
      }}
      onPointerUp={cancel}
      onPointerLeave={cancel}
      onPointerCancel={cancel}
    >
      {children}
    </div>
  );
}
