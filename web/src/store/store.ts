import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { configurationSlice } from './configuration.slice';
import { themeSlice } from './theme.slice';
import { toastSlice } from './toast.slice';

export const rootReducer = combineSlices(baseApi, themeSlice, toastSlice, configurationSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store: one per app, one per test. The kiosk adds its own UI slices through `extraSlices`
 * (they are injected, so the shared state keeps its shape).
 */
export const setupStore = (
  preloadedState?: Partial<RootState>,
  extraSlices: ReadonlyArray<{ reducerPath: string; reducer: Reducer }> = [],
) => {
  for (const slice of extraSlices) rootReducer.inject(slice);
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
};

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
