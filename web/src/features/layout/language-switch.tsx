import { useNavigate, useLocation } from 'react-router';
import type { ShopLanguage } from '@sound-putter/contracts';
import { useLanguage } from '../../lib/use-language';
import { LanguageSwitchView } from './language-switch-view';

/** Keeps the shopper's choice; a mailed link's `?lang=` gives way to it, so the page follows the switch at once. */
export function LanguageSwitch() {
  const { language, choose } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const onChoose = (next: ShopLanguage) => {
    choose(next);
    const params = new URLSearchParams(search);
    if (params.has('lang')) {
      params.delete('lang');
      const rest = params.toString();
      void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    }
  };
  return <LanguageSwitchView language={language} onChoose={onChoose} />;
}
