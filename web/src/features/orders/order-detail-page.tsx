import { formatThb, orderProgress, shortOrderId, type AnyOrderView, type OrderView } from '@sound-putter/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useGetOrderQuery, useGetOrderTrackingQuery } from '../../api/orders.api';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { VatIncluded } from '../../components/vat-included';
import { CancelledNote, CancelOrder } from './cancel-order';
import { RefundSummary, refundStateOf, ReturnedPayments } from './refund-note';
import { RemakeLinks } from './remake-links';
import { DeliveryCountdown } from './delivery-countdown';
import { LiveIndicator } from './live-indicator';
import { OrderConfiguration } from './order-configuration';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { PickupCard } from './pickup-card';
import { statusWords, useOrderTexts } from './order-texts';
import { ShipmentLink } from './shipment-link';
import { TaxDocuments } from './tax-documents';
import { formatAddress } from './thai-texts';
import { useLiveState } from './use-live-state';

/** Spec section 9: the detail's tracking is polled every 30 s, here only while the socket is not pushing. */
const FALLBACK_POLL_MS = 30_000;

function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-slate-200 p-5 dark:border-slate-800 ${className}`}>
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

function NotFound({ onRetry }: { onRetry: () => void }) {
  const { t } = useOrderTexts();
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-xl border border-slate-200 p-8 text-center dark:border-slate-800"
    >
      <h1 className="text-2xl font-bold">{t.page.notFound}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t.page.notFoundText}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t.tryAgain}</Button>
        <Link to="/orders" className={buttonClasses('outline')}>
          {t.backToTracking}
        </Link>
      </div>
    </div>
  );
}

/** What the shop wrote to the customer about the order, oldest first; notes for staff only never show here. */
function ShopNotes({ notes }: { notes: OrderView['notes'] }) {
  const { t, date } = useOrderTexts();
  const shown = notes.filter((n) => n.visibility === 'customer');
  if (shown.length === 0) return null;
  return (
    <Card title={t.page.shopNotes}>
      <ul className="space-y-3" data-testid="customer-notes">
        {shown.map((n) => (
          <li key={n.id} className="border-l-2 border-brand-600 pl-3" data-testid="customer-note">
            <p className="whitespace-pre-line wrap-anywhere">{n.text}</p>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              <time dateTime={n.addedAt}>{date(n.addedAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Details({ order }: { order: AnyOrderView }) {
  const { language, t, date } = useOrderTexts();
  const polling = useLiveState() === 'live' ? 0 : FALLBACK_POLL_MS;
  const tracking = useGetOrderTrackingQuery(order.id, { pollingInterval: polling, skipPollingIfUnfocused: false });
  const progress = orderProgress[order.status];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <section data-testid="status-card" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">{t.page.orderStatus}</h2>
            <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
          </div>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {statusWords(t, order.status, order.fulfilment === 'pickup').description}
          </p>
          <CancelledNote order={order} />
          <div className="mt-4">
            <div className="mb-1 flex justify-between text-sm">
              <span id="progress-label">{t.page.progress}</span>
              <span data-testid="progress-percent">{progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
                style={{ width: `${progress}%` }}
              />
            </div>
          </div>
          <CancelOrder order={order} />
        </section>

        {order.access === 'full' ? <ShopNotes notes={order.notes} /> : null}

        {order.access === 'full' && order.pickup ? (
          <PickupCard pickup={order.pickup} deliveredAt={order.deliveredAt} />
        ) : null}

        <Card title={t.page.steps}>
          <OrderTimeline status={order.status} steps={tracking.data?.timeline} pickup={order.fulfilment === 'pickup'} />
        </Card>

        {order.access === 'full' && order.lines.length > 0 && (
          <Card title={t.page.yourPutter}>
            <div className="space-y-4">
              {order.lines.map((line) => (
                <OrderConfiguration key={line.configurationId} line={line} />
              ))}
            </div>
          </Card>
        )}
      </div>

      <div className="space-y-6">
        <Card title={t.page.countdown}>
          {order.cancelledAt ? (
            <p data-testid="countdown" data-state="cancelled" className="text-slate-700 dark:text-slate-300">
              {t.page.cancelledNoDeadline}
            </p>
          ) : (
            <DeliveryCountdown order={order} />
          )}
          {order.deliveryDeadline && !order.cancelledAt && (
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
              {t.page.deadline}: {date(order.deliveryDeadline)}
            </p>
          )}
        </Card>

        <Card title={t.page.summary}>
          <dl className="space-y-3 text-sm">
            <Field label={t.ordered}>{date(order.createdAt)}</Field>
            <Field label={t.total}>
              <span className="text-base font-semibold">{formatThb(order.totalAmount)}</span>
              <VatIncluded total={order.totalAmount} language={language} className="mt-1" />
            </Field>
            <Field label={t.paymentStatus}>{t.payment[order.paymentStatus]}</Field>
            {order.access === 'full' ? <RemakeLinks order={order} Row={Field} /> : null}
            {order.access === 'full' && order.giftMessage ? (
              <Field label={t.page.giftMessage}>
                <span data-testid="gift-message" className="whitespace-pre-line">
                  {order.giftMessage}
                </span>
              </Field>
            ) : null}
            {refundStateOf(order) ? (
              <Field label={t.page.refund}>
                <RefundSummary order={order} />
              </Field>
            ) : null}
            {order.access === 'full' && order.returnedPayments.length > 0 ? (
              <Field label={t.page.paymentsSentBack}>
                <ReturnedPayments order={order} />
              </Field>
            ) : null}
            <Field label={t.estimated}>
              {order.estimatedDelivery ? date(order.estimatedDelivery) : t.afterPayment}
            </Field>
            {order.access === 'full' && order.shipment ? (
              <Field label={t.shipment}>
                <ShipmentLink shipment={order.shipment} />
              </Field>
            ) : null}
          </dl>
        </Card>

        <Card title={t.page.customer}>
          {order.access === 'full' ? (
            <dl className="space-y-3 text-sm" data-testid="customer-details">
              <Field label={t.page.name}>{order.customerName}</Field>
              <Field label={t.email}>{order.customerEmail}</Field>
              <Field label={t.page.phone}>
                {order.customerPhoneCountryCode} {order.customerPhone}
              </Field>
              <Field label={order.fulfilment === 'pickup' ? t.page.collectedAt : t.address}>
                {formatAddress(order.shippingAddress, language)}
              </Field>
              <Field label={t.page.billingAddress}>{formatAddress(order.billingAddress, language)}</Field>
            </dl>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="redacted-note">
              {t.redacted}
            </p>
          )}
        </Card>
        {order.access === 'full' ? <TaxDocuments orderId={order.id} /> : null}
      </div>
    </div>
  );
}

/** The way back to order tracking. */
function BackToTracking() {
  const { t } = useOrderTexts();
  return (
    <Link to="/orders" className="text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-500">
      ← {t.backToTracking}
    </Link>
  );
}

/**
 * The order page's way back and heading around its body. The number comes from the address, so the heading shows
 * before the order has loaded (and in the page's prerendered first screen, app/home-shell.tsx).
 */
export function OrderPageFrame({
  orderId,
  live = null,
  children,
}: {
  orderId: string;
  live?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useOrderTexts();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <BackToTracking />
      <div className="mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {t.page.order} <span className="font-mono">#{shortOrderId(orderId)}</span>
        </h1>
        {live}
      </div>
      {children}
    </div>
  );
}

/** The order's body while it loads. */
export function OrderLoading() {
  const { t } = useOrderTexts();
  return (
    <div className="space-y-4" role="status" aria-label={t.page.loading}>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** One order's tracking: status, progress, the five steps with times, the deadline countdown, live. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const polling = useLiveState() === 'live' ? 0 : FALLBACK_POLL_MS;
  const order = useGetOrderQuery(orderId, { pollingInterval: polling, skipPollingIfUnfocused: false });

  if (!order.isLoading && (order.error || !order.data))
    return (
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <BackToTracking />
        <div className="mt-8">
          <NotFound onRetry={() => void order.refetch()} />
        </div>
      </div>
    );
  return (
    <OrderPageFrame orderId={orderId} live={order.data ? <LiveIndicator /> : null}>
      {order.data ? <Details order={order.data} /> : <OrderLoading />}
    </OrderPageFrame>
  );
}
