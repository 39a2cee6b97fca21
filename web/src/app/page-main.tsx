import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../components/ui/skeleton';
import { ErrorBoundary } from '../features/errors/error-boundary';

/**
 * A layout's page: the skip link's target, a fresh error boundary for each path, and a skeleton while the page's
 * code arrives.
 */
export function PageMain({ className }: { className: string }) {
  const { pathname } = useLocation();
  return (
    <main id="main" tabIndex={-1} className={`outline-none ${className}`}>
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
