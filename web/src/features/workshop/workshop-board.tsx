import type { OrderStatus, OrderView } from '@sound-putter/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type ApiError, errorText } from '../../api';
import {
  useAdvanceOrderStatusMutation,
  useCorrectTrackingMutation,
  useGetWorkshopBoardQuery,
  useMarkPaidInStoreMutation,
} from '../../api/workshop.api';
import { Button } from '../../components/ui/button';
import { notify, notifyError, useAppDispatch } from '../../store';
import { boardColumns, nextStepOf, startOfDay, statusLabels } from './board-columns';
import { BoardHeader } from './board-header';
import { ConfirmStepDialog } from './confirm-step-dialog';
import { HistoryDialog } from './history-dialog';
import { ShipDialog, type ShipmentFields } from './ship-dialog';
import { type CardAction, OrderCard } from './order-card';
import { NowContext, useTickingNow } from './use-now';
import { useNewOrderChime } from './use-new-order-chime';
import { useStaffRoom } from './use-staff-room';

interface PendingStep {
  order: OrderView;
  step: OrderStatus | null;
}

/** The live workshop board: four columns of order cards with their deadlines and next steps. */
export function WorkshopBoard() {
  const dispatch = useAppDispatch();
  const now = useTickingNow();
  const today = startOfDay(now);
  const deliveredSince = useMemo(() => new Date(today).toISOString(), [today]);
  const { data: orders, error, isLoading, refetch } = useGetWorkshopBoardQuery({ deliveredSince });
  const live = useStaffRoom(deliveredSince);
  const [confirming, setConfirming] = useState<PendingStep | null>(null);
  const [historyOf, setHistoryOf] = useState<OrderView | null>(null);
  const [shipping, setShipping] = useState<{ order: OrderView; mode: 'ship' | 'correct' } | null>(null);
  const [correct, correcting] = useCorrectTrackingMutation();
  const [advance, advancing] = useAdvanceOrderStatusMutation();
  const [markPaid, paying] = useMarkPaidInStoreMutation();
  const columns = useMemo(() => boardColumns(orders ?? [], today), [orders, today]);
  const waitingIds = columns[0].orders.map((o) => o.id);
  const announcement = useNewOrderChime(orders ? waitingIds : null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!confirming && !shipping && returnFocus.current?.isConnected) returnFocus.current.focus();
  }, [confirming, shipping]);

  const onAction = (action: CardAction) => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    const step = action.kind === 'advance' ? nextStepOf(action.order) : null;
    if (action.kind === 'history') setHistoryOf(action.order);
    else if (action.kind === 'pay') setConfirming({ order: action.order, step: null });
    else if (action.kind === 'correct-tracking') setShipping({ order: action.order, mode: 'correct' });
    // Shipping asks for the carrier and number instead of a plain confirmation.
    else if (step === 'shipped') setShipping({ order: action.order, mode: 'ship' });
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

  const onConfirm = async () => {
    if (!confirming) return;
    const { order, step } = confirming;
    try {
      if (step) await advance({ orderId: order.id, status: step }).unwrap();
      else await markPaid(order.id).unwrap();
      dispatch(
        notify(step ? `#${order.shortId} moved to ${statusLabels[step]}` : `#${order.shortId} marked paid in store`),
      );
    } catch (caught) {
      dispatch(notifyError(caught as ApiError));
      // Someone else may have moved it first: show the board as it is now.
      void refetch();
    }
    setConfirming(null);
  };

  return (
    <NowContext.Provider value={now}>
      <div className="mx-auto flex w-full max-w-[1920px] flex-col gap-4 px-3 py-4 sm:px-4 2xl:px-6">
        <BoardHeader live={live} counts={columns.map((c) => c.orders.length)} />
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
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-4 2xl:gap-4" aria-busy={isLoading}>
            {columns.map((column) => (
              <section
                key={column.id}
                aria-labelledby={`column-${column.id}`}
                data-testid={`column-${column.id}`}
                className="flex min-w-0 flex-col gap-3 rounded-2xl bg-slate-100 p-2 dark:bg-slate-800/60"
              >
                <h2 id={`column-${column.id}`} className="flex items-center justify-between px-1 pt-1 font-semibold">
                  {column.title}
                  <span
                    className="rounded-full bg-white px-2 text-sm dark:bg-slate-900"
                    aria-label={`${column.orders.length} orders`}
                  >
                    {column.orders.length}
                  </span>
                </h2>
                {isLoading ? (
                  <p className="px-1 text-sm text-slate-600 dark:text-slate-300">Loading orders…</p>
                ) : column.orders.length === 0 ? (
                  <p className="px-1 pb-2 text-sm text-slate-600 dark:text-slate-300">No orders here.</p>
                ) : (
                  column.orders.map((order) => <OrderCard key={order.id} order={order} onAction={onAction} />)
                )}
              </section>
            ))}
          </div>
        )}
      </div>
      <ConfirmStepDialog
        order={confirming?.order ?? null}
        step={confirming?.step ?? null}
        pending={advancing.isLoading || paying.isLoading}
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
      <HistoryDialog order={historyOf} onClose={() => setHistoryOf(null)} />
    </NowContext.Provider>
  );
}
