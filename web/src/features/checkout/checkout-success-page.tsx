import { defineTexts, formatThb, type OrderView } from '@sound-putter/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useGetMeQuery } from '../../api';
import { useGetMyOrdersQuery, useGetThisBrowserOrdersQuery } from '../../api/orders.api';
import { Button, buttonClasses } from '../../components/ui/button';
import { CheckIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useTexts } from '../../lib/use-language';
import { OrderConfiguration } from '../orders/order-configuration';
import { CheckoutProgress } from './checkout-progress';
import { loadCurrentOrderId } from './checkout-storage';
import { SupportContactsDialog } from './support-contacts-dialog';
import { useCompleteCheckout } from './use-complete-checkout';

const texts = defineTexts({
  en: {
    paidTitle: 'Payment Successful!',
    paidText: 'Thank you for your purchase! Your custom sound putter will be crafted within 24 hours.',
    pendingTitle: 'Waiting for your payment',
    pendingText:
      'We have not received the payment for this order yet. This page updates by itself once the payment is confirmed.',
    failedTitle: 'Payment was not completed',
    failedText: 'Your card was not charged. Please try again.',
    cancelledTitle: 'This order was cancelled',
    cancelledText: 'Nothing will be crafted or delivered for it.',
    unknownTitle: 'We cannot show this order',
    unknownText:
      'No order with this number was placed in this browser or with your account. If you have paid, your confirmation e-mail has the link to your order; signed in, your orders are under Track Orders.',
    checking: 'Checking your order…',
    orderNumber: 'Order number',
    bought: 'What you bought',
    total: 'Total',
    paymentState: 'Payment',
    payment: { pending: 'Awaiting payment', paid: 'Paid', failed: 'Payment failed', none_due: 'No charge (remake)' },
    express: '24-Hour Express Crafting',
    expressText: 'Your putter is crafted within 24 hours of confirmation.',
    inProgress: 'In Progress',
    nextHeading: 'What happens next',
    step: (n: number) => `Step ${n}`,
    next: [
      { title: 'Order Processing', text: 'We confirm your configuration and prepare the materials for your putter.' },
      { title: 'Handcrafting', text: 'Our craftsmen build and tune your custom sound putter within 24 hours.' },
      { title: 'Express Delivery', text: 'Your putter ships free and you can follow every step on the tracking page.' },
    ],
    track: 'Track Order',
    trackOrders: 'Track Orders',
    support: 'Contact Support',
    continue: 'Continue Shopping',
    home: 'Back to Home',
    retry: 'Return to Checkout',
  },
  th: {
    paidTitle: 'ชำระเงินสำเร็จ!',
    paidText: 'ขอบคุณสำหรับการสั่งซื้อ! พัตเตอร์เสียงของคุณจะผลิตเสร็จภายใน 24 ชั่วโมง',
    pendingTitle: 'กำลังรอการชำระเงิน',
    pendingText: 'เรายังไม่ได้รับการชำระเงินของคำสั่งซื้อนี้ หน้านี้จะอัปเดตเองเมื่อยืนยันการชำระเงินแล้ว',
    failedTitle: 'การชำระเงินไม่สำเร็จ',
    failedText: 'ยังไม่มีการตัดเงินจากบัตรของคุณ กรุณาลองอีกครั้ง',
    cancelledTitle: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว',
    cancelledText: 'จะไม่มีการผลิตหรือจัดส่งสำหรับคำสั่งซื้อนี้',
    unknownTitle: 'ไม่สามารถแสดงคำสั่งซื้อนี้ได้',
    unknownText:
      'ไม่พบคำสั่งซื้อหมายเลขนี้ในเบราว์เซอร์นี้หรือในบัญชีของคุณ หากคุณชำระเงินแล้ว อีเมลยืนยันมีลิงก์ไปยังคำสั่งซื้อ หรือเข้าสู่ระบบเพื่อดูในหน้าติดตามคำสั่งซื้อ',
    checking: 'กำลังตรวจสอบคำสั่งซื้อ…',
    orderNumber: 'หมายเลขคำสั่งซื้อ',
    bought: 'รายการที่สั่งซื้อ',
    total: 'ยอดรวม',
    paymentState: 'การชำระเงิน',
    payment: { pending: 'รอชำระเงิน', paid: 'ชำระเงินแล้ว', failed: 'ชำระเงินไม่สำเร็จ', none_due: 'ไม่มีค่าใช้จ่าย (ผลิตใหม่)' },
    express: 'ผลิตด่วนภายใน 24 ชั่วโมง',
    expressText: 'พัตเตอร์ของคุณจะผลิตเสร็จภายใน 24 ชั่วโมงหลังยืนยันคำสั่งซื้อ',
    inProgress: 'กำลังดำเนินการ',
    nextHeading: 'ขั้นตอนต่อไป',
    step: (n: number) => `ขั้นที่ ${n}`,
    next: [
      { title: 'ดำเนินการคำสั่งซื้อ', text: 'เรายืนยันการตั้งค่าและเตรียมวัสดุสำหรับพัตเตอร์ของคุณ' },
      { title: 'ผลิตด้วยมือ', text: 'ช่างฝีมือของเราประกอบและปรับเสียงพัตเตอร์ของคุณภายใน 24 ชั่วโมง' },
      { title: 'จัดส่งด่วน', text: 'จัดส่งฟรี และติดตามทุกขั้นตอนได้ในหน้าติดตามคำสั่งซื้อ' },
    ],
    track: 'ติดตามคำสั่งซื้อ',
    trackOrders: 'ติดตามคำสั่งซื้อ',
    support: 'ติดต่อฝ่ายบริการลูกค้า',
    continue: 'เลือกซื้อต่อ',
    home: 'กลับหน้าแรก',
    retry: 'กลับไปหน้าชำระเงิน',
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** While the payment is not yet confirmed (the gateway's word reaches the server a moment later), look again. */
const PENDING_POLL_MS = 3000;

/**
 * Stripe brings a shopper back here after an extra step (3-D Secure) with `redirect_status`; the checkout was then
 * not completed in the page that left, so it is completed here, once.
 */
function useCompleteAfterRedirect(
  orderId: string | null,
  paymentIntentId: string | null,
  redirectStatus: string | null,
) {
  const complete = useCompleteCheckout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !orderId || !paymentIntentId) return;
    if (redirectStatus !== 'succeeded' && redirectStatus !== 'processing') return;
    if (loadCurrentOrderId() !== orderId) return;
    started.current = true;
    void complete(orderId, paymentIntentId, { go: false });
  }, [complete, orderId, paymentIntentId, redirectStatus]);
}

type Lookup = { state: 'checking' } | { state: 'unknown' } | { state: 'found'; order: OrderView };

/**
 * The order this page is about, only from the server's lists of what this browser may see: the orders placed in
 * this browser (or opened here from a mailed link) and, signed in, the account's own. An id that is in neither
 * (unknown, someone else's) is never asked about, so nothing of that order reaches the page. A payment id that is
 * not the order's own is treated the same.
 */
function useVisibleOrder(orderId: string | null, paymentIntentId: string | null): Lookup {
  const me = useGetMeQuery();
  const signedIn = Boolean(me.data);
  const [polling, setPolling] = useState(0);
  const options = { refetchOnMountOrArgChange: true, pollingInterval: polling, skip: !orderId } as const;
  const here = useGetThisBrowserOrdersQuery(undefined, options);
  const mine = useGetMyOrdersQuery(undefined, { ...options, skip: !orderId || !signedIn });
  const order = [...(here.data ?? []), ...(mine.data ?? [])].find((o) => o.id === orderId);
  const pending = order?.paymentStatus === 'pending' && !order.cancelledAt;
  useEffect(() => setPolling(pending ? PENDING_POLL_MS : 0), [pending]);

  if (!orderId) return { state: 'unknown' };
  if (order) {
    if (paymentIntentId && order.paymentId && order.paymentId !== paymentIntentId) return { state: 'unknown' };
    return { state: 'found', order };
  }
  const loading = me.isLoading || here.isLoading || (signedIn && mine.isLoading);
  return loading ? { state: 'checking' } : { state: 'unknown' };
}

function Notice({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="success-notice">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const rawOrderId = params.get('order_id');
  const orderId = rawOrderId && UUID.test(rawOrderId) ? rawOrderId : null;
  const paymentIntentId = params.get('payment_intent');
  const redirectStatus = params.get('redirect_status');
  const [supportOpen, setSupportOpen] = useState(false);
  const t = useTexts(texts);
  useCompleteAfterRedirect(orderId, paymentIntentId, redirectStatus);
  const lookup = useVisibleOrder(orderId, paymentIntentId);

  if (redirectStatus === 'failed' || redirectStatus === 'requires_payment_method') {
    return (
      <Notice title={t.failedTitle} text={t.failedText}>
        <Link to="/checkout" className={buttonClasses('primary', 'lg')}>
          {t.retry}
        </Link>
      </Notice>
    );
  }
  if (lookup.state === 'checking') {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-12" role="status" aria-label={t.checking}>
        <Skeleton className="mx-auto h-10 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (lookup.state === 'unknown') {
    return (
      <Notice title={t.unknownTitle} text={t.unknownText}>
        <Link to="/orders" className={buttonClasses('primary', 'lg')}>
          {t.trackOrders}
        </Link>
        <Button variant="outline" size="lg" onClick={() => setSupportOpen(true)}>
          {t.support}
        </Button>
        <SupportContactsDialog open={supportOpen} onOpenChange={setSupportOpen} />
      </Notice>
    );
  }

  const { order } = lookup;
  const paid = order.paymentStatus === 'paid' && !order.cancelledAt;
  const [title, text] = order.cancelledAt
    ? [t.cancelledTitle, t.cancelledText]
    : order.paymentStatus === 'paid'
      ? [t.paidTitle, t.paidText]
      : order.paymentStatus === 'failed'
        ? [t.failedTitle, t.failedText]
        : [t.pendingTitle, t.pendingText];

  return (
    <div
      className="mx-auto max-w-3xl px-4 py-8 sm:py-12"
      data-testid="checkout-success"
      data-payment={order.paymentStatus}
    >
      <div className="mb-10">
        <CheckoutProgress current={2} />
      </div>
      <div className="text-center">
        {paid ? (
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-800 dark:text-brand-100">
            <CheckIcon size={32} aria-hidden="true" />
          </span>
        ) : null}
        <h1 className="mt-4 text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300" aria-live="polite">
          {text}
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t.orderNumber}{' '}
          <span className="font-mono font-semibold text-slate-900 dark:text-slate-100">#{order.shortId}</span>
        </p>
      </div>

      <section aria-labelledby="bought" className="mt-8 space-y-3">
        <h2 id="bought" className="text-xl font-semibold">
          {t.bought}
        </h2>
        {order.lines.map((line) => (
          <OrderConfiguration key={line.configurationId} line={line} />
        ))}
        <dl className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
          <dt className="text-slate-600 dark:text-slate-400">{t.total}</dt>
          <dd className="text-right text-lg font-semibold" data-testid="success-total">
            {formatThb(order.totalAmount)}
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">{t.paymentState}</dt>
          <dd className="text-right font-medium" data-testid="success-payment">
            {t.payment[order.paymentStatus]}
          </dd>
        </dl>
      </section>

      {paid ? (
        <>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-600/40 bg-brand-50 p-5 dark:bg-brand-800/20">
            <div>
              <p className="font-semibold">{t.express}</p>
              <p className="text-sm text-slate-700 dark:text-slate-300">{t.expressText}</p>
            </div>
            <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white dark:bg-brand-500 dark:text-slate-950">
              {t.inProgress}
            </span>
          </div>
          <section aria-labelledby="next-steps" className="mt-8">
            <h2 id="next-steps" className="text-xl font-semibold">
              {t.nextHeading}
            </h2>
            <ol className="mt-4 grid gap-4 sm:grid-cols-3">
              {t.next.map((step, index) => (
                <li key={step.title} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                  <span className="text-sm font-semibold text-brand-700 dark:text-brand-500">{t.step(index + 1)}</span>
                  <h3 className="mt-1 font-semibold">{step.title}</h3>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
                </li>
              ))}
            </ol>
          </section>
        </>
      ) : null}

      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        {order.paymentStatus === 'failed' && !order.cancelledAt ? (
          <Link to="/checkout" className={buttonClasses('primary', 'lg')}>
            {t.retry}
          </Link>
        ) : (
          <Link to={`/orders/${order.id}`} className={buttonClasses('primary', 'lg')}>
            {t.track}
          </Link>
        )}
        <Button variant="outline" size="lg" onClick={() => setSupportOpen(true)}>
          {t.support}
        </Button>
        <Link to="/" className={buttonClasses('secondary', 'lg')}>
          {t.continue}
        </Link>
        <Link to="/" className={buttonClasses('ghost', 'lg')}>
          {t.home}
        </Link>
      </div>
      <SupportContactsDialog open={supportOpen} onOpenChange={setSupportOpen} />
    </div>
  );
}
