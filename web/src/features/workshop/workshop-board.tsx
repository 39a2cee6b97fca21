import type { OrderStatus, OrderView } from '@sound-putter/contracts';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ApiError, errorText } from '../../api';
import {
  useAdvanceOrderStatusMutation,
  useCorrectTrackingMutation,
  useGetWorkshopBoardQuery,
  useMarkPaidInStoreMutation,
  useMarkReadyToCollectMutation,
  useOpenRemakeMutation,
  useRecallStepMutation,
  useStaffCancelOrderMutation,
} from '../../api/workshop.api';
import { Button } from '../../components/ui/button';
import { notify, notifyError, useAppDispatch } from '../../store';
import { type BoardColumn, boardColumns, nextStepOf, recallTargetOf, startOfDay, stepLabel } from './board-columns';
import { type BoardFilters, boardSearchOf, matchesBoardFilters, readBoardFilters } from './board-filters';
import { BoardHeader, WallHeader } from './board-header';
import { BoardToolbar } from './board-toolbar';
import { ConfirmStepDialog } from './confirm-step-dialog';
import { HistoryDialog } from './history-dialog';
import { ReasonDialog } from './reason-dialog';
import { RemakeDialog, type RemakeDialogProps } from './remake-dialog';
import { ShipDialog, type ShipmentFields } from './ship-dialog';
import { type CardAction, OrderCard } from './order-card';
import { NowContext, useTickingNow } from './use-now';
import { useNewOrderChime } from './use-new-order-chime';
import { useStaffRoom } from './use-staff-room';
import { useWakeLock } from './use-wake-lock';

interface PendingStep {
  order: OrderView;
  step: OrderStatus | null;
}

/**
 * The wall display reloads the list this often besides the pushes: a safety net for a screen nobody touches (a push
 * missed while the network blinked, a server restart).
 */
const WALL_POLL_MS = 60_000;

const filtersLabelOf = (filters: BoardFilters): string =>
  [
    filters.channel === 'all' ? '' : `${filters.channel === 'kiosk' ? 'Kiosk' : 'Web'} only`,
    filters.paid === 'all' ? '' : `${filters.paid === 'paid' ? 'paid' : 'unpaid'} only`,
    filters.query ? `“${filters.query}”` : '',
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Search and filters live in the URL (?q=&channel=&paid=&wall=1), so a wall screen can be bookmarked; the search box
 * keeps its own text and writes it through, so typing never waits for the router.
 */
const useBoardFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = readBoardFilters(params);
  const [query, setQuery] = useState(filters.query);
  const written = useRef(filters.query);
  // Back and forward (or a link) change the URL's search: the box follows.
  if (filters.query !== written.current) {
    written.current = filters.query;
    setQuery(filters.query);
  }
  const change = (next: Partial<BoardFilters>) => {
    const merged = { ...filters, ...next };
    written.current = merged.query;
    setParams(boardSearchOf(merged), { replace: true });
  };
  const onQuery = (text: string) => {
    setQuery(text);
    change({ query: text });
  };
  return { filters, query, onQuery, change };
};

