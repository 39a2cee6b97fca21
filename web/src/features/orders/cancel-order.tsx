import { formatThb, type AnyOrderView, type OrderStatus } from '@sound-putter/contracts';
import { type FormEvent, useId, useState } from 'react';
import type { ApiError } from '../../api/api-error';
import { useCancelOrderMutation } from '../../api/orders.api';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useOrderTexts } from './order-texts';

/** The shopper may cancel until crafting starts (the server checks it again, and who is asking). */
const cancellable: readonly OrderStatus[] = ['pending', 'confirmed'];

/** "Cancelled" with when, why and what was refunded, in place of the status description. */
export function CancelledNote({ order }: { order: AnyOrderView }) {
  const { t, date } = useOrderTexts();
  if (!order.cancelledAt) return null;
  const refunded = order.access === 'full' ? order.refundedAmount : 0;
  return (
    <div role="status" data-testid="cancelled-note" className="mt-3 rounded-md bg-red-50 p-3 text-sm dark:bg-red-950">
      <p className="font-semibold">
        {t.cancel.cancelled} {date(order.cancelledAt)}
      </p>
      {order.access === 'full' && order.cancelReason && (
        <p className="mt-1">
          {t.cancel.reason}: {order.cancelReason}
        </p>
      )}
      {refunded > 0 && <p className="mt-1">{t.cancel.refundedToCard(formatThb(refunded))}</p>}
    </div>
  );
}

/** The owner's "cancel this order" button and its confirmation (reason optional). */
export function CancelOrder({ order }: { order: AnyOrderView }) {
  const { t } = useOrderTexts();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const reasonId = useId();
  if (order.access !== 'full' || order.cancelledAt || !cancellable.includes(order.status)) return null;

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await cancelOrder({ orderId: order.id, reason: reason.trim() || undefined }).unwrap();
      setOpen(false);
    } catch (caught) {
      setError((caught as ApiError).message);
    }
  };
  const paid = order.paymentStatus === 'paid';

  return (
    <>
      <Button variant="outline" className="mt-4" onClick={() => setOpen(true)}>
        {t.cancel.button}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !isLoading && setOpen(next)}
        role="alertdialog"
        focusTitle
        title={t.cancel.title(order.shortId)}
        description={paid ? t.cancel.paidWarning(formatThb(order.totalAmount)) : t.cancel.unpaidWarning}
      >
        <form onSubmit={(e) => void onConfirm(e)} noValidate className="space-y-4">
          <div className="space-y-1">
            <label htmlFor={reasonId} className="text-sm font-medium">
              {t.cancel.reasonOptional}
            </label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t.cancel.failed} ({error})
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={isLoading}>
              {t.cancel.keep}
            </Button>
            <Button type="submit" variant="destructive" disabled={isLoading}>
              {isLoading ? t.cancel.cancelling : t.cancel.confirm}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
