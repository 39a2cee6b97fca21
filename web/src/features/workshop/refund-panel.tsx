import { formatBaht, type OrderRefundView, type OrderView } from '@sound-putter/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import type { ApiError } from '../../api';
import { useRefundOrderMutation } from '../../api/workshop.api';
import { Button } from '../../components/ui/button';
import { TextField } from '../checkout/form-field';
import { returnReasonLabels } from './return-reasons';

/** Satang paid and not yet given back (pending refunds count as given back; failed ones do not). */
export const refundableSatang = (order: OrderView): number =>
  order.paymentStatus === 'paid' ? Math.max(0, Math.round((order.totalAmount - order.refundedAmount) * 100)) : 0;

const statusStyles: Record<OrderRefundView['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  succeeded: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};
const statusLabels: Record<OrderRefundView['status'], string> = {
  pending: 'Pending at the gateway',
  succeeded: 'Refunded',
  failed: 'FAILED',
};

/** Baht as typed ("1,500.50") to whole satang, or null when it is not an amount. */
const satangOf = (text: string): number | null => {
  const cleaned = text.replace(/[,\s฿]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
};

/** What was paid, refunded and kept, every refund with its status, and the form to give (more) money back. */
export function RefundPanel({ order: initial }: { order: OrderView }) {
  const [order, setOrder] = useState(initial);
  const remaining = refundableSatang(order);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One id per refund asked for: a retried submit of the same refund is given back once by the server.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const [refundOrder, { isLoading }] = useRefundOrderMutation();

  useEffect(() => setOrder(initial), [initial]);
  useEffect(() => setAmount((refundableSatang(order) / 100).toFixed(2)), [order]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountSatang = satangOf(amount);
    const next = {
      amount:
        amountSatang === null || amountSatang < 1
          ? 'Enter an amount in baht, e.g. 1500 or 1500.50'
          : amountSatang > remaining
            ? `At most ${formatBaht(remaining / 100)} is left to refund`
            : undefined,
      reason: reason.trim() ? undefined : 'Say why the money goes back (the customer sees it)',
    };
    setErrors(next);
    if (next.amount || next.reason || amountSatang === null) return;
    try {
      const updated = await refundOrder({ orderId: order.id, amountSatang, reason: reason.trim(), requestId }).unwrap();
      if (updated.access === 'full') setOrder(updated);
      setReason('');
      setRequestId(crypto.randomUUID());
    } catch (caught) {
      const error = caught as ApiError;
      setErrors({
        amount: error.details?.amountSatang?.[0],
        reason: error.details?.reason?.[0],
        form: error.message,
      });
    }
  };

  const paidSatang = order.paymentStatus === 'paid' ? Math.round(order.totalAmount * 100) : 0;
  return (
    <section aria-labelledby="refund-heading" className="mb-6" data-testid="refund-panel">
      <h3 id="refund-heading" className="mb-2 font-semibold">
        Payment and refunds
      </h3>
      <dl className="mb-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Paid</dt>
          <dd data-testid="refund-paid">{formatBaht(paidSatang / 100)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Refunded</dt>
          <dd data-testid="refund-refunded">{formatBaht(order.refundedAmount)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Kept</dt>
          <dd data-testid="refund-kept">{formatBaht(remaining / 100)}</dd>
        </div>
      </dl>
      {order.refunds.length > 0 ? (
        <ul className="mb-3 space-y-2 text-sm" data-testid="refund-list">
          {order.refunds.map((r) => (
            <li
              key={r.id}
              data-testid="refund-entry"
              data-status={r.status}
              className="flex flex-wrap items-center gap-2"
            >
              <span className="font-semibold">{formatBaht(r.amount)}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[r.status]}`}>
                {statusLabels[r.status]}
              </span>
              <span>{r.method === 'in_store' ? 'at the counter' : 'to the card'}</span>
              <span className="text-slate-700 dark:text-slate-300">· {r.reason}</span>
              {r.failureReason ? (
                <span className="text-red-700 dark:text-red-400">({r.failureReason}: refund again or pay in cash)</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {order.returnedPayments.length > 0 ? (
        <>
          <h4 className="mb-1 text-sm font-semibold">Sent back automatically (never counted for the order)</h4>
          <ul className="mb-3 space-y-1 text-sm" data-testid="returned-payment-list">
            {order.returnedPayments.map((p) => (
              <li key={p.paymentId} data-testid="returned-payment" className="flex flex-wrap gap-2">
                <span className="font-semibold">{formatBaht(p.amount)}</span>
                <span>PromptPay</span>
                <span className="text-slate-700 dark:text-slate-300">· {returnReasonLabels[p.reason]}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {remaining > 0 ? (
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-label="Refund">
          <TextField
            id="refund-amount"
            label={`Amount to refund (baht, at most ${formatBaht(remaining / 100)})`}
            inputMode="decimal"
            value={amount}
            error={errors.amount}
            onValue={setAmount}
            autoComplete="off"
          />
          <TextField
            id="refund-reason"
            label="Reason (the customer sees it)"
            value={reason}
            error={errors.reason}
            onValue={setReason}
            maxLength={500}
          />
          {errors.form && !errors.amount && !errors.reason ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              Not refunded: {errors.form}
            </p>
          ) : null}
          <Button type="submit" variant="destructive" disabled={isLoading} className="self-start">
            {isLoading
              ? 'Refunding…'
              : `Refund ${satangOf(amount) !== null ? formatBaht((satangOf(amount) ?? 0) / 100) : ''}`.trim()}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="refund-nothing-left">
          {paidSatang === 0 ? 'Not paid: nothing to refund.' : 'Everything paid has been refunded.'}
        </p>
      )}
    </section>
  );
}
