import { Link, useLocation } from 'react-router';
import { UserButton } from '../auth/user-button';
import { CartButton } from '../cart/cart-button';
import { takeMenuOpen } from '../../app/handoff';
import { HeaderView } from './header-view';
import { ThemeToggle } from './theme-toggle';
import { Toaster } from '../../components/ui/toaster';
import { LanguageSwitch } from './language-switch';
import { useLanguage } from '../../lib/use-language';

export function Header() {
  const location = useLocation();
  const { language } = useLanguage();
  return (
    <HeaderView
      language={language}
      below={<Toaster />}
      Link={Link}
      pathname={location.pathname}
      hash={location.hash}
      initialMenuOpen={takeMenuOpen()}
      languageSwitch={<LanguageSwitch />}
      theme={<ThemeToggle />}
      actions={
        <>
          <UserButton />
          <CartButton />
        </>
      }
    />
  );
}
