import { formatThaiDateTime, formatThb, type AnyOrderView } from '@sound-putter/contracts';
import { Link } from 'react-router';
import { OrderStatusBadge } from './order-status-badge';
import { ShipmentLink } from './shipment-link';
import { formatAddress, paymentLabels, REDACTED_NOTE } from './thai-texts';

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
            aria-label={`คำสั่งซื้อ #${order.shortId}`}
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
              ยกเลิกแล้ว <span lang="en">· Cancelled</span>
            </span>
          )}
          <OrderStatusBadge status={order.status} />
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Row label="วันที่สั่งซื้อ">{formatThaiDateTime(order.createdAt)}</Row>
        <Row label="กำหนดส่งโดยประมาณ">
          {order.estimatedDelivery ? formatThaiDateTime(order.estimatedDelivery) : 'จะแจ้งหลังยืนยันการชำระเงิน'}
        </Row>
        {order.access === 'full' && (
          <>
            <Row label="ชื่อลูกค้า">{order.customerName}</Row>
            <Row label="อีเมล">{order.customerEmail}</Row>
            <Row label="ที่อยู่จัดส่ง" wide>
              {formatAddress(order.shippingAddress)}
            </Row>
            {order.shipment ? (
              <Row label="การจัดส่ง" wide>
                <ShipmentLink shipment={order.shipment} />
              </Row>
            ) : null}
          </>
        )}
        <Row label="ยอดรวม">
          <span className="font-semibold">{formatThb(order.totalAmount)}</span>
        </Row>
        <Row label="สถานะการชำระเงิน">{paymentLabels[order.paymentStatus]}</Row>
      </dl>
      {order.access === 'redacted' && (
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid="redacted-note">
          {REDACTED_NOTE}
        </p>
      )}
      <Link
        to={`/orders/${order.id}`}
        className="mt-4 inline-block text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-500"
        aria-label={`ดูรายละเอียดและติดตามสถานะ คำสั่งซื้อ #${order.shortId}`}
      >
        ดูรายละเอียดและติดตามสถานะ
      </Link>
    </li>
  );
}
