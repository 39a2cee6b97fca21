import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (the wall display), where the browser offers a wake lock; the lock is taken
 * again when the page comes back into view, since the browser drops it whenever the page is hidden.
 */
export const useWakeLock = (active: boolean): void => {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (lock) => {
          if (stopped) void lock.release();
          else sentinel = lock;
        },
        // Refused (battery saver, no user gesture yet): the screen's own settings decide.
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, [active]);
};
