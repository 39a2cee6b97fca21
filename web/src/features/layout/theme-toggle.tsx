import { selectTheme, themeToggled, useAppDispatch, useAppSelector } from '../../store';
import { useLanguage } from '../../lib/use-language';
import { ThemeToggleView } from './theme-toggle-view';

export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectTheme);
  const { language } = useLanguage();
  return <ThemeToggleView mode={mode} language={language} onToggle={() => dispatch(themeToggled())} />;
}
