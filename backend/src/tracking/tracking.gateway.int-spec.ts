import type { INestApplicationContext } from '@nestjs/common';
import type { OrderStatusChangedPayload, SocketHandshakeAuth, StaffOrderNotice } from '@sound-putter/contracts';
import { eventually, placePaidOrder, startWorker, statusBody } from '../../test/support/paid-orders';
import { signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { type ClientSocket, connected, socketClient, watch } from '../../test/support/socket-client';
import { createTestApp, newSessionId, type TestApp } from '../../test/support/test-app';

const env = { CRAFTING_DEADLINE_SECONDS: '3', CRAFTING_AT_RISK_SECONDS: '1' };

/** Everything one socket received, in order. */
interface Received {
  event: string;
  payload: unknown;
  at: number;
}

describe('live order tracking (Socket.IO gateway + worker pusher)', () => {
  let t: TestApp;
  let url: string;
  let worker: INestApplicationContext;
  let staff: SignedInBrowser;
  const sockets: ClientSocket[] = [];

  const connect = (auth: SocketHandshakeAuth, token?: string, options: Record<string, unknown> = {}) => {
    // A browser's socket carries the cookie its x-session-id is bound to.
    const browserCookie = auth.sessionId ? t.browserCookie(auth.sessionId) : undefined;
    const socket = socketClient(url, auth, token, { browserCookie, ...options });
    sockets.push(socket);
    const received: Received[] = [];
    socket.onAny((event: string, payload: unknown) => received.push({ event, payload, at: Date.now() }));
    return { socket, received };
  };
  /**
   * The changes of one order after a position, as a client keeps them: the pusher may still be delivering a change
   * older than the watch ack (it is at least once), and the contract says to drop what is not above the ack.
   */
  const changes = (received: Received[], orderId: string, after = '0') =>
    received
      .filter((r) => r.event === 'order/statusChanged' && (r.payload as OrderStatusChangedPayload).orderId === orderId)
      .map((r) => r.payload as OrderStatusChangedPayload)
      .filter((c) => BigInt(c.position) > BigInt(after));
  const advance = (orderId: string, status: string) =>
    staff.client.patch(`/api/orders/${orderId}/status`, statusBody(status));

  beforeAll(async () => {
    t = await createTestApp(env);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    worker = await startWorker(t, env);
    staff = await signInAs(t, 'staff');
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await worker.close();
    await t.close();
  });

  it('gives the owner the full order on watch and pushes each change; a non-owner sees no personal data', async () => {
    const sessionId = newSessionId();
    const { orderId } = await placePaidOrder(t, t.client(sessionId));
    const owner = connect({ sessionId });
    const stranger = connect({ sessionId: newSessionId() });
    await Promise.all([connected(owner.socket), connected(stranger.socket)]);

    const mine = await watch(owner.socket, orderId);
    expect(mine).toMatchObject({ ok: true, orderId, status: 'confirmed', progress: 25, position: expect.any(String) });
    expect(mine.order).toMatchObject({ access: 'full', customerName: 'Somchai Jaidee' });
    const theirs = await watch(stranger.socket, orderId);
    expect(theirs).toMatchObject({ ok: true, status: 'confirmed', position: mine.position });
    expect(theirs.order?.access).toBe('redacted');
    expect(theirs.order).not.toHaveProperty('customerName');

    const sent = Date.now();
    expect((await advance(orderId, 'crafting')).status).toBe(200);
    const [change] = await eventually(
      async () => {
        const list = changes(owner.received, orderId, mine.position);
        expect(list).toHaveLength(1);
        return list;
      },
      10_000,
      10,
    );
    expect(change).toMatchObject({ orderId, status: 'crafting', progress: 50, at: expect.any(String) });
    expect(BigInt(change.position)).toBeGreaterThan(BigInt(mine.position ?? '0'));
    const arrived = owner.received.find((r) => r.payload === change)?.at ?? Infinity;
    // The spec's 1 s is a latency target, measured by bench:tracking; a test on a shared machine only reports it.
    process.stdout.write(`[tracking] the owner heard the change ${arrived - sent} ms after the PATCH was sent\n`);
    await eventually(
      async () => expect(changes(stranger.received, orderId, theirs.position)).toHaveLength(1),
      10_000,
      10,
    );

    const strangerSaw = JSON.stringify([theirs, stranger.received]);
    for (const secret of ['Somchai', 'somchai@example.com', '812345678', 'Rama IV'])
      expect(strangerSaw).not.toContain(secret);
  });

  it("pushes a cancel to the owner's page and to the staff room", async () => {
    const sessionId = newSessionId();
    const shopper = t.client(sessionId);
    const { orderId } = await placePaidOrder(t, shopper);
    const owner = connect({ sessionId });
    const board = connect({ staff: true }, staff.token);
    await Promise.all([connected(owner.socket), connected(board.socket)]);
    const watched = await watch(owner.socket, orderId);
    expect((await shopper.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(200);
    for (const { received } of [owner, board])
      await eventually(
        async () =>
          expect(changes(received, orderId, watched.position)).toEqual([
            expect.objectContaining({ orderId, status: 'confirmed', progress: 25, cancelled: true }),
          ]),
        10_000,
        10,
      );
  });

  it('stops pushing after unwatch and refuses unknown or malformed order ids', async () => {
    const sessionId = newSessionId();
    const { orderId } = await placePaidOrder(t, t.client(sessionId));
    const { socket, received } = connect({ sessionId });
    await connected(socket);
    expect(await watch(socket, '00000000-0000-4000-8000-000000000000')).toEqual({
      ok: false,
      error: 'order_not_found',
    });
    expect(await watch(socket, 'staff')).toEqual({ ok: false, error: 'invalid_request' });
    const ack = await watch(socket, orderId);
    expect(ack.ok).toBe(true);
    const { orderId: stillWatched } = await placePaidOrder(t, t.client(sessionId));
    const controlAck = await watch(socket, stillWatched);
    expect(controlAck.ok).toBe(true);
    await new Promise<unknown>((resolve) => socket.emit('order/unwatch', { orderId }, resolve));
    await advance(orderId, 'crafting');
    await advance(stillWatched, 'crafting');
    // Positive control: pushes go out in log order, so once the later change of the order still watched has
    // arrived, the unwatched order's earlier change would have arrived too.
    await eventually(async () => expect(changes(received, stillWatched, controlAck.position)).toHaveLength(1));
    expect(changes(received, orderId, ack.position)).toEqual([]);
  });

  it('lets only staff cookies into the staff room, which gets every change, new orders, at-risk and overdue', async () => {
    const customer = await signInAs(t, 'customer');
    const refused = connect({ staff: true }, customer.token, { reconnection: false });
    await expect(connected(refused.socket)).rejects.toThrow('forbidden');
    const anonymous = connect({ staff: true }, undefined, { reconnection: false });
    await expect(connected(anonymous.socket)).rejects.toThrow('forbidden');
    // A customer's socket without the staff flag connects but hears nothing of other orders.
    const plain = connect({}, customer.token);
    await connected(plain.socket);

    const board = connect({ staff: true }, staff.token);
    await connected(board.socket);
    const { orderId } = await placePaidOrder(t);
    await advance(orderId, 'crafting');
    await eventually(async () => {
      const events = board.received
        .filter((r) => (r.payload as { orderId: string }).orderId === orderId)
        .map((r) => r.event);
      expect(events).toEqual(
        expect.arrayContaining(['order/placed', 'order/statusChanged', 'order/atRisk', 'order/overdue']),
      );
    }, 8000);
    const statuses = changes(board.received, orderId).map((c) => c.status);
    expect(statuses).toEqual(['pending', 'confirmed', 'crafting']);
    const overdue = board.received.find(
      (r) => r.event === 'order/overdue' && (r.payload as StaffOrderNotice).orderId === orderId,
    )?.payload as StaffOrderNotice;
    expect(overdue).toMatchObject({ orderId, deliveryDeadline: expect.any(String), position: expect.any(String) });
    expect(plain.received).toEqual([]);
  }, 60_000);

  it('a client that reconnects gets what it missed (connection-state recovery) or resyncs with a watch', async () => {
    const sessionId = newSessionId();
    const { orderId } = await placePaidOrder(t, t.client(sessionId));
    const { socket, received } = connect({ sessionId }, undefined, {
      reconnectionDelay: 1000,
      reconnectionDelayMax: 1000,
      randomizationFactor: 0,
    });
    await connected(socket);
    const { position } = await watch(socket, orderId);
    await advance(orderId, 'crafting');
    await eventually(async () => expect(changes(received, orderId, position)).toHaveLength(1), 10_000, 10);

    // The network drops; the order moves while the client is away.
    const back = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.io.engine.close();
    await advance(orderId, 'shipped');
    await back;
    expect(socket.recovered).toBe(true);
    await eventually(
      async () => expect(changes(received, orderId, position).map((c) => c.status)).toEqual(['crafting', 'shipped']),
      10_000,
      10,
    );

    // Still in the room after recovery: the next change arrives as usual.
    await advance(orderId, 'delivered');
    await eventually(
      async () =>
        expect(changes(received, orderId, position).map((c) => c.status)).toEqual(['crafting', 'shipped', 'delivered']),
      10_000,
      10,
    );

    // A client whose session could not be recovered watches again: the ack is the resync.
    const late = connect({ sessionId });
    await connected(late.socket);
    expect(await watch(late.socket, orderId)).toMatchObject({ ok: true, status: 'delivered', progress: 100 });
  }, 60_000);
});
