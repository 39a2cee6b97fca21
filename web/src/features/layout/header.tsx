import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { site } from '../../lib/site';
import { UserButton } from '../auth/user-button';
import { CartButton } from '../cart/cart-button';
import { navLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive
      ? 'text-brand-700 dark:text-brand-500'
      : 'text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white'
  }`;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex min-w-0 flex-col leading-tight">
          <span className="text-lg font-bold tracking-tight whitespace-nowrap">{site.name}</span>
          <span className="hidden truncate text-xs text-slate-600 sm:block dark:text-slate-400">{site.tagline}</span>
        </Link>
        <nav aria-label="Main" className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={link.to.includes('#') ? linkClass({ isActive: false }) : linkClass}
                  end
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <UserButton />
          <CartButton />
          <span className="ml-2 hidden lg:block">
            <Link to="/how-to-order" className={buttonClasses('primary', 'md')}>
              Configure Sonic Putter
            </Link>
          </span>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 px-4 pb-4 md:hidden dark:border-slate-800"
        >
          <ul className="flex flex-col py-2">
            {navLinks
              .filter((link) => !link.desktopOnly)
              .map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass} end>
                    {link.label}
                  </NavLink>
                </li>
              ))}
          </ul>
          <Link to="/how-to-order" className={buttonClasses('primary', 'md', 'w-full')}>
            Configure Sonic Putter
          </Link>
        </nav>
      ) : null}
    </header>
  );
}
