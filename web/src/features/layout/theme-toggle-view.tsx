import { defineTexts, type ShopLanguage } from '@sound-putter/contracts';
import { MoonIcon, SunIcon } from '../../components/ui/icons';
import type { ThemeMode } from '../../store/theme-storage';

/** The button's name says the theme it switches to. */
const themeTexts = defineTexts({
  en: { switchTo: (next: ThemeMode) => `Switch to ${next} theme` },
  th: { switchTo: (next: ThemeMode) => (next === 'dark' ? 'เปลี่ยนเป็นธีมมืด' : 'เปลี่ยนเป็นธีมสว่าง') },
});

/** The theme button's markup, shared by the app and the first screen. */
export function ThemeToggleView({
  mode,
  onToggle,
  language = 'en',
}: {
  mode: ThemeMode;
  onToggle: () => void;
  language?: ShopLanguage;
}) {
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = themeTexts[language].switchTo(next);
  return (
    <button
      type="button"
      data-control="theme"
      onClick={onToggle}
      aria-label={label}
      className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
