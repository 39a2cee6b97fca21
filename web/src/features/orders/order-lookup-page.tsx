import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ApiError } from '../../api/api-error';
import { useGetThisBrowserOrdersQuery, useOpenOrderLookupMutation } from '../../api/orders.api';
import { buttonClasses } from '../../components/ui/button';
import { linkTokenOf } from '../../lib/link-token';
import { useTexts } from '../../lib/use-language';
import { OrderListSkeleton } from '../../components/ui/skeleton';
import { linkErrorTexts, lookupTexts } from './lookup-texts';
import { useOrderTexts } from './order-texts';
import { OrderList } from './orders-page';

function LinkProblem({ code }: { code: string }) {
  const text = useTexts(linkErrorTexts[code] ?? linkErrorTexts.failed);
  const { askAgain } = useTexts(lookupTexts);
  return (
    <div
      role="alert"
      data-testid="lookup-link-problem"
      data-code={code}
      className="rounded-xl border border-red-200 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950/40"
    >
      <h1 className="text-2xl font-bold text-red-800 dark:text-red-200">{text.title}</h1>
      <p className="mt-3">{text.text}</p>
      <Link to="/orders#by-email" className={`${buttonClasses('primary')} mt-5`}>
        {askAgain}
      </Link>
    </div>
  );
}

/** A mailed lookup link: opens it once in this browser, then shows the address's orders (here for 24 hours). */
export function OrderLookupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { date } = useOrderTexts();
  const t = useTexts(lookupTexts);
  const [openLookup, opening] = useOpenOrderLookupMutation();
  const token = useRef(linkTokenOf(location.hash));
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !token.current) return;
    asked.current = true;
    void openLookup({ token: token.current });
    // The link is single-use: it leaves the address bar and the history entry once read.
    // (A `?lang=` the mail's link carries stays: the page keeps the mail's language.)
    void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [openLookup, navigate, location.pathname, location.search]);

  const orders = useGetThisBrowserOrdersQuery(undefined, { skip: !opening.isSuccess });

  if (!token.current)
    return (
      <Page>
        <LinkProblem code="invalid" />
      </Page>
    );
  if (opening.isError) {
    const code = (opening.error as ApiError).code;
    return (
      <Page>
        <LinkProblem
          code={code === 'lookup_link_invalid' || code === 'validation_failed' ? 'invalid' : (code ?? 'failed')}
        />
      </Page>
    );
  }
  if (!opening.data)
    return (
      <Page>
        <p role="status" className="mb-4 text-slate-700 dark:text-slate-300">
          {t.opening}
        </p>
        <OrderListSkeleton rows={2} />
      </Page>
    );
  const until = date(opening.data.accessExpiresAt);
  return (
    <Page>
      <h1 className="text-3xl font-bold">{t.yourOrders}</h1>
      <p className="mt-1 text-lg font-medium wrap-anywhere" data-testid="lookup-email">
        {opening.data.email}
      </p>
      <p role="status" data-testid="lookup-opened" className="mt-3 text-slate-700 dark:text-slate-300">
        {t.openUntil(until)}
      </p>
      <section aria-label={t.thisBrowserHeading} className="mt-8">
        <OrderList state={orders} empty={t.noOrders} />
      </section>
      <p className="mt-10 text-sm">
        <Link to="/orders" className={buttonClasses('outline')}>
          {t.back}
        </Link>
      </p>
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">{children}</div>;
}
