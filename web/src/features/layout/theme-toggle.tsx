import { MoonIcon, SunIcon } from '../../components/ui/icons';
import { selectTheme, themeToggled, useAppDispatch, useAppSelector } from '../../store';

export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectTheme);
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => dispatch(themeToggled())}
      aria-label={`Switch to ${next} theme`}
      className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
