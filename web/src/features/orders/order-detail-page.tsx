import { formatThaiDateTime, formatThb, orderProgress, type AnyOrderView } from '@sound-putter/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useGetOrderQuery, useGetOrderTrackingQuery } from '../../api/orders.api';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { CancelledNote, CancelOrder } from './cancel-order';
import { DeliveryCountdown } from './delivery-countdown';
import { LiveIndicator } from './live-indicator';
import { OrderConfiguration } from './order-configuration';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { ShipmentLink } from './shipment-link';
import { formatAddress, paymentLabels, REDACTED_NOTE, statusDescriptions } from './thai-texts';
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
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-xl border border-slate-200 p-8 text-center dark:border-slate-800"
    >
      <h1 className="text-2xl font-bold">Order Not Found</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        ไม่พบคำสั่งซื้อนี้ หรือไม่สามารถโหลดข้อมูลได้ กรุณาตรวจสอบหมายเลขคำสั่งซื้อแล้วลองใหม่อีกครั้ง
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        <Link to="/orders" className={buttonClasses('outline')}>
          กลับไปหน้าติดตามคำสั่งซื้อ
        </Link>
      </div>
    </div>
  );
}

function Details({ order }: { order: AnyOrderView }) {
  const polling = useLiveState() === 'live' ? 0 : FALLBACK_POLL_MS;
  const tracking = useGetOrderTrackingQuery(order.id, { pollingInterval: polling, skipPollingIfUnfocused: false });
  const progress = orderProgress[order.status];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <section data-testid="status-card" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">สถานะคำสั่งซื้อ</h2>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{statusDescriptions[order.status]}</p>
          <CancelledNote order={order} />
          <div className="mt-4">
            <div className="mb-1 flex justify-between text-sm">
              <span id="progress-label">ความคืบหน้า</span>
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

        <Card title="ขั้นตอนการผลิตและจัดส่ง">
          <OrderTimeline status={order.status} steps={tracking.data?.timeline} />
        </Card>

        {order.access === 'full' && order.lines.length > 0 && (
          <Card title="รายละเอียดพัตเตอร์">
            <div className="space-y-4">
              {order.lines.map((line) => (
                <OrderConfiguration key={line.configurationId} line={line} />
              ))}
            </div>
          </Card>
        )}
      </div>

      <div className="space-y-6">
        <Card title="นับถอยหลังสู่กำหนดส่ง">
          {order.cancelledAt ? (
            <p data-testid="countdown" data-state="cancelled" className="text-slate-700 dark:text-slate-300">
              คำสั่งซื้อถูกยกเลิกแล้ว ไม่มีกำหนดส่ง <span lang="en">· Cancelled: nothing to deliver</span>
            </p>
          ) : (
            <DeliveryCountdown order={order} />
          )}
          {order.deliveryDeadline && !order.cancelledAt && (
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
              กำหนดส่ง: {formatThaiDateTime(order.deliveryDeadline)}
            </p>
          )}
        </Card>

        <Card title="สรุปคำสั่งซื้อ">
          <dl className="space-y-3 text-sm">
            <Field label="วันที่สั่งซื้อ">{formatThaiDateTime(order.createdAt)}</Field>
            <Field label="ยอดรวม">
              <span className="text-base font-semibold">{formatThb(order.totalAmount)}</span>
            </Field>
            <Field label="สถานะการชำระเงิน">{paymentLabels[order.paymentStatus]}</Field>
            <Field label="กำหนดส่งโดยประมาณ">
              {order.estimatedDelivery ? formatThaiDateTime(order.estimatedDelivery) : 'จะแจ้งหลังยืนยันการชำระเงิน'}
            </Field>
            {order.access === 'full' && order.shipment ? (
              <Field label="การจัดส่ง">
                <ShipmentLink shipment={order.shipment} />
              </Field>
            ) : null}
          </dl>
        </Card>

        <Card title="ข้อมูลลูกค้า">
          {order.access === 'full' ? (
            <dl className="space-y-3 text-sm" data-testid="customer-details">
              <Field label="ชื่อ">{order.customerName}</Field>
              <Field label="อีเมล">{order.customerEmail}</Field>
              <Field label="โทรศัพท์">
                {order.customerPhoneCountryCode} {order.customerPhone}
              </Field>
              <Field label="ที่อยู่จัดส่ง">{formatAddress(order.shippingAddress)}</Field>
              <Field label="ที่อยู่สำหรับออกใบเสร็จ">{formatAddress(order.billingAddress)}</Field>
            </dl>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="redacted-note">
              {REDACTED_NOTE}
            </p>
          )}
        </Card>
      </div>
    </div>
  );
}

/** One order's tracking: status, progress, the five steps with times, the deadline countdown, live. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const polling = useLiveState() === 'live' ? 0 : FALLBACK_POLL_MS;
  const order = useGetOrderQuery(orderId, { pollingInterval: polling, skipPollingIfUnfocused: false });

  return (
    <div lang="th" className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <Link
        to="/orders"
        className="text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-500"
      >
        ← กลับไปหน้าติดตามคำสั่งซื้อ
      </Link>
      {order.isLoading ? (
        <div className="mt-6 space-y-4" role="status" aria-label="กำลังโหลดคำสั่งซื้อ">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : order.error || !order.data ? (
        <div className="mt-8">
          <NotFound onRetry={() => void order.refetch()} />
        </div>
      ) : (
        <>
          <div className="mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-bold sm:text-3xl">
              คำสั่งซื้อ <span className="font-mono">#{order.data.shortId}</span>
            </h1>
            <LiveIndicator />
          </div>
          <Details order={order.data} />
        </>
      )}
    </div>
  );
}
