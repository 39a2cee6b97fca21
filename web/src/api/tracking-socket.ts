import type { ClientToServerEvents, ServerToClientEvents, SocketHandshakeAuth } from '@sound-putter/contracts';
import { io, type Socket } from 'socket.io-client';
import { getSessionId } from './session-id';

/** The live-tracking connection, typed by the contracts' event maps. */
export type TrackingSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TrackingSocketOptions {
  /** Join the staff room (all orders' changes and notices); the server refuses it without a staff session cookie. */
  staff?: boolean;
}

export type TrackingSocketFactory = (options: TrackingSocketOptions) => TrackingSocket;

const openSameOriginSocket: TrackingSocketFactory = ({ staff = false }) =>
  io({
    path: '/socket.io',
    withCredentials: true,
    // WebSocket first: long-polling needs sticky routing between replicas; it stays as the fallback.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // Asked on every (re)connection, so a kiosk reset's new session id is the one the server sees next.
    auth: (send) => {
      const auth: SocketHandshakeAuth = staff
        ? { sessionId: getSessionId(), staff: true }
        : { sessionId: getSessionId() };
      send(auth as Record<string, unknown>);
    },
  });

let factory: TrackingSocketFactory = openSameOriginSocket;

/** Tests hand in a fake socket; no argument restores the real one. */
export const setTrackingSocketFactory = (next?: TrackingSocketFactory): void => {
  factory = next ?? openSameOriginSocket;
};

/** Opens a tracking connection with the browser's session id and cookies (the cookie picks the viewer). */
export const connectTrackingSocket = (options: TrackingSocketOptions = {}): TrackingSocket => factory(options);

/**
 * True when `candidate` is a later global log position than `last`. Positions are decimal strings without leading
 * zeros that may exceed 2^53, so they are compared by length, then as text.
 */
export const isNewerPosition = (candidate: string, last: string | undefined): boolean => {
  if (last === undefined) return true;
  if (candidate.length !== last.length) return candidate.length > last.length;
  return candidate > last;
};

/** Remembers the last position seen per order and lets only later ones through (pushes are at-least-once). */
export const createPositionGate = () => {
  const last = new Map<string, string>();
  return {
    accept(orderId: string, position: string): boolean {
      if (!isNewerPosition(position, last.get(orderId))) return false;
      last.set(orderId, position);
      return true;
    },
    lastSeen: (orderId: string): string | undefined => last.get(orderId),
  };
};

export type PositionGate = ReturnType<typeof createPositionGate>;

/**
 * Calls `resync` after every reconnection that did not recover the missed packets: the server has forgotten this
 * socket's rooms, so it is the moment to watch again (or, for a board, to reload its list). Returns the unsubscribe.
 */
export const onResync = (socket: TrackingSocket, resync: () => void): (() => void) => {
  let connectedBefore = socket.connected;
  const onConnect = () => {
    if (connectedBefore && !socket.recovered) resync();
    connectedBefore = true;
  };
  socket.on('connect', onConnect);
  return () => {
    socket.off('connect', onConnect);
  };
};
