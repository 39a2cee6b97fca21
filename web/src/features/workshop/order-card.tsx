import { carrierNames, type OrderView, remakeReasonLabels } from '@sound-putter/contracts';
import { Button } from '../../components/ui/button';
import { nextStepOf, pickupStateLabels, recallTargetOf, stepActionLabel, stepLabel } from './board-columns';
import { deadlineState, type DeadlineTone } from './deadline';
import { DeadlineBadge } from './deadline-badge';
import { PutterSummary } from './putter-summary';
import { useNow } from './use-now';

export type CardAction =
  | { kind: 'advance'; order: OrderView }
  | { kind: 'pay'; order: OrderView }
  | { kind: 'history'; order: OrderView }
  | { kind: 'correct-tracking'; order: OrderView }
  | { kind: 'cancel'; order: OrderView }
  | { kind: 'recall'; order: OrderView }
  | { kind: 'remake'; order: OrderView };

// The whole card is outlined too, so a late order stands out on a wall screen across the room.
const cardBorder: Record<DeadlineTone, string> = {
  none: 'border-slate-200 dark:border-slate-700',
  ok: 'border-slate-200 dark:border-slate-700',
  done: 'border-slate-200 dark:border-slate-700',
  amber: 'border-amber-500 ring-1 ring-amber-500',
  red: 'border-red-600 ring-2 ring-red-600',
};

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold uppercase tracking-wide';

/** One order on the board: what to make, for which channel, paid or not, how long is left, and what to do next. */
export function OrderCard({ order, onAction }: { order: OrderView; onAction: (action: CardAction) => void }) {
  const next = nextStepOf(order);
  // A remake owes nothing: it is neither paid nor unpaid.
  const unpaid = order.paymentStatus !== 'paid' && order.paymentStatus !== 'none_due';
  const titleId = `order-${order.id}-title`;
  const now = useNow();
  const { tone } = deadlineState(order, now);
  const recallTo = recallTargetOf(order, now);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="order-card"
      data-order-id={order.id}
      data-tone={tone}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-3 shadow-sm dark:bg-slate-900 ${cardBorder[tone]}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-mono text-base font-bold tracking-wider">
          <span className="sr-only">Order </span>#{order.shortId}
        </h3>
        <span
          className={`${badge} ${order.channel === 'kiosk' ? 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200' : 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200'}`}
        >
          {order.channel === 'kiosk' ? 'Kiosk' : 'Web'}
        </span>
        <span
          className={`${badge} ${unpaid ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'}`}
        >
          {order.paymentStatus === 'none_due' ? 'No charge' : unpaid ? 'Unpaid' : 'Paid'}
        </span>
        {order.remakeOf ? (
          <span
            className={`${badge} bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200`}
            data-testid="card-remake-of"
            title={remakeReasonLabels[order.remakeOf.reason].en}
          >
            Remake of #{order.remakeOf.shortId}
          </span>
        ) : null}
        {order.fulfilment === 'pickup' ? (
          <span className={`${badge} bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100`}>Pickup</span>
        ) : null}
      </header>
      <DeadlineBadge order={order} />
      <div className="flex flex-col gap-3">
        {order.lines.map((line) => (
          <PutterSummary key={line.configurationId} line={line} />
        ))}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">{order.customerName}</p>
      {order.giftMessage ? (
        <p
          className="rounded-md bg-amber-50 px-2 py-1 text-sm whitespace-pre-line text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="card-gift-message"
        >
          <span className="font-semibold">Gift card: </span>
          {order.giftMessage}
        </p>
      ) : null}
      {order.shipment ? (
        <p className="text-sm" data-testid="card-shipment">
          {carrierNames[order.shipment.carrier].en}{' '}
          <a
            href={order.shipment.trackingUrl}
            target="_blank"
            rel="noreferrer"
            className="font-mono text-brand-700 underline dark:text-brand-500"
          >
            {order.shipment.trackingNumber}
          </a>
        </p>
      ) : null}
      {order.remakes.length > 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="card-remakes">
          Made again as {order.remakes.map((r) => `#${r.shortId}`).join(', ')}
        </p>
      ) : null}
      {order.pickup ? (
        <p className="text-sm" data-testid="card-pickup" data-state={order.pickup.state}>
          {pickupStateLabels[order.pickup.state]}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {order.status === 'pending' && unpaid ? (
          <Button size="sm" onClick={() => onAction({ kind: 'pay', order })}>
            Mark paid in store
          </Button>
        ) : null}
        {next ? (
          <Button size="sm" onClick={() => onAction({ kind: 'advance', order })}>
            {stepActionLabel(order, next)}
          </Button>
        ) : null}
        {order.status === 'shipped' && order.fulfilment !== 'pickup' ? (
          <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'correct-tracking', order })}>
            Correct tracking<span className="sr-only"> of order {order.shortId}</span>
          </Button>
        ) : null}
        {recallTo ? (
          <Button
            size="sm"
            variant="outline"
            title={`Back to ${stepLabel(order, recallTo)}`}
            onClick={() => onAction({ kind: 'recall', order })}
          >
            Undo last step<span className="sr-only"> of order {order.shortId}</span>
          </Button>
        ) : null}
        {order.status === 'shipped' || order.status === 'delivered' ? (
          <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'remake', order })}>
            Remake<span className="sr-only"> order {order.shortId}</span>
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'history', order })}>
          History<span className="sr-only"> of order {order.shortId}</span>
        </Button>
        {order.status !== 'delivered' ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 dark:text-red-300"
            onClick={() => onAction({ kind: 'cancel', order })}
          >
            Cancel order<span className="sr-only"> {order.shortId}</span>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
