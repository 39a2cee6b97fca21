import { Link, NavLink, ScrollRestoration, useSearchParams } from 'react-router';
import { SkipLink } from '../components/ui/skip-link';
import { Toaster } from '../components/ui/toaster';
import { UserButton } from '../features/auth/user-button';
import { ThemeToggle } from '../features/layout/theme-toggle';
import { DocumentLanguage } from '../lib/use-language';
import { site } from '../lib/site';
import { PageMain } from './page-main';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-1.5 text-sm font-medium ${
    isActive
      ? 'bg-slate-100 text-slate-950 dark:bg-slate-800 dark:text-white'
      : 'text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white'
  }`;

/**
 * The workshop's screens, full width and without the shop's header, footer or cart: a slim bar to move between the
 * board and the pickup counter, the theme and the account. The wall display (?wall=1) hides the bar too.
 */
export function StaffLayout() {
  const [params] = useSearchParams();
  const wall = params.get('wall') === '1';
  return (
    <>
      <SkipLink />
      <div className="flex min-h-svh flex-col">
        {wall ? null : (
          <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
            <div className="flex h-12 items-center gap-3 px-3 sm:px-4 2xl:px-6">
              {/* On a phone the bar keeps the two screens, the theme and the account; the shop's name goes. */}
              <Link to="/" className="hidden text-base font-bold tracking-tight whitespace-nowrap sm:block">
                {site.name}
                <span className="sr-only"> shop</span>
              </Link>
              <nav aria-label="Workshop" className="min-w-0">
                <ul className="flex items-center gap-1 whitespace-nowrap">
                  <li>
                    <NavLink to="/workshop" end className={navClass}>
                      Board
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/workshop/handover" className={navClass}>
                      Pickup handover
                    </NavLink>
                  </li>
                </ul>
              </nav>
              <div className="ml-auto flex items-center gap-1">
                <ThemeToggle />
                <UserButton />
              </div>
            </div>
            <Toaster />
          </header>
        )}
        <PageMain className="flex flex-1 flex-col" />
      </div>
      <DocumentLanguage />
      <ScrollRestoration />
    </>
  );
}
