import {
  applyTheme,
  readStoredTheme,
  selectTheme,
  THEME_STORAGE_KEY,
  themeChosen,
  themeSlice,
  themeToggled,
} from './theme.slice';

const reduce = themeSlice.reducer;
const fresh = () => reduce(undefined, { type: '' });
/** Storage that refuses to be read or written, as in a locked-down or private browser window. */
const storageRefused = () => {
  const denied = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const get = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
  const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
  return () => {
    get.mockRestore();
    set.mockRestore();
  };
};

describe('theme', () => {
  it('starts in the theme the visitor chose last time, light when it was anything but dark', () => {
    expect(fresh()).toEqual({ mode: 'light' });
    localStorage.setItem('theme', 'dark');
    expect(fresh()).toEqual({ mode: 'dark' });
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem('theme', 'DARK');
    expect(readStoredTheme()).toBe('light');
  });

  it('starts light when the browser keeps no storage', () => {
    localStorage.setItem('theme', 'dark');
    const restore = storageRefused();
    try {
      expect(readStoredTheme()).toBe('light');
    } finally {
      restore();
    }
  });

  it('toggles between light and dark, and takes a theme chosen outright', () => {
    const dark = reduce(fresh(), themeToggled());
    expect(dark).toEqual({ mode: 'dark' });
    expect(reduce(dark, themeToggled())).toEqual({ mode: 'light' });
    expect(reduce(dark, themeChosen('dark'))).toEqual({ mode: 'dark' });
    expect(reduce(dark, themeChosen('light'))).toEqual({ mode: 'light' });
    expect(selectTheme({ theme: dark })).toBe('dark');
  });

  it('paints the page in the theme and keeps it where the pre-paint script reads it', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('still paints the page when the browser keeps no storage', () => {
    const restore = storageRefused();
    try {
      expect(() => applyTheme('dark')).not.toThrow();
      expect(document.documentElement.classList.contains('dark')).toBe(true);
    } finally {
      restore();
    }
    expect(localStorage.getItem('theme')).toBeNull();
  });
});
