import { setupStore } from '@sound-putter/web/shared';
import { useDispatch, useSelector } from 'react-redux';
import { kioskFlowSlice } from './kiosk-flow.slice';

/** The shop's store with the kiosk's flow slice injected; a new one per customer. */
export const setupKioskStore = () => setupStore(undefined, [kioskFlowSlice]);

export type KioskStore = ReturnType<typeof setupKioskStore>;
export type KioskState = ReturnType<KioskStore['getState']> & { kioskFlow: ReturnType<typeof kioskFlowSlice.reducer> };

export const useKioskDispatch = useDispatch.withTypes<KioskStore['dispatch']>();
export const useKioskSelector = useSelector.withTypes<KioskState>();
