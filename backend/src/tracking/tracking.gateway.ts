import { type OnApplicationShutdown } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  type AnyOrderView,
  type ClientToServerEvents,
  orderProgress,
  type OrderWatchAck,
  type Role,
  rooms,
  type ServerToClientEvents,
  SESSION_ID_PATTERN,
  type SocketHandshakeAuth,
} from '@sound-putter/contracts';
import { Redis } from 'ioredis';
import type { Server, Socket } from 'socket.io';
import { fastifyCookie } from '@fastify/cookie';
import { BrowserSessions, browserTokenOf, SESSION_COOKIE, SessionRevocations, SessionsRepository } from '../identity';
import { Clock } from '../infrastructure/clock/clock';
import { AppConfig } from '../infrastructure/config/app-config';
import { NotFound } from '../infrastructure/cqrs/domain-error';
import { EventStore } from '../infrastructure/event-store/event-store.port';
import { streams } from '../infrastructure/event-store/stream-names';
import { GetOrderQuery, type Viewer } from '../orders';
import { socketStreamName } from '../infrastructure/redis/redis-namespace';
import { parseAllowedOrigins, socketOriginAllowed } from './socket-origin';
import { unwatchAck, watchAck } from '../infrastructure/wire/socket-payloads';

export interface TrackingSocketData {
  viewer: Viewer;
  staff: boolean;
  /** The sign-in session behind the cookie (its stored id) and when it expires, if the socket has one. */
  authSessionId: string | null;
  /** The sp_browser cookie the handshake showed, to check the browser session id's standing again later. */
  browserToken: string | undefined;
  expiresAt: number | null;
}

/** Server-only room of the sockets one sign-in session opened, so its end reaches them on every replica. */
const sessionRoom = (authSessionId: string) => `auth-session:${authSessionId}`;
/** The same for the sockets that showed one browser session id with its cookie. */
const browserRoom = (sessionId: string) => `browser-session:${sessionId}`;
const isSessionRoom = (room: string) => room.startsWith('auth-session:') || room.startsWith('browser-session:');
/** setTimeout's longest delay (about 24.8 days); longer sessions re-arm. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type TrackingServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, TrackingSocketData>;
type TrackingSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, TrackingSocketData>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Bounds the rooms (and memory) one socket can hold; a board uses the staff room instead. */
export const MAX_WATCHED_ORDERS = 50;

const orderIdOf = (body: unknown): string | null => {
  const id = typeof body === 'object' && body !== null ? (body as { orderId?: unknown }).orderId : undefined;
  return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
};

const refused = (code: string): Error => Object.assign(new Error(code), { data: { code } });

/**
 * Live order tracking for the API replicas. The viewer (cookie session and x-session-id equivalent) is fixed at
 * the handshake; a recovered connection keeps it, its rooms and the packets it missed (streams adapter).
 */
