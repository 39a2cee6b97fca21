import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `task` once the browser has drawn the next frame (at once in a timer where frames are not available);
 * returns the function that cancels it.
 */
export const afterNextFrame = (task: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    timer = setTimeout(task);
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
};

/**
 * False for the first render, true once the browser has drawn a frame after it (set in a transition): what renders
 * only then is laid out in a frame of its own.
 */
export const useAfterFirstFrame = (): boolean => {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (after) return;
    return afterNextFrame(() => startTransition(() => setAfter(true)));
  }, [after]);
  return after;
};
