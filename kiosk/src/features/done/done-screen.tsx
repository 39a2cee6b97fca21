import { RECEIPT_LINK_TTL_HOURS } from '@sound-putter/contracts';
import { useCreateReceiptLinkMutation, useGetOrderQuery } from '@sound-putter/web/shared';
import { useEffect, useState } from 'react';
import { useKioskShell } from '../../components/ui/kiosk-shell-context';
import { ScreenFrame } from '../../components/ui/screen-frame';
import { TouchButton } from '../../components/ui/touch-button';
import { useFormat, useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { selectOrder } from '../session/kiosk-flow.slice';
import { useKioskSelector } from '../session/kiosk-store';
import { useRefetchWhileOffline } from '../session/use-network-retry';
import { OrderQrCode, QrPlaceholder } from './order-qr-code';

export const DONE_SECONDS = 30;
/** Two codes side by side fit the portrait screen's width. */
const QR_SIZE = 380;

/**
 * The order number in large type, a QR code to follow it on a phone and, once paid, one to take the receipt (a PDF
 * link that opens without this kiosk's session, for RECEIPT_LINK_TTL_HOURS), the 24-hour promise; then the next
 * customer.
 */
export function DoneScreen() {
  const t = useTexts(kioskTexts);
  const format = useFormat();
  const { resetCustomer } = useKioskShell();
  const placed = useKioskSelector(selectOrder);
  const order = useGetOrderQuery(placed?.orderId ?? '', { skip: !placed });
  useRefetchWhileOffline(order);
  // The shop's word counts too: a PromptPay payment can land just as the customer turned to another way to pay.
  const paid = placed !== null && (placed.paid || order.data?.paymentStatus === 'paid');
  const [createReceiptLink, receiptLink] = useCreateReceiptLinkMutation();
  useEffect(() => {
    if (placed && paid && receiptLink.isUninitialized) void createReceiptLink(placed.orderId);
  }, [placed, paid, receiptLink.isUninitialized, createReceiptLink]);
  const [shownAt] = useState(() => Date.now());
  const [left, setLeft] = useState(DONE_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setLeft(DONE_SECONDS - Math.floor((Date.now() - shownAt) / 1000)), 250);
    return () => clearInterval(timer);
  }, [shownAt]);
  useEffect(() => {
    if (left <= 0) resetCustomer();
  }, [left, resetCustomer]);

  if (!placed) return null;
  const trackingUrl = `${window.location.origin}/orders/${encodeURIComponent(placed.orderId)}`;
  return (
    <ScreenFrame
      title={t.done.title}
      actions={
        <>
          <p className="mr-auto text-2xl text-slate-300" aria-live="off">
            {t.done.backIn(format.number(Math.max(left, 0)))}
          </p>
          <TouchButton onClick={resetCustomer} className="min-h-20 px-12">
            {t.done.finish}
          </TouchButton>
        </>
      }
    >
      <div className="flex flex-col items-center gap-10 text-center landscape:flex-row landscape:items-start landscape:text-left">
        <div className="flex flex-1 flex-col gap-6">
          <p className="text-3xl text-slate-300">{t.done.orderNumber}</p>
          <p className="font-mono text-8xl font-extrabold tracking-wider text-brand-100" data-testid="order-number">
            {order.data?.shortId ?? '…'}
          </p>
          <p className="text-3xl font-semibold">{paid ? t.done.paid : t.done.payAtCounter}</p>
          <p className="text-2xl text-slate-300">{t.done.promise}</p>
          {order.data ? (
            <p className="text-xl text-slate-400">{t.done.placedAt(format.dateTime(order.data.createdAt))}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-center gap-8">
          <figure className="flex flex-col items-center gap-4">
            <OrderQrCode url={trackingUrl} label={t.done.scan} kind="tracking" size={QR_SIZE} />
            <figcaption className="text-2xl" style={{ maxWidth: QR_SIZE }}>
              {t.done.scan}
            </figcaption>
          </figure>
          {paid && !receiptLink.isError ? (
            <figure className="flex flex-col items-center gap-4" data-testid="receipt-qr">
              {receiptLink.data ? (
                <OrderQrCode
                  url={`${window.location.origin}${receiptLink.data.path}`}
                  label={t.done.receiptScan}
                  kind="receipt"
                  size={QR_SIZE}
                />
              ) : (
                <QrPlaceholder size={QR_SIZE} />
              )}
              <figcaption className="flex flex-col gap-2" style={{ maxWidth: QR_SIZE }}>
                <span className="text-2xl">{t.done.receiptScan}</span>
                <span className="text-lg text-slate-400">
                  {t.done.receiptValid(format.number(RECEIPT_LINK_TTL_HOURS))}
                </span>
              </figcaption>
            </figure>
          ) : null}
        </div>
      </div>
    </ScreenFrame>
  );
}
