import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useGetMeQuery } from '../../api';
import { LanguageLinks } from '../../components/language-links';
import { useLanguage } from '../../lib/use-language';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageSkeleton } from '../../components/ui/skeleton';
import { type AdminLabels, adminLabels } from './admin-labels';
import { CatalogAdmin } from './catalog-admin';
import { DashboardSection } from './dashboard-section';
import { OrdersSection } from './orders-section';
import { StaffSection } from './staff-section';
import { VatReportSection } from './vat-report-section';

type AdminSection = 'catalog' | 'orders' | 'staff' | 'vat' | 'dashboard';
const sectionIds: readonly AdminSection[] = ['catalog', 'orders', 'staff', 'vat', 'dashboard'];

const AuthDialog = lazy(() => import('../auth/auth-dialog').then((m) => ({ default: m.AuthDialog })));

function AdminForbidden({ labels, signedInAs }: { labels: AdminLabels; signedInAs: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex justify-center px-4 py-24">
      <div
        className="w-full max-w-md rounded-2xl border border-slate-200 p-8 text-center shadow-sm dark:border-slate-800"
        data-testid="forbidden"
      >
        <p className="text-5xl font-bold text-brand-700 dark:text-brand-500">403</p>
        <h1 className="mt-2 text-2xl font-bold">{labels.forbiddenTitle}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {labels.forbidden}
          {signedInAs ? ` ${labels.signedInAsCustomer(signedInAs)}` : ''}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          {signedInAs ? null : <Button onClick={() => setOpen(true)}>{labels.signIn}</Button>}
          <Link to="/" className={buttonClasses(signedInAs ? 'primary' : 'outline')}>
            {labels.home}
          </Link>
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <AuthDialog open={open} onOpenChange={setOpen} initialTab="login" />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * /admin: the back office for staff and admins (issue 32), desktop-first, in English or Thai (`?lang=th`). What
 * each role may do is decided by the server; the page only hides what the server would refuse.
 */
export function AdminPage() {
  const [params] = useSearchParams();
  const { language } = useLanguage();
  const labels = adminLabels(language);
  const { data: user, isLoading } = useGetMeQuery();
  if (isLoading) return <PageSkeleton />;
  if (!user || (user.role !== 'staff' && user.role !== 'admin'))
    return (
      <div lang={language}>
        <AdminForbidden labels={labels} signedInAs={user?.email ?? null} />
      </div>
    );
  const asked = params.get('section');
  const section: AdminSection = sectionIds.find((id) => id === asked) ?? 'catalog';
  const sections: Array<{ id: AdminSection; label: string }> = [
    { id: 'catalog', label: labels.catalog },
    { id: 'orders', label: labels.orders },
    { id: 'staff', label: labels.staff },
    { id: 'vat', label: labels.vatReport },
    { id: 'dashboard', label: labels.dashboard },
  ];
  /** The section's address, keeping the rest of the query (the language). */
  const searchFor = (id: AdminSection) => {
    const next = new URLSearchParams(params);
    if (id === 'catalog') next.delete('section');
    else next.set('section', id);
    return next.toString() ? `?${next.toString()}` : '';
  };
  return (
    <div lang={language} className="mx-auto max-w-7xl px-6 py-8" data-testid="admin-page">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{labels.title}</h1>
        <LanguageLinks label={labels.languages} compact />
      </div>
      <nav aria-label={labels.sections} className="mt-4 border-b border-slate-200 dark:border-slate-800">
        <ul className="flex gap-6">
          {sections.map(({ id, label }) => (
            <li key={id}>
              <Link
                to={{ pathname: '/admin', search: searchFor(id) }}
                aria-current={section === id ? 'page' : undefined}
                className={`inline-block border-b-2 pb-2 ${
                  section === id
                    ? 'border-brand-700 font-semibold text-slate-900 dark:border-brand-400 dark:text-white'
                    : 'border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
                }`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {section === 'orders' ? (
          <OrdersSection labels={labels} language={language} />
        ) : section === 'dashboard' ? (
          <DashboardSection labels={labels} language={language} />
        ) : section === 'vat' ? (
          <VatReportSection labels={labels} isAdmin={user.role === 'admin'} />
        ) : section === 'staff' ? (
          <StaffSection labels={labels} language={language} isAdmin={user.role === 'admin'} myId={user.id} />
        ) : (
          <CatalogAdmin labels={labels} language={language} isAdmin={user.role === 'admin'} />
        )}
      </div>
    </div>
  );
}
