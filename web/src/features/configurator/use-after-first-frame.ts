import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, true once the browser has drawn a frame after it (set in a transition): what renders
 * only then is laid out in a frame of its own.
 */
export const useAfterFirstFrame = (): boolean => {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => startTransition(() => setAfter(true)));
    };
    if (typeof requestAnimationFrame !== 'function') {
      next();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(next);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [after]);
  return after;
};
