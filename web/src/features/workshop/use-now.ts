import { createContext, useContext, useEffect, useState } from 'react';

/** The board's one ticking clock (ms since the epoch), so every countdown changes in the same frame. */
export const NowContext = createContext<number>(0);

export const useNow = (): number => useContext(NowContext);

/** Ticks each second; the board provides it through NowContext. */
export const useTickingNow = (intervalMs = 1000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
};
