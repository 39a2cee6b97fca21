import { carrierNames, type OrderView, remakeReasonLabels } from '@sound-putter/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { BanIcon, ChevronDownIcon, ClockIcon, PencilIcon, RepeatIcon, UndoIcon } from '../../components/ui/icons';
import { nextStepOf, pickupStateLabels, recallTargetOf, stepActionLabel, stepLabel } from './board-columns';
import { formatPhone, isUnpaid, telHref, waitsAtCounter } from './board-filters';
import { deadlineState, type DeadlineTone } from './deadline';
import { DeadlineBadge } from './deadline-badge';
import { OrderDetails } from './order-details';
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

/**
 * Hovering the Details button this long opens the details (and they stay open while the pointer is on them), so a
 * pointer passing over the board opens nothing and never covers the card below it.
 */
const HOVER_OPEN_MS = 350;
const HOVER_CLOSE_MS = 150;

// The next step: the card's one full-size button, a little lower than the shop's so a column holds more cards.
const mainAction =
  'inline-flex min-h-7 items-center rounded-md bg-brand-700 px-2.5 py-0.5 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-100';

const badgeSizes = {
  compact: 'rounded px-1.5 text-[11px] leading-5 font-semibold uppercase tracking-wide',
  wall: 'rounded-md px-2 py-0.5 text-sm font-semibold uppercase tracking-wide',
};

function Badges({ order, size }: { order: OrderView; size: keyof typeof badgeSizes }) {
  const badge = badgeSizes[size];
  const unpaid = isUnpaid(order);
  return (
    <>
      <span
        className={`${badge} ${order.channel === 'kiosk' ? 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200' : 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200'}`}
      >
        {order.channel === 'kiosk' ? 'Kiosk' : 'Web'}
      </span>
      <span
        title={order.deliveryDeadline ? undefined : 'The 24-hour clock starts at payment'}
        className={`${badge} ${unpaid ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'}`}
      >
        {order.paymentStatus === 'none_due' ? 'No charge' : unpaid ? 'Unpaid' : 'Paid'}
      </span>
      {order.fulfilment === 'pickup' ? (
        <span className={`${badge} bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100`}>Pickup</span>
      ) : null}
      {order.remakeOf ? (
        <span
          className={`${badge} bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200`}
          data-testid="card-remake-of"
          title={remakeReasonLabels[order.remakeOf.reason].en}
        >
          Remake of #{order.remakeOf.shortId}
        </span>
      ) : null}
    </>
  );
}

/** What to make: each line's model, with its quantity. */
const modelsOf = (order: OrderView): string =>
  order.lines.map((line) => `${line.modelName}${line.quantity > 1 ? ` × ${line.quantity}` : ''}`).join(', ');

/** A walk-in's phone number: staff call the customer when the putter is ready or the payment is missing. */
function CardPhone({ order, wall }: { order: OrderView; wall: boolean }) {
  if (order.channel !== 'kiosk' || !order.customerPhone) return null;
  const counter = waitsAtCounter(order);
  return (
    <p
      className={`${wall ? 'text-lg' : 'text-sm'} ${counter ? 'font-semibold text-amber-900 dark:text-amber-200' : 'text-slate-700 dark:text-slate-300'}`}
    >
      {counter ? 'At the counter · ' : 'Walk-in · '}
      <a
        href={telHref(order.customerPhoneCountryCode, order.customerPhone)}
        className="font-mono whitespace-nowrap underline decoration-dotted underline-offset-2"
        data-testid="card-phone"
      >
        {formatPhone(order.customerPhoneCountryCode, order.customerPhone)}
      </a>
    </p>
  );
}

/**
 * A small button's box: a 28 px square with a mouse, where the picture stands for the action and its name shows as a
 * tooltip; on a touch screen, which shows no tooltips, a taller button with the name written beside the picture.
 */
const iconActionBox =
  'inline-flex h-7 w-7 shrink-0 items-center justify-center gap-1 rounded-md border border-slate-300 hover:bg-slate-100 pointer-coarse:h-9 pointer-coarse:w-auto pointer-coarse:px-2 pointer-coarse:text-sm dark:border-slate-600 dark:hover:bg-slate-800';

/** The action's name written beside its picture on a touch screen (the accessible name says it already). */
function TouchName({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="hidden pointer-coarse:inline" data-testid="touch-name">
      {children}
    </span>
  );
}

