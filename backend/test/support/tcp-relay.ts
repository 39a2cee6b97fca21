import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between the API and a real server, to cut the network in between as an outage would: `stop()` closes
 * the port and every relayed connection (the server restarted), `blackhole()` keeps accepting connections but never
 * answers (an address that no longer leads anywhere), `resume()` relays again on the same port.
 */
export interface TcpRelay {
  readonly port: number;
  stop(): Promise<void>;
  blackhole(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** Where a postgres:// URL leads: its host and port, or the Unix socket a `?host=/dir` parameter names. */
export type RelayTarget = { host: string; port: number } | { path: string };

export const postgresTargetOf = (url: string): RelayTarget => {
  const parsed = new URL(url);
  const port = Number(parsed.port || 5432);
  const socketDir = parsed.searchParams.get('host');
  if (socketDir?.startsWith('/')) return { path: `${socketDir}/.s.PGSQL.${port}` };
  return { host: parsed.hostname || '127.0.0.1', port };
};

/** The same URL, sent to the relay on 127.0.0.1:`port` instead. */
export const postgresUrlThrough = (url: string, port: number): string => {
  const parsed = new URL(url);
  parsed.searchParams.delete('host');
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
};

export async function startTcpRelay(target: RelayTarget): Promise<TcpRelay> {
  const sockets = new Set<Socket>();
  let mode: 'relay' | 'blackhole' = 'relay';
  let server: Server | null = null;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        track(client);
        if (mode === 'blackhole') return; // accepted, never answered
        const upstream = createConnection(target);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        port = (next.address() as { port: number }).port;
        resolve();
      });
    });
  const cutEverything = async () => {
    for (const socket of sockets) socket.destroy();
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    stop: cutEverything,
    async blackhole() {
      await cutEverything();
      mode = 'blackhole';
      await listen();
    },
    async resume() {
      await cutEverything();
      mode = 'relay';
      await listen();
    },
    close: cutEverything,
  };
}
