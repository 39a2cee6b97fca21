/**
 * Whether the customer's tracking connection (order-watch.ts) is pushing changes, apart from the connection itself:
 * the order pages read it from their first render, while Socket.IO's code loads only once an order is watched.
 */

/** `live`: pushes arrive; `offline`: they do not (callers fall back to polling). */
export type LiveState = 'idle' | 'connecting' | 'live' | 'offline';

let liveState: LiveState = 'idle';
const stateListeners = new Set<() => void>();

export const setLiveState = (next: LiveState): void => {
  if (next === liveState) return;
  liveState = next;
  for (const listener of stateListeners) listener();
};

export const getLiveState = (): LiveState => liveState;

/** For `useSyncExternalStore`: called whenever the live state changes. */
export const subscribeLiveState = (listener: () => void): (() => void) => {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
};
