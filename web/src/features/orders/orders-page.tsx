import type { AnyOrderView } from '@sound-putter/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useGetMeQuery } from '../../api';
import { useGetMyOrdersQuery, useGetThisBrowserOrdersQuery, useRequestOrderLookupMutation } from '../../api/orders.api';
import { useLanguage } from '../../lib/use-language';
import { useOrderTexts } from './order-texts';
import { Button, buttonClasses } from '../../components/ui/button';
import { OrderListSkeleton } from '../../components/ui/skeleton';
import { EmailLookupForm } from './email-lookup-form';
import { LiveIndicator } from './live-indicator';
import { lookupTexts } from './lookup-texts';
import { OrderListItem } from './order-list-item';

interface ListState {
  data?: AnyOrderView[];
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useOrderTexts();
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <h3 className="text-lg font-semibold text-red-800 dark:text-red-200">{t.list.loadFailed}</h3>
      <p className="mt-2 text-slate-800 dark:text-slate-200">{t.list.loadFailedText}</p>
      <Button className="mt-4" onClick={onRetry}>
        {t.tryAgain}
      </Button>
    </div>
  );
}

export function OrderList({ state, empty }: { state: ListState; empty: { title: string; text: string } }) {
  if (state.isLoading) return <OrderListSkeleton />;
  if (state.error) return <LoadFailed onRetry={() => void state.refetch()} />;
  if (!state.data || state.data.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
        <p className="font-semibold">{empty.title}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{empty.text}</p>
      </div>
    );
  return (
    <ul className="space-y-4" aria-busy={state.isFetching}>
      {state.data.map((order) => (
        <OrderListItem key={order.id} order={order} />
      ))}
    </ul>
  );
}

/** Track by e-mail: asks the server to mail the address a link, then says what happens next (never the orders). */
function TrackByEmail({ signedIn }: { signedIn: boolean }) {
  const [requestLookup, request] = useRequestOrderLookupMutation();
  const { language } = useLanguage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = async (email: string) => {
    setSentTo(null);
    const result = await requestLookup({ email, language });
    if (!('error' in result)) setSentTo(email);
  };
  const t = lookupTexts[language];
  return (
    <section aria-labelledby="by-email" className="mt-10 space-y-4">
      <h2 id="by-email" className="text-xl font-semibold">
        {signedIn ? t.otherHeading : t.heading}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="lookup-how">
        {t.how}
      </p>
      <EmailLookupForm label={t.label} button={t.send} busy={request.isLoading} onSearch={send} />
      {sentTo && (
        <div
          role="status"
          data-testid="lookup-sent"
          className="rounded-xl border border-brand-100 bg-brand-50 p-5 dark:border-brand-800 dark:bg-brand-800/30"
        >
          <h3 className="font-semibold">{t.sentHeading}</h3>
          <p className="mt-2 text-sm wrap-anywhere">{t.sent(sentTo)}</p>
        </div>
      )}
      {request.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t.failed}
        </p>
      )}
    </section>
  );
}

/** Order tracking: the signed-in shopper's own orders, this browser's orders, and a private lookup by e-mail. */
export function OrdersPage() {
  const me = useGetMeQuery();
  const signedIn = Boolean(me.data);
  const navigate = useNavigate();
  const mine = useGetMyOrdersQuery(undefined, { skip: !signedIn });
  const here = useGetThisBrowserOrdersQuery();
  // Signed in, the account's own list already shows what this browser placed for it.
  const mineIds = new Set((mine.data ?? []).map((o) => o.id));
  const hereOnly = { ...here, data: here.data?.filter((o) => !mineIds.has(o.id)) };
  const showHere = !signedIn || (hereOnly.data?.length ?? 0) > 0;
  const { language, t } = useOrderTexts();

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t.list.title}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t.list.intro}</p>
        </div>
        <LiveIndicator />
      </div>

      {me.isLoading ? (
        <div className="mt-8">
          <OrderListSkeleton rows={2} />
        </div>
      ) : signedIn ? (
        <section aria-labelledby="my-orders" className="mt-8 space-y-4">
          <h2 id="my-orders" className="text-xl font-semibold">
            {t.list.mine}
          </h2>
          <OrderList state={mine} empty={t.list.mineEmpty} />
        </section>
      ) : (
        <section
          aria-labelledby="sign-in-title"
          className="mt-8 rounded-xl border border-slate-200 p-6 dark:border-slate-800"
        >
          <h2 id="sign-in-title" className="text-lg font-semibold">
            {t.list.signInTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.list.signInText}</p>
          <Button className="mt-4" onClick={() => void navigate('/login?redirect=/orders')}>
            {t.list.signIn}
          </Button>
        </section>
      )}

      {showHere && (
        <section aria-labelledby="this-browser" className="mt-10 space-y-4">
          <h2 id="this-browser" className="text-xl font-semibold">
            {lookupTexts[language].thisBrowserHeading}
          </h2>
          <OrderList state={hereOnly} empty={lookupTexts[language].thisBrowserEmpty} />
        </section>
      )}

      <TrackByEmail signedIn={signedIn} />

      <p className="mt-10 text-sm">
        <Link to="/how-to-order" className={buttonClasses('outline')}>
          {t.list.designNew}
        </Link>
      </p>
    </div>
  );
}
