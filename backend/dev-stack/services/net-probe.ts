import net from 'node:net';

/** A port we meant to use is held by a program we did not start. */
export class PortInUseError extends Error {}

/** True when something accepts TCP connections on host:port. */
export function isPortListening(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (answer: boolean) => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export type RedisPingAnswer = 'pong' | 'auth-required' | 'other' | 'no-answer';

/** Classifies the first reply of a server to an inline PING (the RESP reply starts with +, - or another type byte). */
export function classifyPingReply(reply: string): RedisPingAnswer {
  if (reply.startsWith('+PONG')) return 'pong';
  if (/^-(NOAUTH|WRONGPASS|ERR AUTH)/.test(reply)) return 'auth-required';
  return 'other';
}

/**
 * Sends an inline PING without a client library: ioredis would retry and reconnect, and a probe must answer within a
 * second whatever listens on the port.
 */
export function pingRedis(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<RedisPingAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    let reply = '';
    const done = (answer: RedisPingAnswer) => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(reply ? classifyPingReply(reply) : 'no-answer'));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) done(classifyPingReply(reply));
    });
    socket.once('error', () => done('no-answer'));
    socket.once('end', () => done(reply ? classifyPingReply(reply) : 'other'));
  });
}

/** A port the kernel has just handed out; another program could take it before we bind it, so callers retry. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read the port the kernel assigned'));
      });
    });
  });
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; signal?: AbortSignal; failFast?: () => Error | undefined },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    options.signal?.throwIfAborted();
    const failure = options.failFast?.();
    if (failure) throw failure;
    if (await check()) return;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${Math.round(options.timeoutMs / 1000)} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, options.intervalMs ?? 100));
  }
}
