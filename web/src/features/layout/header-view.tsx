import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { site } from '../../lib/site';
import type { ShellLinkProps } from '../../app/shell-link';
import type { ShopLanguage } from '@sound-putter/contracts';
import { headerTexts, navLinks } from './nav-links';

const linkClass = (isActive: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium ${
    isActive
      ? 'text-brand-700 dark:text-brand-500'
      : 'text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white'
  }`;

export interface HeaderViewProps {
  /** The router's Link in the app; a plain anchor that hands over to the app on the prerendered first screen. */
  Link: ComponentType<ShellLinkProps>;
  pathname: string;
  hash: string;
  /** The English / ไทย switch, first of the bar's controls. */
  languageSwitch: ReactNode;
  /**
   * The theme button: in the bar from sm up; below sm in the phone menu, so the bar's controls leave the shop's name
   * its whole width at 360 px (issue 34: nothing covers anything).
   */
  theme: ReactNode;
  /** Account and cart buttons. */
  actions: ReactNode;
  /** The phone menu stays open when the first screen hands over to the app. */
  initialMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  /** Below the bar, inside the sticky header: the notifications' strip. */
  below?: ReactNode;
  /** The page's language (the first screen is English). */
  language?: ShopLanguage;
}

/**
 * The header's markup, shared by the app and the first screen (which has neither router nor store). A page link
 * marks itself current (aria-current="page"); an in-page link such as /#products is a plain link, so Home alone is
 * current on the home page.
 */
export function HeaderView({
  Link,
  pathname,
  hash,
  languageSwitch,
  theme,
  actions,
  initialMenuOpen = false,
  onMenuOpenChange,
  language = 'en',
  below,
}: HeaderViewProps) {
  const t = headerTexts[language];
  const [menuOpen, setMenuOpen] = useState(initialMenuOpen);
  const changeMenu = (open: boolean) => {
    setMenuOpen(open);
    onMenuOpenChange?.(open);
  };

  // Going somewhere closes the menu (a handed-over open menu stays open).
  const shownAt = useRef(`${pathname}${hash}`);
  useEffect(() => {
    if (shownAt.current === `${pathname}${hash}`) return;
    shownAt.current = `${pathname}${hash}`;
    setMenuOpen(false);
  }, [pathname, hash]);

  const headerLink = (to: string, label: string) => {
    const current = !to.includes('#') && to === pathname;
    return (
      <Link to={to} className={linkClass(current)} aria-current={current ? 'page' : undefined}>
        {label}
      </Link>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex min-w-0 flex-col leading-tight">
          <span className="text-lg font-bold tracking-tight whitespace-nowrap">{site.name}</span>
          <span className="hidden truncate text-xs text-slate-600 sm:block lg:hidden xl:block dark:text-slate-400">
            {t.tagline}
          </span>
        </Link>
        <nav aria-label={t.main} className="ml-2 hidden lg:block">
          <ul className="flex items-center gap-0.5 whitespace-nowrap">
            {navLinks.map((link) => (
              <li key={link.to}>{headerLink(link.to, link.label[language])}</li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {languageSwitch}
          <div className="hidden sm:flex">{theme}</div>
          {actions}
          <span className="ml-1 hidden sm:block">
            {/* The whole name is read out at every width; below xl only its first word shows. No aria-label: the
                visible word must start the accessible name (WCAG 2.5.3), which Thai, written without spaces
                between words, cannot show axe inside a label. */}
            <Link to="/how-to-order" className={buttonClasses('primary', 'md', 'whitespace-nowrap')}>
              {/* One flex item: the button's gap must not split the name into two words. */}
              <span>
                {t.configure}
                <span className="sr-only xl:not-sr-only">{t.configureRest}</span>
              </span>
            </Link>
          </span>
          <button
            type="button"
            data-control="menu"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md lg:hidden"
            aria-label={menuOpen ? t.closeMenu : t.openMenu}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => changeMenu(!menuOpen)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={t.mobile}
          className="border-t border-slate-200 px-4 pb-4 lg:hidden dark:border-slate-800"
        >
          <ul className="flex flex-col py-2">
            {navLinks.map((link) => (
              // Track Orders stays out of the phone menu (spec); from md up the menu lists every link.
              <li key={link.to} className={link.desktopOnly ? 'hidden md:block' : undefined}>
                {headerLink(link.to, link.label[language])}
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between border-t border-slate-200 py-1 pl-3 sm:hidden dark:border-slate-800">
            <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{t.theme}</span>
            {theme}
          </div>
          <Link to="/how-to-order" className={buttonClasses('primary', 'md', 'mt-2 w-full')}>
            {t.configure}
            {t.configureRest}
          </Link>
        </nav>
      ) : null}
      {below}
    </header>
  );
}
