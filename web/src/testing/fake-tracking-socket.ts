import type {
  ClientToServerEvents,
  OrderStatusChangedPayload,
  OrderWatchAck,
  ServerToClientEvents,
} from '@sound-putter/contracts';
import type { TrackingSocket } from '../api/tracking-socket';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for the tracking server's socket, typed by the contracts' event maps: the test answers watches through
 * `answerWatch`, pushes server events, and drops or restores the connection (with or without state recovery).
 */
export class FakeTrackingSocket {
  connected = false;
  recovered = false;
  readonly watched: string[] = [];
  readonly unwatched: string[] = [];
  answerWatch: (orderId: string) => OrderWatchAck = (orderId) => ({ ok: true, orderId, position: '1' });
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): this {
    const [body, ack] = args as [{ orderId: string }, ((answer: OrderWatchAck) => void) | undefined];
    if (event === 'order/watch') {
      this.watched.push(body.orderId);
      ack?.(this.answerWatch(body.orderId));
    } else if (event === 'order/unwatch') {
      this.unwatched.push(body.orderId);
    }
    return this;
  }

  disconnect(): this {
    this.connected = false;
    return this;
  }

  /** Server side: the connection opens (again); `recovered` says whether the server kept its rooms. */
  connect({ recovered = false } = {}): void {
    this.connected = true;
    this.recovered = recovered;
    this.fire('connect');
  }

  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  push<E extends keyof ServerToClientEvents>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]): void {
    this.fire(event, payload);
  }

  statusChanged(payload: OrderStatusChangedPayload): void {
    this.push('order/statusChanged', payload);
  }

  asSocket(): TrackingSocket {
    return this as unknown as TrackingSocket;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}
