import type { OrderStatusChangedPayload, OrderUpdatedPayload, StaffOrderNotice } from '@sound-putter/contracts';
import { connectTrackingSocket, createPositionGate } from './tracking-socket';

/** `refused`: the server will not let this session into the staff room (signed out, not staff, or revoked). */
export type StaffRoomState = 'connecting' | 'live' | 'offline' | 'refused';

export interface StaffRoomHandlers {
  /** A status change not seen before (pushes are at-least-once; repeats are dropped). */
  onStatusChanged(change: OrderStatusChangedPayload): void;
  /** A new order, a deadline warning window opening, or a missed deadline. */
  onNotice(kind: 'placed' | 'atRisk' | 'overdue', notice: StaffOrderNotice): void;
  /** An order changed with no status step (a note, a refund, a corrected tracking number, a remake opened). */
  onUpdated(update: OrderUpdatedPayload): void;
  /** After every reconnection: changes may have been missed while away, so a board reloads its list. */
  onReconnect(): void;
  onState(state: StaffRoomState): void;
}

const refusedCode = (error: unknown): string | undefined =>
  (error as { data?: { code?: unknown } } | null)?.data?.code as string | undefined;

/** Joins the staff room on the shared tracking connection type. Returns the function that leaves it. */
export const joinStaffRoom = (handlers: StaffRoomHandlers): (() => void) => {
  const socket = connectTrackingSocket({ staff: true });
  // Leaving ends the handlers too: the socket's own farewell events are not news for a board that is gone.
  let left = false;
  const guard =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      if (!left) fn(...args);
    };
  const statusGate = createPositionGate();
  const noticeGate = createPositionGate();
  let connectedBefore = false;
  handlers.onState('connecting');
  socket.on(
    'connect',
    guard(() => {
      handlers.onState('live');
      if (connectedBefore) handlers.onReconnect();
      connectedBefore = true;
    }),
  );
  socket.on(
    'disconnect',
    guard((reason: string) => {
      // The server closing a staff socket means its session ended; Socket.IO does not retry that on its own.
      handlers.onState(reason === 'io server disconnect' ? 'refused' : 'offline');
    }),
  );
  socket.on(
    'connect_error',
    guard((error: Error) => handlers.onState(refusedCode(error) === 'forbidden' ? 'refused' : 'offline')),
  );
  socket.on(
    'order/statusChanged',
    guard((change: OrderStatusChangedPayload) => {
      if (statusGate.accept(change.orderId, change.position)) handlers.onStatusChanged(change);
    }),
  );
  const notice = (kind: 'placed' | 'atRisk' | 'overdue') =>
    guard((payload: StaffOrderNotice) => {
      if (noticeGate.accept(`${kind}:${payload.orderId}`, payload.position)) handlers.onNotice(kind, payload);
    });
  socket.on('order/placed', notice('placed'));
  socket.on('order/atRisk', notice('atRisk'));
  socket.on('order/overdue', notice('overdue'));
  socket.on(
    'order/updated',
    guard((update: OrderUpdatedPayload) => {
      if (noticeGate.accept(`updated:${update.orderId}`, update.position)) handlers.onUpdated(update);
    }),
  );
  return () => {
    left = true;
    socket.disconnect();
  };
};
