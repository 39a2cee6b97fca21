import { Link, useLocation } from 'react-router';
import { UserButton } from '../auth/user-button';
import { CartButton } from '../cart/cart-button';
import { takeMenuOpen } from '../../app/handoff';
import { HeaderView } from './header-view';
import { ThemeToggle } from './theme-toggle';

export function Header() {
  const location = useLocation();
  return (
    <HeaderView
      Link={Link}
      pathname={location.pathname}
      hash={location.hash}
      initialMenuOpen={takeMenuOpen()}
      actions={
        <>
          <ThemeToggle />
          <UserButton />
          <CartButton />
        </>
      }
    />
  );
}
