import type {
  ClientToServerEvents,
  OrderWatchAck,
  ServerToClientEvents,
  SocketHandshakeAuth,
} from '@sound-putter/contracts';
import { io, type Socket } from 'socket.io-client';
import { SESSION_COOKIE } from '../../src/identity';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A Socket.IO client of the API: websocket only, with the handshake auth and, when signed in, the session cookie;
 * `browserCookie` (TestApp.browserCookie) is the sp_browser cookie that gives its x-session-id standing.
 */
export const socketClient = (
  url: string,
  auth: SocketHandshakeAuth,
  token?: string,
  { browserCookie, ...options }: Record<string, unknown> & { browserCookie?: string } = {},
): ClientSocket => {
  const cookies = [...(token ? [`${SESSION_COOKIE}=${token}`] : []), ...(browserCookie ? [browserCookie] : [])];
  return io(url, {
    transports: ['websocket'],
    auth: { ...auth },
    extraHeaders: cookies.length > 0 ? { cookie: cookies.join('; ') } : {},
    ...options,
  });
};

/** Settles when the socket is connected, or fails with the server's refusal. */
export const connected = (socket: ClientSocket): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

/** Asks to watch one order; resolves with the server's answer. */
export const watch = (socket: ClientSocket, orderId: string): Promise<OrderWatchAck> =>
  new Promise<OrderWatchAck>((resolve) => socket.emit('order/watch', { orderId }, resolve));
