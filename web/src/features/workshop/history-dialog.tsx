import {
  carrierNames,
  type OrderHistoryEntry,
  type OrderView,
  type PaymentReturnReason,
  remakeReasonLabels,
} from '@sound-putter/contracts';
import { formatBaht } from '../../lib/format';
import { Dialog } from '../../components/ui/dialog';
import { useGetOrderHistoryQuery } from '../../api/workshop.api';
import { stepLabel } from './board-columns';
import { LoadFailed } from './load-failed';
import { OrderMails } from './order-mails';
import { TaxDocuments } from '../orders/tax-documents';
import { NotesPanel } from './notes-panel';
import { RefundPanel } from './refund-panel';
import { returnReasonLabels } from './return-reasons';

const eventLabels: Record<OrderHistoryEntry['type'], string> = {
  OrderPlaced: 'Order placed',
  OrderDetailsChanged: 'Checkout details changed (earlier payment cancelled)',
  OrderPaid: 'Payment received',
  OrderPaymentFailed: 'Payment failed',
  OrderConfirmed: 'Order confirmed, 24-hour clock started',
  CraftingStarted: 'Crafting started',
  OrderShipped: 'Shipped',
  TrackingNumberCorrected: 'Tracking number corrected',
  OrderReadyForPickup: 'Ready to collect: pickup code issued',
  OrderDelivered: 'Delivered',
  CraftingDeadlineAtRisk: 'Deadline warning: under 2 hours left',
  CraftingDeadlineMissed: 'Deadline missed',
  OrderCancelled: 'Order cancelled',
  OrderRefunded: 'Refund given',
  OrderStepRecalled: 'Step recalled',
  OrderRefundSettled: 'Refund settled by the gateway',
  OrderPaymentReturned: 'Payment sent back automatically',
  OrderRemakeOpened: 'Remake opened',
  OrderNoteAdded: 'Note added',
};

const paymentMethodLabels: Record<NonNullable<OrderHistoryEntry['paymentMethod']>, string> = {
  card: 'card',
  in_store: 'in store',
  promptpay: 'PromptPay',
};

const channelLabels: Record<OrderHistoryEntry['channel'], string> = {
  web: 'web shop',
  kiosk: 'kiosk',
  staff: 'workshop board',
  system: 'system',
};

const whoDidIt = (entry: OrderHistoryEntry): string => {
  const { actor } = entry;
  if (actor.kind === 'system') return 'System';
  if (actor.email) return `${actor.email} (${actor.role})`;
  return actor.role === 'customer' ? 'Guest customer' : actor.role;
};

// Shop time, whatever the device's zone: the kiosk and every board show the same clock time for a moment.
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function HistoryList({ order }: { order: OrderView }) {
  const { data, error, isLoading, refetch } = useGetOrderHistoryQuery(order.id);
  if (isLoading) return <p>Loading the audit trail…</p>;
  if (error || !data)
    return <LoadFailed error={error} fallback="The audit trail could not be loaded." onRetry={() => void refetch()} />;
  return (
    <ol className="space-y-3" data-testid="history">
      {data.entries.map((entry) => (
        <li key={entry.position} className="border-l-2 border-brand-600 pl-3" data-testid="history-entry">
          <p className="font-semibold">
            {entry.type === 'OrderRefundSettled'
              ? entry.reason
                ? 'Refund FAILED at the gateway'
                : 'Refund confirmed by the gateway'
              : (eventLabels[entry.type] ?? entry.type)}
            {entry.type === 'OrderStepRecalled' && entry.status ? ` (back to ${stepLabel(order, entry.status)})` : ''}
            {entry.amount !== null ? ` ${formatBaht(entry.amount)}` : ''}
            {entry.paymentMethod ? ` (${paymentMethodLabels[entry.paymentMethod]})` : ''}
            {entry.reason
              ? `: ${entry.type === 'OrderPaymentReturned' ? (returnReasonLabels[entry.reason as PaymentReturnReason] ?? entry.reason) : entry.reason}`
              : ''}
          </p>
          {entry.remake ? (
            <p className="text-sm" data-testid="history-remake">
              {entry.type === 'OrderRemakeOpened' ? 'Remake' : 'Remake of'}{' '}
              <span className="font-mono">#{entry.remake.shortId}</span> · {remakeReasonLabels[entry.remake.reason].en}
            </p>
          ) : null}
          {entry.note ? (
            <p className="text-sm wrap-anywhere" data-testid="history-note">
              {entry.note.visibility === 'internal' ? 'Internal: ' : 'To the customer: '}
              {entry.note.text}
            </p>
          ) : null}
          {entry.shipment ? (
            <p className="text-sm" data-testid="history-shipment">
              {carrierNames[entry.shipment.carrier].en}{' '}
              <span className="font-mono">{entry.shipment.trackingNumber}</span>
            </p>
          ) : null}
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time> · {whoDidIt(entry)} · via{' '}
            {channelLabels[entry.channel]}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Who did what to an order, and when, read from its event log. */
export function HistoryDialog({ order, onClose }: { order: OrderView | null; onClose: () => void }) {
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={`History of #${order?.shortId ?? ''}`}
      description="Notes on the order, what was paid and refunded, its tax documents, every step of this order, who made it and when, and the mails it sent."
    >
      {order ? (
        <>
          <NotesPanel order={order} />
          <RefundPanel order={order} />
          <div className="mb-6">
            <TaxDocuments orderId={order.id} />
          </div>
          <HistoryList order={order} />
          <h3 className="mt-6 mb-3 font-semibold">Mails</h3>
          <OrderMails orderId={order.id} />
        </>
      ) : null}
    </Dialog>
  );
}
