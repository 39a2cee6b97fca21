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
 * How many of `stages` parts to render: 1 at first, then one more after each frame the browser draws (set in a
 * transition), so each part is laid out in a frame of its own.
 */
export const useFrameStages = (stages: number): number => {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= stages) return;
    return afterNextFrame(() => startTransition(() => setShown((n) => Math.min(n + 1, stages))));
  }, [shown, stages]);
  return shown;
};
