import type { Server } from 'node:http';
import net from 'node:net';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/** A raw TCP client: what it received and when the server closed it. */
interface Connection {
  socket: net.Socket;
  received: () => string;
  closedAt: () => number | null;
}
const openConnection = (port: number) =>
  new Promise<Connection>((resolve, reject) => {
    let data = '';
    let closedAt: number | null = null;
    const socket = net.connect(port, '127.0.0.1', () =>
      resolve({ socket, received: () => data, closedAt: () => closedAt }),
    );
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('close', () => (closedAt = Date.now()));
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });

/**
 * Waits until `check` holds and says how long it took. No time limit of its own: the machine may be busy, and the
 * test's timeout is the bound. What each test proves does not hang on how fast the server was.
 */
const waitUntil = async (what: string, check: () => boolean, since = Date.now()) => {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
  process.stdout.write(`[connection-limits] ${what} after ${Date.now() - since} ms\n`);
};

const LIVE = 'GET /api/health/live HTTP/1.1\r\nHost: shop\r\n\r\n';

/** An API listening on a free port with the given settings, and raw connections to it (all closed with it). */
const listening = async (env: NodeJS.ProcessEnv) => {
  const t: TestApp = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(await t.app.getUrl()).port);
  const open: net.Socket[] = [];
  return {
    t,
    connect: async () => {
      const c = await openConnection(port);
      open.push(c.socket);
      return c;
    },
    close: async () => {
      for (const s of open) s.destroy();
      await t.close();
    },
  };
};

describe('slow and idle connections', () => {
  let api: Awaited<ReturnType<typeof listening>>;
  const connect = () => api.connect();

  beforeAll(async () => {
    api = await listening({
      HTTP_HEADERS_TIMEOUT_SECONDS: '1',
      HTTP_REQUEST_TIMEOUT_SECONDS: '2',
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '1',
      HTTP_IDLE_TIMEOUT_SECONDS: '2',
      HTTP_MAX_CONNECTIONS: '8',
    });
  });
  afterAll(() => api.close());

  it('answers a whole request on a connection that then sits idle, and closes it after the keep-alive timeout', async () => {
    const c = await connect();
    const sent = Date.now();
    c.socket.write(LIVE);
    await waitUntil('the idle connection had its answer', () => c.received().includes('\r\n\r\n'), sent);
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(c.closedAt()).toBeNull();
    const answered = Date.now();
    await waitUntil('the server closed the idle kept-alive connection', () => c.closedAt() !== null, answered);
    // The server closed it on its own timer: the answer did not ask to close, and the client never did.
    expect(c.received()).not.toMatch(/^connection: close/im);
  });

  it('closes a connection that never sends anything', async () => {
    const opened = Date.now();
    const c = await connect();
    await waitUntil('the server closed a connection that never sent a byte', () => c.closedAt() !== null, opened);
  });

  it('answers 408 and closes a request whose headers trickle in (slowloris), though it is never idle', async () => {
    const c = await connect();
    const opened = Date.now();
    c.socket.write('GET /api/health/live HTTP/1.1\r\nHost: shop\r\n');
    let drips = 0;
    const drip = setInterval(() => {
      if (c.socket.destroyed || c.closedAt() !== null) return;
      c.socket.write('X-Slow: a\r\n');
      drips++;
    }, 200);
    try {
      await waitUntil('the server cut the trickling request', () => c.closedAt() !== null, opened);
    } finally {
      clearInterval(drip);
    }
    // The 408 is the headers or request timeout speaking (an idle timeout closes without a word), and the drips
    // show the client kept writing until then: without those timeouts the connection would stay open for good and
    // the test would run out of time, so no stopwatch is needed to tell them apart.
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(drips).toBeGreaterThan(0);
    process.stdout.write(`[connection-limits] ${drips} header lines trickled in before the cut\n`);
  });
});

describe('the connection cap', () => {
  let api: Awaited<ReturnType<typeof listening>>;
  const connect = () => api.connect();
  const dropped: unknown[] = [];

  beforeAll(async () => {
    // The default (long) timeouts: nothing but the cap can close a connection while this test runs.
    api = await listening({ HTTP_MAX_CONNECTIONS: '8' });
    (api.t.app.getHttpServer() as Server).on('drop', (data) => dropped.push(data));
  });
  afterAll(() => api.close());

  it('closes connections past the cap at once, while those under it stay open', async () => {
    const held: Connection[] = [];
    for (let i = 0; i < 8; i++) held.push(await connect());
    // Positive control: eight connections are under the cap, and none is dropped.
    for (const c of held) c.socket.write(LIVE);
    await waitUntil('the eight connections under the cap answered', () =>
      held.every((c) => /^HTTP\/1\.1 200[^]*\r\n\r\n/.test(c.received())),
    );
    expect(dropped).toHaveLength(0);

    const opened = Date.now();
    const extra = await connect();
    await waitUntil('the server closed the connection past the cap', () => extra.closedAt() !== null, opened);
    // The cap closed it (Node's drop event for maxConnections), before a byte was sent or a timeout could speak.
    expect(dropped).toHaveLength(1);
    expect(extra.received()).toBe('');
    // Those under the cap are still open and still answer.
    expect(held.every((c) => c.closedAt() === null)).toBe(true);
    for (const c of held) c.socket.write(LIVE);
    await waitUntil('the eight held connections answered again', () =>
      held.every((c) => c.received().split('HTTP/1.1 200').length === 3),
    );
    for (const c of held) c.socket.destroy();
  });
});
