import type { OrderStatusChangedPayload, OrderUpdatedPayload, OrderWatchAck } from '@sound-putter/contracts';
import { setLiveState } from './live-state';
import { connectTrackingSocket, createPositionGate, type TrackingSocket } from './tracking-socket';

export { getLiveState, subscribeLiveState, type LiveState } from './live-state';

export interface OrderWatchHandlers {
  /** A status change not seen before (duplicates and stale pushes are dropped). */
  onChange(change: OrderStatusChangedPayload): void;
  /** A change with no status step (a note for the customer, a refund, a corrected tracking number): read it again. */
  onUpdated?(update: OrderUpdatedPayload): void;
  /** The server's answer to a watch: the first one, and again after a reconnect that lost the rooms. */
  onSnapshot?(ack: OrderWatchAck): void;
  /** `order_not_found`, `invalid_request`, `too_many_watches` or `unavailable`. */
  onError?(code: string): void;
}

/**
 * One shared customer connection for every watched order of the page. Every watcher of an order shares one server
 * watch; the connection opens with the first watcher and closes with the last.
 */
let socket: TrackingSocket | null = null;
const watchers = new Map<string, Set<OrderWatchHandlers>>();
const gate = createPositionGate();

const sendWatch = (orderId: string) => {
  socket?.emit('order/watch', { orderId }, (ack) => {
    const handlers = watchers.get(orderId);
    if (!handlers) return;
    if (!ack.ok) {
      for (const h of handlers) h.onError?.(ack.error ?? 'unavailable');
      return;
    }
    // A push may have overtaken the answer; an answer older than what was shown is not news.
    if (ack.position !== undefined && !gate.accept(orderId, ack.position) && gate.lastSeen(orderId) !== ack.position)
      return;
    for (const h of handlers) h.onSnapshot?.(ack);
  });
};

const open = (): TrackingSocket => {
  const next = connectTrackingSocket();
  setLiveState('connecting');
  next.on('connect', () => {
    setLiveState('live');
    // A recovered connection kept its rooms and replays what it missed; otherwise the watches are gone.
    if (!next.recovered) for (const orderId of watchers.keys()) sendWatch(orderId);
  });
  next.on('disconnect', () => setLiveState('offline'));
  next.on('connect_error', () => setLiveState('offline'));
  next.on('order/statusChanged', (change) => {
    const handlers = watchers.get(change.orderId);
    if (!handlers || !gate.accept(change.orderId, change.position)) return;
    for (const h of handlers) h.onChange(change);
  });
  next.on('order/updated', (update) => {
    const handlers = watchers.get(update.orderId);
    if (!handlers || !gate.accept(update.orderId, update.position)) return;
    for (const h of handlers) h.onUpdated?.(update);
  });
  return next;
};

/** Watches one order's status live. Returns the function that stops watching. */
export const watchOrder = (orderId: string, handlers: OrderWatchHandlers): (() => void) => {
  socket ??= open();
  let set = watchers.get(orderId);
  if (!set) {
    set = new Set();
    watchers.set(orderId, set);
    if (socket.connected) sendWatch(orderId);
  }
  set.add(handlers);
  return () => {
    const current = watchers.get(orderId);
    if (!current?.delete(handlers) || current.size > 0) return;
    watchers.delete(orderId);
    if (socket?.connected) socket.emit('order/unwatch', { orderId });
    if (watchers.size === 0) {
      socket?.disconnect();
      socket = null;
      setLiveState('idle');
    }
  };
};
