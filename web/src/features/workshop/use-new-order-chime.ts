import { useEffect, useRef, useState } from 'react';
import { loadChimeEnabled, playChime } from './chime';

/**
 * Chimes (when turned on) and announces each order that newly appears among the waiting orders. The first list
 * loaded is what the board found, not news. Returns the screen-reader announcement.
 */
export const useNewOrderChime = (waitingIds: string[] | null): string => {
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const key = waitingIds?.join(',') ?? null;
  useEffect(() => {
    if (waitingIds === null) return;
    const previous = seen.current;
    seen.current = new Set([...(previous ?? []), ...waitingIds]);
    if (!previous) return;
    const fresh = waitingIds.filter((id) => !previous.has(id));
    if (fresh.length === 0) return;
    setAnnouncement(
      `New order${fresh.length > 1 ? 's' : ''}: ${fresh.map((id) => id.slice(-8).toUpperCase()).join(', ')}`,
    );
    if (loadChimeEnabled()) playChime();
    // The ids' content is the dependency; the array itself is new on every render.
  }, [key]);
  return announcement;
};
