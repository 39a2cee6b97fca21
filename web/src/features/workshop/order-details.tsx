import type { OrderView } from '@sound-putter/contracts';
import { formatPhone, telHref } from './board-filters';
import { PutterSummary } from './putter-summary';
import { PrintWorkTicket } from './work-ticket';

// Shop time, whatever the device's zone.
const shopTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const when = (iso: string) => <time dateTime={iso}>{shopTime.format(new Date(iso))}</time>;

/** What a compact card leaves out: every option of each putter, the customer's contact and the order's times. */
export function OrderDetails({ order }: { order: OrderView }) {
  const address = order.shippingAddress;
  return (
    <div className="flex flex-col gap-3 text-sm">
      {order.lines.map((line) => (
        <PutterSummary key={line.configurationId} line={line} />
      ))}
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
        <dt className="text-slate-600 dark:text-slate-300">Customer</dt>
        <dd className="min-w-0 font-medium break-words">{order.customerName}</dd>
        {order.giftMessage ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">Gift card</dt>
            <dd className="min-w-0 break-words whitespace-pre-line" data-testid="details-gift-message">
              {order.giftMessage}
            </dd>
          </>
        ) : null}
        {order.customerPhone ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">Phone</dt>
            <dd>
              <a
                href={telHref(order.customerPhoneCountryCode, order.customerPhone)}
                className="font-mono text-brand-700 underline dark:text-brand-500"
              >
                {formatPhone(order.customerPhoneCountryCode, order.customerPhone)}
              </a>
            </dd>
          </>
        ) : null}
        {order.customerEmail ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">E-mail</dt>
            <dd className="min-w-0 break-all">{order.customerEmail}</dd>
          </>
        ) : null}
        <dt className="text-slate-600 dark:text-slate-300">{order.fulfilment === 'pickup' ? 'Collect' : 'Ship to'}</dt>
        <dd className="min-w-0 break-words">
          {order.fulfilment === 'pickup'
            ? 'At the Bangkok performance centre'
            : [address.city, address.state, address.country].filter(Boolean).join(', ')}
        </dd>
        <dt className="text-slate-600 dark:text-slate-300">Placed</dt>
        <dd>{when(order.createdAt)}</dd>
        {order.deliveryDeadline ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">Due</dt>
            <dd>{when(order.deliveryDeadline)}</dd>
          </>
        ) : null}
      </dl>
      <div>
        <PrintWorkTicket order={order} />
      </div>
    </div>
  );
}
