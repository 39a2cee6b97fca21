import { formatThb, type AnyOrderView } from '@sound-putter/contracts';
import { Link } from 'react-router';
import { OrderStatusBadge } from './order-status-badge';
import { RefundBadge } from './refund-note';
import { RemakeLinks } from './remake-links';
import { ShipmentLink } from './shipment-link';
import { InvoiceDownloadButton } from './tax-documents';
import { useOrderTexts } from './order-texts';
import { formatAddress } from './thai-texts';

function Row({ label, wide = false, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

/** One order in a list: the spec's fields, personal ones only when the viewer may see them. */
export function OrderListItem({ order }: { order: AnyOrderView }) {
  const { language, t, date } = useOrderTexts();
  return (
    <li
      data-testid="order-entry"
      data-order-id={order.id}
      data-access={order.access}
      className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-mono text-lg font-semibold">
          <Link
            to={`/orders/${order.id}`}
            aria-label={t.orderLabel(order.shortId)}
            className="underline-offset-4 hover:underline"
          >
            #{order.shortId}
          </Link>
        </h3>
        <div className="flex items-center gap-2">
          {order.cancelledAt && (
            <span
              data-testid="cancelled-badge"
              className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {t.cancelled}
            </span>
          )}
          <RefundBadge order={order} />
          <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Row label={t.ordered}>{date(order.createdAt)}</Row>
        <Row label={t.estimated}>{order.estimatedDelivery ? date(order.estimatedDelivery) : t.afterPayment}</Row>
        {order.access === 'full' && (
          <>
            <Row label={t.name}>{order.customerName}</Row>
            <Row label={t.email}>{order.customerEmail}</Row>
            <Row label={t.address} wide>
              {formatAddress(order.shippingAddress, language)}
            </Row>
            {order.shipment ? (
              <Row label={t.shipment} wide>
                <ShipmentLink shipment={order.shipment} />
              </Row>
            ) : null}
          </>
        )}
        <Row label={t.total}>
          <span className="font-semibold">{formatThb(order.totalAmount)}</span>
        </Row>
        <Row label={t.paymentStatus}>{t.payment[order.paymentStatus]}</Row>
        {order.access === 'full' ? <RemakeLinks order={order} Row={Row} /> : null}
      </dl>
      {order.access === 'redacted' && (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid="redacted-note">
          {t.redacted}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Link
          to={`/orders/${order.id}`}
          className="inline-block text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-500"
          aria-label={`${t.details} ${t.orderLabel(order.shortId)}`}
        >
          {t.details}
        </Link>
        {order.access === 'full' && order.paymentStatus === 'paid' ? (
          <InvoiceDownloadButton orderId={order.id} shortId={order.shortId} />
        ) : null}
      </div>
    </li>
  );
}
