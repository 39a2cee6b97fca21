import { formatThb, type AnyOrderView } from '@sound-putter/contracts';

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

/** "Refunded" / "Partly refunded" with the amount, for order lists (Thai first, English after, as the pages are). */
export function RefundBadge({ order }: { order: AnyOrderView }) {
  const state = refundStateOf(order);
  if (!state) return null;
  return (
    <span data-testid="refund-badge" data-kind={state.kind} className={badgeClass}>
      {state.kind === 'full' ? 'คืนเงินแล้ว' : 'คืนเงินบางส่วน'} {formatThb(state.refunded)}{' '}
      <span lang="en">· {state.kind === 'full' ? 'Refunded' : 'Partly refunded'}</span>
    </span>
  );
}

/** What was paid, given back and kept, with each refund's reason, on the order page. */
export function RefundSummary({ order }: { order: AnyOrderView }) {
  const state = refundStateOf(order);
  if (!state || order.access !== 'full') return null;
  const kept = Math.max(0, order.totalAmount - order.refundedAmount);
  return (
    <div data-testid="refund-summary" className="space-y-1">
      <p className="font-semibold">
        {state.kind === 'full' ? 'คืนเงินเต็มจำนวนแล้ว' : 'คืนเงินบางส่วนแล้ว'} {formatThb(state.refunded)}{' '}
        <span lang="en">
          · {state.kind === 'full' ? 'Refunded in full' : 'Partly refunded'} {formatThb(state.refunded)}
        </span>
      </p>
      {kept > 0 && (
        <p>
          ชำระไว้คงเหลือ {formatThb(kept)} <span lang="en">· Kept {formatThb(kept)}</span>
        </p>
      )}
      <ul className="text-slate-700 dark:text-slate-300">
        {order.refunds
          .filter((r) => r.status !== 'failed')
          .map((r) => (
            <li key={r.id}>
              {formatThb(r.amount)} · {r.reason}
              {r.status === 'pending' ? (
                <>
                  {' '}
                  (กำลังดำเนินการ <span lang="en">· in progress</span>)
                </>
              ) : null}
            </li>
          ))}
      </ul>
    </div>
  );
}
