/** The theme's storage and its mark on the page, without Redux: the first screen toggles it before the store exists. */
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