// skipMiddlewares: false: a recovered connection is a new request that must show its cookie again; recovery keeps
// rooms and missed packets, never the privileges of the socket it replaces.
@WebSocketGateway({ connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false } })
export class TrackingGateway implements OnGatewayInit<TrackingServer>, OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(
    private readonly config: AppConfig,
    private readonly sessions: SessionsRepository,
    private readonly browsers: BrowserSessions,
    private readonly queries: QueryBus,
    private readonly store: EventStore,
    private readonly revocations: SessionRevocations,
    private readonly clock: Clock,
  ) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
    this.redis.on('error', () => undefined);
  }

  afterInit(server: TrackingServer): void {
    server.adapter(
      createAdapter(this.redis, { streamName: socketStreamName(this.config.DATABASE_URL), blockTimeInMs: 2000 }),
    );
    const allowedOrigins = parseAllowedOrigins(this.config.ALLOWED_ORIGINS);
    // Socket.IO's own CORS option only covers long-polling; this refuses WebSocket upgrades from other sites too.
    server.engine.opts.allowRequest = (req, callback) => {
      const allowed = socketOriginAllowed(req, allowedOrigins);
      callback(allowed ? null : 'origin not allowed', allowed);
    };
    server.use((socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (error: unknown) => next(error instanceof Error ? error : refused('unavailable')),
      );
    });
    // Plain listeners rather than @SubscribeMessage: Nest's per-socket RxJS pipelines doubled the heap per
    // connection (backend/bench/tracking.ts).
    server.on('connection', (socket) => this.bind(socket));
    // Logout or revocation on any replica: the adapter carries the disconnect to every replica's sockets.
    const stopAuth = this.revocations.onRevoked((authSessionId) => {
      server.in(sessionRoom(authSessionId)).disconnectSockets(true);
    });
    const stopBrowser = this.revocations.onBrowserSessionEnded((sessionId) => {
      server.in(browserRoom(sessionId)).disconnectSockets(true);
    });
    this.stopListening = () => {
      stopAuth();
      stopBrowser();
    };
  }

  private stopListening: () => void = () => undefined;

  /**
   * One pair of listeners shared by every socket: Socket.IO calls a listener with its socket as `this`, so a
   * connection costs no closures of its own (thousands of watchers, backend/bench/tracking.ts).
   */
  private readonly listeners = ((gateway: TrackingGateway) => ({
    watch(this: TrackingSocket, body: unknown, ack?: (answer: OrderWatchAck) => void): void {
      gateway.watch(this, body).then(
        (answer) => (typeof ack === 'function' ? ack(watchAck(answer)) : undefined),
        () => (typeof ack === 'function' ? ack({ ok: false, error: 'unavailable' }) : undefined),
      );
    },
    unwatch(this: TrackingSocket, body: unknown, ack?: (answer: { ok: boolean }) => void): void {
      void gateway
        .unwatch(this, body)
        .then((answer) => (typeof ack === 'function' ? ack(unwatchAck(answer)) : undefined));
    },
  }))(this);

  private bind(socket: TrackingSocket): void {
    this.grantRooms(socket);
    this.disconnectAtExpiry(socket);
    socket.on('order/watch', this.listeners.watch);
    socket.on('order/unwatch', this.listeners.unwatch);
  }

  /**
   * The rooms this handshake earns. A recovered socket comes back with the rooms of the one it replaces, which may
   * have been a signed-in staff member's: drop what this handshake does not earn.
   */
  private grantRooms(socket: TrackingSocket): void {
    const { staff, authSessionId, viewer } = socket.data;
    const own = [
      ...(authSessionId ? [sessionRoom(authSessionId)] : []),
      ...(viewer.sessionId ? [browserRoom(viewer.sessionId)] : []),
    ];
    for (const room of socket.rooms) {
      if ((room === rooms.staff && !staff) || (isSessionRoom(room) && !own.includes(room))) void socket.leave(room);
    }
    for (const room of own) void socket.join(room);
    if (staff) void socket.join(rooms.staff);
  }

  private disconnectAtExpiry(socket: TrackingSocket): void {
    const { expiresAt } = socket.data;
    if (expiresAt === null) return;
    let timer: NodeJS.Timeout;
    const arm = () => {
      const left = expiresAt - this.clock.now().getTime();
      if (left <= 0) {
        socket.disconnect(true);
        return;
      }
      timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
      timer.unref();
    };
    arm();
    socket.once('disconnect', () => clearTimeout(timer));
  }

  /** A socket's sessions may have been ended where no notice reaches (straight in the database): check them again. */
  private async stillSignedIn(socket: TrackingSocket): Promise<boolean> {
    const { authSessionId, viewer, browserToken } = socket.data;
    const live = await Promise.all([
      !authSessionId || this.sessions.isLive(authSessionId),
      !viewer.sessionId || this.hasStanding(viewer.sessionId, browserToken),
    ]);
    if (live.every(Boolean)) return true;
    // After the answer has gone out, so the client learns why.
    setImmediate(() => socket.disconnect(true));
    return false;
  }

  private async hasStanding(sessionId: string, browserToken: string | undefined): Promise<boolean> {
    const standing = await this.browsers.standing(sessionId, browserToken);
    return standing === 'owner' || standing === 'first_requests';
  }

  private async authenticate(socket: TrackingSocket): Promise<void> {
    const auth = (socket.handshake.auth ?? {}) as SocketHandshakeAuth;
    const cookieHeader = socket.handshake.headers.cookie;
    const cookies = cookieHeader ? fastifyCookie.parse(cookieHeader) : {};
    const token = cookies[SESSION_COOKIE];
    const browserToken = browserTokenOf(cookies);
    const claimed =
      typeof auth.sessionId === 'string' && SESSION_ID_PATTERN.test(auth.sessionId) ? auth.sessionId : null;
    const [session, bound] = await Promise.all([
      token ? this.sessions.resolve(token) : null,
      // The id alone, without the cookie of the browser it is bound to, lets the socket hear nothing of its orders.
      claimed ? this.hasStanding(claimed, browserToken) : false,
    ]);
    const role: Role | null = session?.user.role ?? null;
    const staff = auth.staff === true;
    if (staff && role !== 'staff' && role !== 'admin') throw refused('forbidden');
    socket.data = {
      viewer: { userId: session?.user.id ?? null, role, sessionId: bound ? claimed : null },
      staff,
      authSessionId: session?.sessionId ?? null,
      browserToken,
      expiresAt: session ? session.expiresAt.getTime() : null,
    };
  }

  async watch(socket: TrackingSocket, body: unknown): Promise<OrderWatchAck> {
    const orderId = orderIdOf(body);
    if (!orderId) return { ok: false, error: 'invalid_request' };
    if (!(await this.stillSignedIn(socket))) return { ok: false, error: 'unauthenticated' };
    const room = rooms.order(orderId);
    if (!socket.rooms.has(room) && socket.rooms.size > MAX_WATCHED_ORDERS)
      return { ok: false, error: 'too_many_watches' };
    // Joined before reading, so a change committed in between is pushed rather than lost.
    await socket.join(room);
    try {
      const order: AnyOrderView = await this.queries.execute(new GetOrderQuery(orderId, socket.data.viewer));
      const { events } = await this.store.readStream(streams.order(orderId));
      const position = events[events.length - 1]?.globalPosition ?? '0';
      return { ok: true, orderId, status: order.status, progress: orderProgress[order.status], position, order };
    } catch (error) {
      await socket.leave(room);
      if (error instanceof NotFound) return { ok: false, error: 'order_not_found' };
      throw error;
    }
  }

  async unwatch(socket: TrackingSocket, body: unknown): Promise<{ ok: boolean }> {
    const orderId = orderIdOf(body);
    if (!orderId) return { ok: false };
    await socket.leave(rooms.order(orderId));
    return { ok: true };
  }

  onApplicationShutdown(): void {
    this.stopListening();
    this.redis.disconnect();
  }
}
