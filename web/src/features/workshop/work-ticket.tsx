import type { OrderView } from '@sound-putter/contracts';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../components/ui/button';
import { formatShopTime } from '../../lib/shop-time';
import { PutterSummary } from './putter-summary';

/** What goes on the bench and into the box: the order, every option of each putter, the deadline and the gift card. */
export function WorkTicket({ order }: { order: OrderView }) {
  return (
    <article data-testid="work-ticket" className="mx-auto max-w-2xl p-8 text-black">
      <header className="flex items-baseline justify-between border-b-2 border-black pb-2">
        <h1 className="font-mono text-3xl font-bold">#{order.shortId}</h1>
        <p className="text-sm">
          {order.deliveryDeadline ? `Due ${formatShopTime(order.deliveryDeadline, 'en')}` : 'Not paid yet'}
        </p>
      </header>
      <p className="mt-2 text-sm">
        {order.customerName} · {order.fulfilment === 'pickup' ? 'Collect at the performance centre' : 'Ship'}
        {order.remakeOf ? ` · Remake of #${order.remakeOf.shortId}` : ''}
      </p>
      <div className="mt-4 flex flex-col gap-4">
        {order.lines.map((line) => (
          <PutterSummary key={line.configurationId} line={line} />
        ))}
      </div>
      {order.giftMessage ? (
        <section className="mt-6 border-2 border-dashed border-black p-4" data-testid="ticket-gift-message">
          <h2 className="text-sm font-semibold tracking-wide uppercase">Gift card</h2>
          <p className="mt-2 text-lg whitespace-pre-line">{order.giftMessage}</p>
        </section>
      ) : null}
    </article>
  );
}

/**
 * "Print work ticket": the ticket is put beside the app (outside its root, which print styles hide) only while the
 * browser prints, so the page on screen never changes.
 */
export function PrintWorkTicket({ order }: { order: OrderView }) {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    document.documentElement.dataset.printing = 'ticket';
    window.print();
    delete document.documentElement.dataset.printing;
    setPrinting(false);
  }, [printing]);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setPrinting(true)}>
        Print work ticket<span className="sr-only"> of order {order.shortId}</span>
      </Button>
      {printing
        ? createPortal(<div className="print-ticket">{<WorkTicket order={order} />}</div>, document.body)
        : null}
    </>
  );
}
