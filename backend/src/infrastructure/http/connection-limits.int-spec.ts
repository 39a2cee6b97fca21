import net from 'node:net';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/** A raw TCP client: what it received and when the server closed it. */
const openConnection = (port: number) =>
  new Promise<{ socket: net.Socket; received: () => string; closedAt: () => number | null }>((resolve, reject) => {
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

const waitFor = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return check();
};

describe('slow and idle connections', () => {
  let t: TestApp;
  let port: number;
  const open: net.Socket[] = [];
  const connect = async () => {
    const c = await openConnection(port);
    open.push(c.socket);
    return c;
  };

  beforeAll(async () => {
    t = await createTestApp({
      HTTP_HEADERS_TIMEOUT_SECONDS: '1',
      HTTP_REQUEST_TIMEOUT_SECONDS: '2',
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '1',
      HTTP_IDLE_TIMEOUT_SECONDS: '2',
      HTTP_MAX_CONNECTIONS: '8',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(await t.app.getUrl()).port);
  });
  afterAll(async () => {
    for (const s of open) s.destroy();
    await t.close();
  });

  it('answers a whole request on a connection that then sits idle, and closes it after the keep-alive timeout', async () => {
    const c = await connect();
    c.socket.write('GET /api/health/live HTTP/1.1\r\nHost: shop\r\n\r\n');
    expect(await waitFor(() => c.received().includes('\r\n\r\n'), 2000)).toBe(true);
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(c.closedAt()).toBeNull();
    expect(await waitFor(() => c.closedAt() !== null, 4000)).toBe(true);
  });

  it('closes a connection that never sends anything', async () => {
    const opened = Date.now();
    const c = await connect();
    expect(await waitFor(() => c.closedAt() !== null, 5000)).toBe(true);
    expect(c.closedAt()! - opened).toBeLessThan(4000);
  });

  it('answers 408 and closes a request whose headers trickle in (slowloris), though it is never idle', async () => {
    const c = await connect();
    const opened = Date.now();
    c.socket.write('GET /api/health/live HTTP/1.1\r\nHost: shop\r\n');
    const drip = setInterval(() => {
      if (!c.socket.destroyed) c.socket.write('X-Slow: a\r\n');
    }, 200);
    try {
      expect(await waitFor(() => c.closedAt() !== null, 6000)).toBe(true);
    } finally {
      clearInterval(drip);
    }
    expect(c.closedAt()! - opened).toBeLessThan(3500);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes connections past the cap at once, while those under it stay open', async () => {
    const held = [];
    for (let i = 0; i < 8; i++) held.push(await connect());
    const extra = await connect();
    expect(await waitFor(() => extra.closedAt() !== null, 1000)).toBe(true);
    expect(held.every((c) => c.closedAt() === null)).toBe(true);
    for (const c of held) c.socket.destroy();
  });
});
