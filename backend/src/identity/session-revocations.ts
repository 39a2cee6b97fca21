import { Injectable } from '@nestjs/common';

type Listener = (sessionId: string) => void;

/**
 * Tells this process' listeners (the socket gateway) that a sign-in session or a browser session id ended, so whatever it opened stops at
 * once. The gateway spreads it to the other replicas through its Socket.IO adapter.
 */
@Injectable()
export class SessionRevocations {
  private readonly listeners = new Set<Listener>();
  private readonly browserListeners = new Set<Listener>();

  onRevoked(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  revoked(sessionId: string): void {
    for (const listener of this.listeners) listener(sessionId);
  }

  /** A browser session id (x-session-id) ended: sockets that showed it lose what it let them hear. */
  onBrowserSessionEnded(listener: Listener): () => void {
    this.browserListeners.add(listener);
    return () => this.browserListeners.delete(listener);
  }

  browserSessionEnded(sessionId: string): void {
    for (const listener of this.browserListeners) listener(sessionId);
  }
}
