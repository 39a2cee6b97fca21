import { useEffect, useState } from 'react';

/** The time now, re-rendering every second while `active` (countdowns). */
export const useNow = (active: boolean): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
};

/** Milliseconds until `iso` (0 without one), ticking once a second. */
export const useMsLeft = (iso: string | null): number => {
  const now = useNow(iso !== null);
  return iso ? new Date(iso).getTime() - now : 0;
};
