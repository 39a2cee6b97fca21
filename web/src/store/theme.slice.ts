import { createSlice } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

export const readStoredTheme = (): ThemeMode => {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
};

/** Writes the theme where the pre-paint script in index.html reads it, and onto the root element. */
export const applyTheme = (mode: ThemeMode): void => {
  document.documentElement.classList.toggle('dark', mode === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Without storage the choice lasts for this page only.
  }
};

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
