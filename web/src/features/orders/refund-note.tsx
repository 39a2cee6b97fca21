import { formatThb, type AnyOrderView } from '@sound-putter/contracts';
import { useOrderTexts } from './order-texts';

/** Refunded in full or in part (pending refunds count; failed ones gave nothing back), or null when nothing was. */
export const refundStateOf = (order: AnyOrderView): { kind: 'full' | 'partial'; refunded: number } | null => {
  if (order.access !== 'full' || order.refundedAmount <= 0) return null;
  return {
    kind: order.refundedAmount >= order.totalAmount ? 'full' : 'partial',
    refunded: order.refundedAmount,
  };
};

const badgeClass =
  'rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-950 dark:text-sky-200';

/** "Refunded" / "Partly refunded" with the amount, for order lists, in the page's language. */
export function RefundBadge({ order }: { order: AnyOrderView }) {
  const { t } = useOrderTexts();
  const state = refundStateOf(order);
  if (!state) return null;
  return (
    <span data-testid="refund-badge" data-kind={state.kind} className={badgeClass}>
      {state.kind === 'full' ? t.refund.badgeFull : t.refund.badgePartial} {formatThb(state.refunded)}
    </span>
  );
}

/** What was paid, given back and kept, with each refund's reason, on the order page. */
export function RefundSummary({ order }: { order: AnyOrderView }) {
  const { t } = useOrderTexts();
  const state = refundStateOf(order);
  if (!state || order.access !== 'full') return null;
  const kept = Math.max(0, order.totalAmount - order.refundedAmount);
  return (
    <div data-testid="refund-summary" className="space-y-1">
      <p className="font-semibold">
        {state.kind === 'full' ? t.refund.full : t.refund.partial} {formatThb(state.refunded)}
      </p>
      {kept > 0 && (
        <p>
          {t.refund.kept} {formatThb(kept)}
        </p>
      )}
      <ul className="text-slate-700 dark:text-slate-300">
        {order.refunds
          .filter((r) => r.status !== 'failed')
          .map((r) => (
            <li key={r.id}>
              {formatThb(r.amount)} · {r.reason === 'order_cancelled' ? t.refund.orderCancelled : r.reason}
              {r.status === 'pending' ? <> ({t.refund.inProgress})</> : null}
            </li>
          ))}
      </ul>
    </div>
  );
}

/**
 * Payments that came in but could not count (a QR paid late, a second payment) and were sent back in full at once:
 * the shopper sees their money came back, and why. Nothing when there were none.
 */
export function ReturnedPayments({ order }: { order: AnyOrderView }) {
  const { t, date } = useOrderTexts();
  if (order.access !== 'full' || order.returnedPayments.length === 0) return null;
  return (
    <ul data-testid="returned-payments" className="space-y-1">
      {order.returnedPayments.map((p) => (
        <li key={p.paymentId}>
          <span className="font-semibold">{t.refund.returnedInFull(formatThb(p.amount))}</span>{' '}
          <span className="text-slate-700 dark:text-slate-300">
            {t.refund.returnedWhy(t.refund.returnReason[p.reason], date(p.returnedAt))}
          </span>
        </li>
      ))}
    </ul>
  );
}
