import { selectTheme, themeToggled, useAppDispatch, useAppSelector } from '../../store';
import { ThemeToggleView } from './theme-toggle-view';

export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectTheme);
  return <ThemeToggleView mode={mode} onToggle={() => dispatch(themeToggled())} />;
}
