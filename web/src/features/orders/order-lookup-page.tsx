import { formatThaiDateTime } from '@sound-putter/contracts';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ApiError } from '../../api/api-error';
import { useGetThisBrowserOrdersQuery, useOpenOrderLookupMutation } from '../../api/orders.api';
import { buttonClasses } from '../../components/ui/button';
import { linkTokenOf } from '../../lib/link-token';
import { OrderListSkeleton } from '../../components/ui/skeleton';
import { linkErrorTexts, lookupTexts } from './lookup-texts';
import { OrderList } from './orders-page';

function LinkProblem({ code }: { code: string }) {
  const text = linkErrorTexts[code] ?? linkErrorTexts.failed;
  return (
    <div
      role="alert"
      data-testid="lookup-link-problem"
      data-code={code}
      className="rounded-xl border border-red-200 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950/40"
    >
      <h1 lang="en" className="text-2xl font-bold text-red-800 dark:text-red-200">
        {text.title}
      </h1>
      <p className="mt-3">{text.th}</p>
      <p lang="en" className="mt-1 text-slate-700 dark:text-slate-300">
        {text.en}
      </p>
      <Link to="/orders#by-email" className={`${buttonClasses('primary')} mt-5`}>
        ขอลิงก์ใหม่ (Ask for a new link)
      </Link>
    </div>
  );
}

/** A mailed lookup link: opens it once in this browser, then shows the address's orders (here for 24 hours). */
export function OrderLookupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [openLookup, opening] = useOpenOrderLookupMutation();
  const token = useRef(linkTokenOf(location.hash));
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !token.current) return;
    asked.current = true;
    void openLookup({ token: token.current });
    // The link is single-use: it leaves the address bar and the history entry once read.
    void navigate({ pathname: location.pathname, hash: '' }, { replace: true });
  }, [openLookup, navigate, location.pathname]);

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
          กำลังเปิดลิงก์… <span lang="en">Opening your link…</span>
        </p>
        <OrderListSkeleton rows={2} />
      </Page>
    );
  const until = formatThaiDateTime(opening.data.accessExpiresAt);
  return (
    <Page>
      <h1 className="text-3xl font-bold">
        คำสั่งซื้อของคุณ <span lang="en">· Your orders</span>
      </h1>
      <p className="mt-1 text-lg font-medium wrap-anywhere" data-testid="lookup-email">
        {opening.data.email}
      </p>
      <div role="status" data-testid="lookup-opened" className="mt-3 space-y-1 text-slate-700 dark:text-slate-300">
        <p>เปิดในเบราว์เซอร์นี้แล้ว แสดงได้ถึง {until} ลิงก์ในอีเมลใช้ซ้ำไม่ได้ และเบราว์เซอร์อื่นจะไม่เห็นคำสั่งซื้อเหล่านี้</p>
        <p lang="en">
          Open in this browser until {until}. The link in the mail cannot be used again, and other browsers do not see
          these orders.
        </p>
      </div>
      <section aria-label={lookupTexts.thisBrowserHeading.en} className="mt-8">
        <OrderList
          state={orders}
          empty={{
            title: 'ไม่พบคำสั่งซื้อสำหรับอีเมลนี้ (No orders for this address)',
            text: 'ตรวจสอบว่าเป็นอีเมลที่ใช้สั่งซื้อ หรือติดต่อฝ่ายบริการลูกค้า (Check it is the address you ordered with, or contact us.)',
          }}
        />
      </section>
      <p className="mt-10 text-sm">
        <Link to="/orders" className={buttonClasses('outline')}>
          กลับไปหน้าติดตามคำสั่งซื้อ
        </Link>
      </p>
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <div lang="th" className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      {children}
    </div>
  );
}
