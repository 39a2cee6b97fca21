import { useSyncExternalStore } from 'react';
import { getLiveState, subscribeLiveState, type LiveState } from '../../api/live-state';

/** Whether the tracking socket is pushing changes right now. */
export const useLiveState = (): LiveState => useSyncExternalStore(subscribeLiveState, getLiveState, () => 'idle');
