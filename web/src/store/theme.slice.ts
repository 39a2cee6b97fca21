import { createSlice } from '@reduxjs/toolkit';
import { readStoredTheme, type ThemeMode } from './theme-storage';

export { THEME_STORAGE_KEY, applyTheme, readStoredTheme, type ThemeMode } from './theme-storage';

export const themeSlice = createSlice({
  name: 'theme',
  initialState: () => ({ mode: readStoredTheme() }),
  reducers: {
    themeToggled(state) {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
    themeChosen(state, action: { payload: ThemeMode }) {
      state.mode = action.payload;
    },
  },
  selectors: { selectTheme: (state) => state.mode },
});

export const { themeToggled, themeChosen } = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;
