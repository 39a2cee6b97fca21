import { formatThb, type AnyOrderView, type PaymentReturnReason } from '@sound-putter/contracts';
import { useOrderTexts, useSay } from './order-texts';

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
  const say = useSay();
  const state = refundStateOf(order);
  if (!state) return null;
  return (
    <span data-testid="refund-badge" data-kind={state.kind} className={badgeClass}>
      {state.kind === 'full' ? say('คืนเงินแล้ว', 'Refunded') : say('คืนเงินบางส่วน', 'Partly refunded')}{' '}
      {formatThb(state.refunded)}
    </span>
  );
}

/** What was paid, given back and kept, with each refund's reason, on the order page. */
export function RefundSummary({ order }: { order: AnyOrderView }) {
  const say = useSay();
  const state = refundStateOf(order);
  if (!state || order.access !== 'full') return null;
  const kept = Math.max(0, order.totalAmount - order.refundedAmount);
  return (
    <div data-testid="refund-summary" className="space-y-1">
      <p className="font-semibold">
        {state.kind === 'full' ? say('คืนเงินเต็มจำนวนแล้ว', 'Refunded in full') : say('คืนเงินบางส่วนแล้ว', 'Partly refunded')}{' '}
        {formatThb(state.refunded)}
      </p>
      {kept > 0 && (
        <p>
          {say('ชำระไว้คงเหลือ', 'Kept')} {formatThb(kept)}
        </p>
      )}
      <ul className="text-slate-700 dark:text-slate-300">
        {order.refunds
          .filter((r) => r.status !== 'failed')
          .map((r) => (
            <li key={r.id}>
              {formatThb(r.amount)} ·{' '}
              {r.reason === 'order_cancelled' ? say('ยกเลิกคำสั่งซื้อ', 'Order cancelled') : r.reason}
              {r.status === 'pending' ? <> ({say('กำลังดำเนินการ', 'in progress')})</> : null}
            </li>
          ))}
      </ul>
    </div>
  );
}

/** Why a payment could not count for the order, in the shopper's words (contracts' PaymentReturnReason). */
const returnReasons: Record<PaymentReturnReason, [th: string, en: string]> = {
  qr_expired: ['ชำระผ่าน QR หลังจาก QR หมดอายุแล้ว', 'paid after the QR code had expired'],
  qr_withdrawn: ['ชำระผ่าน QR ที่ถูกยกเลิกไปแล้ว', 'paid to a QR code that had been withdrawn'],
  order_cancelled: ['คำสั่งซื้อถูกยกเลิกไปแล้ว', 'the order had been cancelled'],
  already_paid: ['คำสั่งซื้อนี้ชำระเงินไปแล้ว', 'the order was already paid'],
  not_payable: ['คำสั่งซื้อนี้รับการชำระเงินนี้ไม่ได้', 'the order could not take this payment'],
};

/**
 * Payments that came in but could not count (a QR paid late, a second payment) and were sent back in full at once:
 * the shopper sees their money came back, and why. Nothing when there were none.
 */
export function ReturnedPayments({ order }: { order: AnyOrderView }) {
  const say = useSay();
  const { date } = useOrderTexts();
  if (order.access !== 'full' || order.returnedPayments.length === 0) return null;
  return (
    <ul data-testid="returned-payments" className="space-y-1">
      {order.returnedPayments.map((p) => (
        <li key={p.paymentId}>
          <span className="font-semibold">
            {say(`คืนเงิน ${formatThb(p.amount)} เต็มจำนวนแล้ว`, `${formatThb(p.amount)} refunded in full`)}
          </span>{' '}
          <span className="text-slate-700 dark:text-slate-300">
            {say(
              `(PromptPay: ${returnReasons[p.reason][0]}) เมื่อ ${date(p.returnedAt)} เงินจะกลับเข้าบัญชีที่ใช้ชำระ`,
              `(PromptPay: ${returnReasons[p.reason][1]}) on ${date(p.returnedAt)}. It goes back to the account it came from.`,
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