/** One column of cards; on the wall it is as tall as the screen and says how many more it holds below. */
function ColumnView({
  column,
  shown,
  isLoading,
  filtered,
  wall,
  onAction,
}: {
  column: BoardColumn;
  shown: OrderView[];
  isLoading: boolean;
  filtered: boolean;
  wall: boolean;
  onAction: (action: CardAction) => void;
}) {
  const count = filtered ? `${shown.length} of ${column.orders.length}` : `${column.orders.length}`;
  const section = useRef<HTMLElement>(null);
  const [below, setBelow] = useState(0);
  // On the wall the column is as tall as the screen: count the cards that do not fit whole.
  useLayoutEffect(() => {
    const element = section.current;
    if (!wall || !element) {
      setBelow(0);
      return;
    }
    const measure = () => {
      const bottom = element.getBoundingClientRect().bottom - 48;
      const cards = element.querySelectorAll('[data-testid="order-card"]');
      setBelow([...cards].filter((card) => card.getBoundingClientRect().bottom > bottom).length);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [wall, shown]);
  return (
    <section
      ref={section}
      aria-labelledby={`column-${column.id}`}
      data-testid={`column-${column.id}`}
      className={`relative flex min-w-0 flex-col rounded-xl bg-slate-100 dark:bg-slate-800/60 ${wall ? 'gap-3 p-3 xl:min-h-0 xl:overflow-hidden' : 'gap-2 p-1.5'}`}
    >
      <h2
        id={`column-${column.id}`}
        className={`flex items-center justify-between px-1 font-semibold ${wall ? 'text-2xl' : 'text-base'}`}
      >
        {column.title}
        <span
          className={`rounded-full bg-white px-2 dark:bg-slate-900 ${wall ? 'text-xl' : 'text-sm'}`}
          aria-label={`${count} orders`}
        >
          {count}
        </span>
      </h2>
      {isLoading ? (
        <p className="px-1 text-sm text-slate-600 dark:text-slate-300">Loading orders…</p>
      ) : shown.length === 0 ? (
        <p className={`px-1 pb-2 text-slate-600 dark:text-slate-300 ${wall ? 'text-lg' : 'text-sm'}`}>
          {filtered && column.orders.length > 0 ? 'No order here matches.' : 'No orders here.'}
        </p>
      ) : (
        shown.map((order) => <OrderCard key={order.id} order={order} onAction={onAction} wall={wall} />)
      )}
      {wall && below > 0 ? (
        <p
          className="absolute inset-x-0 bottom-0 z-10 rounded-b-xl bg-slate-200 px-3 py-2 text-center text-xl font-semibold dark:bg-slate-800"
          data-testid="column-more"
        >
          + {below} more
        </p>
      ) : null}
    </section>
  );
}

/** The live workshop board: columns of compact order cards with their deadlines and next steps. */
export function WorkshopBoard() {
  const dispatch = useAppDispatch();
  const now = useTickingNow();
  const today = startOfDay(now);
  const deliveredSince = useMemo(() => new Date(today).toISOString(), [today]);
  const { filters, query, onQuery, change } = useBoardFilters();
  const { wall } = filters;
  const {
    data: orders,
    error,
    isLoading,
    refetch,
    fulfilledTimeStamp,
  } = useGetWorkshopBoardQuery({ deliveredSince }, { pollingInterval: wall ? WALL_POLL_MS : 0 });
  const live = useStaffRoom(deliveredSince);
  useWakeLock(wall);
  const [confirming, setConfirming] = useState<PendingStep | null>(null);
  const [historyOf, setHistoryOf] = useState<OrderView | null>(null);
  const [shipping, setShipping] = useState<{ order: OrderView; mode: 'ship' | 'correct' } | null>(null);
  const [correct, correcting] = useCorrectTrackingMutation();
  const [advance, advancing] = useAdvanceOrderStatusMutation();
  const [markPaid, paying] = useMarkPaidInStoreMutation();
  const [cancelling, setCancelling] = useState<OrderView | null>(null);
  const [staffCancel, cancelState] = useStaffCancelOrderMutation();
  const [recalling, setRecalling] = useState<OrderView | null>(null);
  const [recall, recallState] = useRecallStepMutation();
  const recallTo = recalling ? recallTargetOf(recalling, now) : null;
  const [markReady, readying] = useMarkReadyToCollectMutation();
  const [remaking, setRemaking] = useState<OrderView | null>(null);
  const [openRemake, remakeState] = useOpenRemakeMutation();
  // One request id per opening of the dialog: a retried submit opens the same remake, never a second one.
  const remakeRequestId = useMemo(() => (remaking ? crypto.randomUUID() : ''), [remaking]);
  const columns = useMemo(() => boardColumns(orders ?? [], today), [orders, today]);
  const deferredFilters = useDeferredValue(filters);
  const filterKey = boardSearchOf({ ...deferredFilters, wall: false }).toString();
  const shownColumns = useMemo(
    () => columns.map((column) => column.orders.filter((order) => matchesBoardFilters(order, deferredFilters))),
    // The filters' content is the dependency; the object is new on every render.
    [columns, filterKey],
  );
  const filtered = filterKey !== '';
  const waitingIds = columns[0].orders.map((o) => o.id);
  const announcement = useNewOrderChime(orders ? waitingIds : null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!confirming && !shipping && !cancelling && !recalling && !remaking && returnFocus.current?.isConnected)
      returnFocus.current.focus();
  }, [confirming, shipping, cancelling, recalling, remaking]);

  const onAction = (action: CardAction) => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    const step = action.kind === 'advance' ? nextStepOf(action.order) : null;
    if (action.kind === 'history') setHistoryOf(action.order);
    else if (action.kind === 'pay') setConfirming({ order: action.order, step: null });
    else if (action.kind === 'correct-tracking') setShipping({ order: action.order, mode: 'correct' });
    else if (action.kind === 'cancel') setCancelling(action.order);
    else if (action.kind === 'recall') setRecalling(action.order);
    else if (action.kind === 'remake') setRemaking(action.order);
    // Shipping asks for the carrier and number instead of a plain confirmation.
    else if (step === 'shipped' && action.order.fulfilment !== 'pickup')
      setShipping({ order: action.order, mode: 'ship' });
    else setConfirming({ order: action.order, step });
  };

  /** Field errors (422) stay in the dialog; anything else closes it with a notice and a fresh board. */
  const onShip = async (shipment: ShipmentFields) => {
    if (!shipping) return;
    const { order, mode } = shipping;
    try {
      if (mode === 'ship') await advance({ orderId: order.id, status: 'shipped', shipment }).unwrap();
      else await correct({ orderId: order.id, shipment }).unwrap();
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === 422) throw error;
      dispatch(notifyError(error));
      void refetch();
      setShipping(null);
      return;
    }
    dispatch(notify(mode === 'ship' ? `#${order.shortId} moved to Shipped` : `#${order.shortId} tracking corrected`));
    setShipping(null);
  };

  /** A missing or refused reason (422) stays in the dialog; anything else closes it with a notice and a fresh board. */
  const onCancelOrder = async (reason: string) => {
    if (!cancelling) return;
    const order = cancelling;
    try {
      await staffCancel({ orderId: order.id, reason }).unwrap();
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === 422) throw error;
      // Staff need the server's reason (delivered meanwhile, …), not a generic conflict notice.
      dispatch(notify(`#${order.shortId} was not cancelled`, errorText(error), 'destructive'));
      void refetch();
      setCancelling(null);
      return;
    }
    dispatch(notify(`#${order.shortId} cancelled${order.paymentStatus === 'paid' ? ' and refunded' : ''}`));
    setCancelling(null);
  };

  /** Like a cancel: a 422 stays in the dialog; a refusal (window closed, moved on) closes it with the server's words. */
  const onRecall = async (reason: string) => {
    if (!recalling) return;
    const order = recalling;
    try {
      await recall({ orderId: order.id, reason, status: order.status }).unwrap();
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === 422) throw error;
      dispatch(notify(`#${order.shortId}: the step was not undone`, errorText(error), 'destructive'));
      void refetch();
      setRecalling(null);
      return;
    }
    dispatch(notify(`#${order.shortId} back to ${recallTo ? stepLabel(order, recallTo) : 'its previous step'}`));
    setRecalling(null);
  };

  /** Like a cancel: a 422 stays in the dialog; a refusal (cancelled, recalled meanwhile) closes it with the server's words. */
  const onRemake: RemakeDialogProps['onSubmit'] = async (remake) => {
    if (!remaking) return;
    const order = remaking;
    let made;
    try {
      made = await openRemake({ orderId: order.id, requestId: remakeRequestId, ...remake }).unwrap();
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === 422) throw error;
      dispatch(notify(`#${order.shortId} was not made again`, errorText(error), 'destructive'));
      void refetch();
      setRemaking(null);
      return;
    }
    dispatch(
      notify(`#${order.shortId} made again as #${made.shortId}`, 'At no charge, on the board with its own deadline'),
    );
    setRemaking(null);
  };

  const onConfirm = async () => {
    if (!confirming) return;
    const { order, step } = confirming;
    try {
      // A crafted pickup order goes on the counter (its code is issued) instead of to a carrier.
      if (step === 'shipped' && order.fulfilment === 'pickup') await markReady(order.id).unwrap();
      else if (step) await advance({ orderId: order.id, status: step }).unwrap();
      else await markPaid(order.id).unwrap();
      dispatch(
        notify(
          step ? `#${order.shortId} moved to ${stepLabel(order, step)}` : `#${order.shortId} marked paid in store`,
        ),
      );
    } catch (caught) {
      dispatch(notifyError(caught as ApiError));
      // Someone else may have moved it first: show the board as it is now.
      void refetch();
    }
    setConfirming(null);
  };

  const total = columns.reduce((sum, column) => sum + column.orders.length, 0);
  const shownTotal = shownColumns.reduce((sum, shown) => sum + shown.length, 0);
  return (
    <NowContext.Provider value={now}>
      <div
        className={`flex w-full flex-col ${wall ? 'gap-4 px-6 py-4 xl:h-svh xl:overflow-hidden' : 'gap-3 px-3 py-3 sm:px-4 2xl:px-6'}`}
        data-testid="workshop-board"
        data-wall={wall || undefined}
      >
        {wall ? (
          <WallHeader
            live={live}
            counts={columns.map((c) => c.orders.length)}
            updatedAt={fulfilledTimeStamp}
            filtersLabel={filtersLabelOf(filters)}
            leaveTo={`?${boardSearchOf({ ...filters, wall: false }).toString()}`}
          />
        ) : (
          <>
            <BoardHeader live={live} counts={columns.map((c) => c.orders.length)} />
            <BoardToolbar
              filters={filters}
              query={query}
              onQuery={onQuery}
              onChange={change}
              shown={shownTotal}
              total={total}
            />
          </>
        )}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        {error && !orders ? (
          <div role="alert" className="rounded-xl border border-red-300 p-6 text-center dark:border-red-800">
            <h2 className="text-lg font-semibold">Failed to Load Orders</h2>
            <p className="mt-1 text-slate-600 dark:text-slate-300">{errorText(error as ApiError)}</p>
            <Button className="mt-4" onClick={() => void refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <div
            className={`grid grid-cols-1 gap-2 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5 2xl:gap-3 ${wall ? 'xl:min-h-0 xl:flex-1 xl:grid-rows-[minmax(0,1fr)]' : ''}`}
            aria-busy={isLoading}
          >
            {columns.map((column, index) => (
              <ColumnView
                key={column.id}
                column={column}
                shown={shownColumns[index]}
                isLoading={isLoading}
                filtered={filtered}
                wall={wall}
                onAction={onAction}
              />
            ))}
          </div>
        )}
      </div>
      <ConfirmStepDialog
        order={confirming?.order ?? null}
        step={confirming?.step ?? null}
        pending={advancing.isLoading || paying.isLoading || readying.isLoading}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void onConfirm()}
      />
      <ShipDialog
        order={shipping?.order ?? null}
        mode={shipping?.mode ?? 'ship'}
        pending={advancing.isLoading || correcting.isLoading}
        onCancel={() => setShipping(null)}
        onSubmit={onShip}
      />
      <ReasonDialog
        order={cancelling}
        purpose="cancel"
        title={`Cancel #${cancelling?.shortId ?? ''}?`}
        description={
          cancelling?.paymentStatus === 'paid'
            ? 'The order leaves the board, its deadline stops, and the customer gets the full payment back and a mail. This cannot be undone.'
            : 'The order leaves the board and can no longer be paid. This cannot be undone.'
        }
        reasonLabel="Reason (kept in the history, shown to the customer)"
        confirmLabel="Cancel order"
        destructive
        pending={cancelState.isLoading}
        onCancel={() => setCancelling(null)}
        onSubmit={onCancelOrder}
      />
      <ReasonDialog
        order={recalling}
        purpose="recall"
        title={`Undo the last step of #${recalling?.shortId ?? ''}?`}
        description={`The order goes back from ${recalling ? stepLabel(recalling, recalling.status) : ''} to ${recalling && recallTo ? stepLabel(recalling, recallTo) : ''}. The customer sees the change at once; the deadline stays as it is.${recalling?.fulfilment === 'pickup' && recalling.status === 'shipped' ? ' Its pickup code stops working; marking it ready again issues a new one.' : ''}`}
        reasonLabel="Reason (kept in the history)"
        confirmLabel="Undo last step"
        pending={recallState.isLoading}
        onCancel={() => setRecalling(null)}
        onSubmit={onRecall}
      />
      <RemakeDialog
        order={remaking}
        pending={remakeState.isLoading}
        onCancel={() => setRemaking(null)}
        onSubmit={onRemake}
      />
      <HistoryDialog order={historyOf} onClose={() => setHistoryOf(null)} />
    </NowContext.Provider>
  );
}