/** A small button whose picture stands for the action; the name is read out and shown as a tooltip or, on touch, beside it. */
function IconAction({
  label,
  title,
  short = title,
  danger = false,
  onClick,
  children,
}: {
  label: string;
  title: string;
  /** The name written on touch screens (a part of `label`); the tooltip's `title` by default. */
  short?: string;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={title}
      onClick={onClick}
      className={`${iconActionBox} ${danger ? 'text-red-700 dark:text-red-300' : 'text-slate-800 dark:text-slate-200'}`}
    >
      {children}
      <TouchName>{short}</TouchName>
      <span className="sr-only">{label}</span>
    </button>
  );
}

/**
 * One order on the board, compact so a column shows many: its number, channel, payment, time left, what to make
 * and for whom, the next step and the other actions. The putter's options and the customer's details open on tap,
 * on hover or from the keyboard. The wall display shows the same card larger and without controls.
 */
export function OrderCard({
  order,
  onAction,
  wall = false,
}: {
  order: OrderView;
  onAction: (action: CardAction) => void;
  wall?: boolean;
}) {
  const next = nextStepOf(order);
  const unpaid = isUnpaid(order);
  const counter = waitsAtCounter(order);
  const titleId = `order-${order.id}-title`;
  const detailsId = `order-${order.id}-details`;
  const now = useNow();
  const { tone } = deadlineState(order, now);
  const recallTo = recallTargetOf(order, now);
  // 'hover' closes when the pointer leaves; 'tap' (a click, Enter or Space) stays open until closed again.
  const [open, setOpen] = useState<'hover' | 'tap' | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const card = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (open !== 'tap') return;
    // A tap elsewhere closes what a tap opened.
    const onPointerDown = (event: PointerEvent) => {
      if (card.current && !card.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const hover = (entering: boolean, pointerType: string) => {
    if (pointerType !== 'mouse' || wall) return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(
      () => setOpen((current) => (entering ? (current ?? 'hover') : current === 'hover' ? null : current)),
      entering ? HOVER_OPEN_MS : HOVER_CLOSE_MS,
    );
  };

  return (
    <article
      ref={card}
      aria-labelledby={titleId}
      data-testid="order-card"
      data-order-id={order.id}
      data-tone={tone}
      data-counter={counter || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(null);
          toggle.current?.focus();
        }
      }}
      className={`relative flex flex-col rounded-lg border bg-white shadow-sm dark:bg-slate-900 ${wall ? 'gap-1.5 p-3' : 'gap-1 p-2'} ${cardBorder[tone]} ${counter ? 'border-l-4 border-l-amber-500' : ''} ${open ? 'z-30' : ''}`}
    >
      <header className="flex flex-wrap items-center gap-1.5">
        <h3
          id={titleId}
          className={`font-mono font-bold tracking-wider ${wall ? 'text-xl' : 'text-sm'}`}
          data-testid="card-title"
        >
          <span className="sr-only">Order </span>#{order.shortId}
        </h3>
        {wall ? null : <Badges order={order} size="compact" />}
        {/* Unpaid, the clock has not started: the Unpaid badge says so on a compact card, which keeps a walk-in's
            header on one line (its words would wrap it and cost a column one card at 1920 px). */}
        {wall || order.deliveryDeadline ? (
          <span className="ml-auto">
            <DeadlineBadge order={order} size={wall ? 'lg' : 'sm'} />
          </span>
        ) : null}
      </header>
      {/* On the wall the number and the time left share the first line, read from across the room. */}
      {wall ? (
        <div className="flex flex-wrap items-center gap-1.5">
          <Badges order={order} size="wall" />
        </div>
      ) : null}
      <p className={`truncate ${wall ? 'text-lg' : 'text-sm'}`} title={`${modelsOf(order)} · ${order.customerName}`}>
        <span className="font-semibold">{modelsOf(order)}</span>
        <span className="text-slate-700 dark:text-slate-300"> · {order.customerName}</span>
      </p>
      <CardPhone order={order} wall={wall} />
      {order.giftMessage ? (
        <p
          className={`truncate rounded-md bg-amber-50 px-2 py-0.5 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100 ${wall ? 'text-base' : 'text-xs'}`}
          title={order.giftMessage}
          data-testid="card-gift-message"
        >
          <span className="font-semibold">Gift card: </span>
          {order.giftMessage}
        </p>
      ) : null}
      {order.shipment ? (
        <p className={`truncate ${wall ? 'text-lg' : 'text-xs'}`} data-testid="card-shipment">
          {carrierNames[order.shipment.carrier].en}{' '}
          {wall ? (
            <span className="font-mono">{order.shipment.trackingNumber}</span>
          ) : (
            <a
              href={order.shipment.trackingUrl}
              target="_blank"
              rel="noreferrer"
              className="font-mono text-brand-700 underline dark:text-brand-500"
            >
              {order.shipment.trackingNumber}
            </a>
          )}
        </p>
      ) : null}
      {/* Before its code is issued the Pickup badge says it all: one line less on a column of waiting cards. */}
      {order.pickup && order.pickup.state !== 'preparing' ? (
        <p className={wall ? 'text-lg' : 'text-xs'} data-testid="card-pickup" data-state={order.pickup.state}>
          {pickupStateLabels[order.pickup.state]}
        </p>
      ) : null}
      {order.remakes.length > 0 ? (
        <p className={`text-slate-600 dark:text-slate-300 ${wall ? 'text-lg' : 'text-xs'}`} data-testid="card-remakes">
          Made again as {order.remakes.map((r) => `#${r.shortId}`).join(', ')}
        </p>
      ) : null}
      {wall ? null : (
        <div className="mt-0.5 flex flex-wrap items-center gap-1">
          {order.status === 'pending' && unpaid ? (
            <button type="button" className={mainAction} onClick={() => onAction({ kind: 'pay', order })}>
              Mark paid in store
            </button>
          ) : null}
          {next ? (
            <button type="button" className={mainAction} onClick={() => onAction({ kind: 'advance', order })}>
              {stepActionLabel(order, next)}
            </button>
          ) : null}
          {order.status === 'shipped' && order.fulfilment !== 'pickup' ? (
            <IconAction
              label={`Correct tracking of order ${order.shortId}`}
              title="Correct tracking"
              onClick={() => onAction({ kind: 'correct-tracking', order })}
            >
              <PencilIcon />
            </IconAction>
          ) : null}
          {recallTo ? (
            <IconAction
              label={`Undo last step of order ${order.shortId}`}
              title={`Undo last step: back to ${stepLabel(order, recallTo)}`}
              short="Undo last step"
              onClick={() => onAction({ kind: 'recall', order })}
            >
              <UndoIcon />
            </IconAction>
          ) : null}
          {order.status === 'shipped' || order.status === 'delivered' ? (
            <IconAction
              label={`Remake order ${order.shortId}`}
              title="Remake"
              onClick={() => onAction({ kind: 'remake', order })}
            >
              <RepeatIcon />
            </IconAction>
          ) : null}
          <IconAction
            label={`History of order ${order.shortId}`}
            title="History"
            onClick={() => onAction({ kind: 'history', order })}
          >
            <ClockIcon />
          </IconAction>
          {order.status !== 'delivered' ? (
            <IconAction
              label={`Cancel order ${order.shortId}`}
              title="Cancel order"
              danger
              onClick={() => onAction({ kind: 'cancel', order })}
            >
              <BanIcon />
            </IconAction>
          ) : null}
          <button
            ref={toggle}
            type="button"
            aria-expanded={open !== null}
            aria-controls={open ? detailsId : undefined}
            onClick={() => {
              // A click decides: a hover still pending must not open what it just closed.
              clearTimeout(hoverTimer.current);
              setOpen((current) => (current === 'tap' ? null : 'tap'));
            }}
            onPointerEnter={(event) => hover(true, event.pointerType)}
            onPointerLeave={(event) => hover(false, event.pointerType)}
            title="Details"
            className={`ml-auto ${iconActionBox} text-slate-800 dark:text-slate-200`}
          >
            <span className="sr-only">Details of order {order.shortId}</span>
            <TouchName>Details</TouchName>
            <ChevronDownIcon className={open ? 'rotate-180' : undefined} />
          </button>
        </div>
      )}
      {open && !wall ? (
        <div
          id={detailsId}
          role="region"
          aria-label={`Details of order ${order.shortId}`}
          data-testid="card-details"
          onPointerEnter={(event) => hover(true, event.pointerType)}
          onPointerLeave={(event) => hover(false, event.pointerType)}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-300 bg-white p-3 shadow-xl dark:border-slate-600 dark:bg-slate-900"
        >
          <OrderDetails order={order} />
        </div>
      ) : null}
    </article>
  );
}
