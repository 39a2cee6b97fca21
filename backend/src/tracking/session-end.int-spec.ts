import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { SocketHandshakeAuth, StaffOrderNotice } from '@sound-putter/contracts';
import pino from 'pino';
import { createTestApp, newSessionId, type TestApp } from '../../test/support/test-app';
import { testRedisUrl } from '../../test/support/test-database';
import { AppModule } from '../app.module';
import { eventually, placePaidOrder, startWorker } from '../../test/support/paid-orders';
import { sessionIdOf } from '../identity';
import { signInAs } from '../../test/support/sign-in';
import { type ClientSocket, connected, socketClient, watch } from '../../test/support/socket-client';
import { createHttpApp } from '../infrastructure/http/create-app';

/** socket.io-client keeps the recovery id and offset in private fields; an attacker would read them from memory. */
interface RecoveryState {
  _pid?: string;
  _lastOffset?: string;
}

describe('a socket stops at the end of its sign-in session', () => {
  let t: TestApp;
  let replicaB: NestFastifyApplication;
  let urlA: string;
  let urlB: string;
  let worker: INestApplicationContext;
  const sockets: ClientSocket[] = [];

  /** `recovery`: a fresh client primed with another socket's recovery id and offset, as one that read them would. */
  const connect = (url: string, auth: SocketHandshakeAuth, token?: string, recovery?: RecoveryState) => {
    const socket = socketClient(url, auth, token, { reconnection: false, autoConnect: false });
    if (recovery) Object.assign(socket, recovery);
    socket.connect();
    sockets.push(socket);
    const placed: string[] = [];
    const disconnects: string[] = [];
    socket.on('order/placed', (notice: StaffOrderNotice) => placed.push(notice.orderId));
    socket.on('disconnect', (reason) => disconnects.push(reason));
    return { socket, placed, disconnects };
  };
  const listen = async (app: NestFastifyApplication) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (await app.getUrl()).replace('[::1]', '127.0.0.1');
  };

  beforeAll(async () => {
    t = await createTestApp();
    urlA = await listen(t.app);
    // A second API replica on the same database and Redis.
    replicaB = await createHttpApp(
      AppModule.forRoot({ NODE_ENV: 'test', DATABASE_URL: t.db.url, REDIS_URL: testRedisUrl(), LOG_LEVEL: 'silent' }),
      pino({ level: 'silent' }),
      true,
    );
    urlB = await listen(replicaB);
    worker = await startWorker(t);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await worker.close();
    await replicaB.close();
    await t.close();
  });

  /** Two staff signed in with a board each on replica B, both shown to hear a new order (the positive control). */
  const twoBoardsOnB = async () => {
    const leaving = await signInAs(t, 'staff');
    const staying = await signInAs(t, 'staff');
    const board = connect(urlB, { staff: true }, leaving.token);
    const control = connect(urlB, { staff: true }, staying.token);
    await Promise.all([connected(board.socket), connected(control.socket)]);
    const before = await placePaidOrder(t);
    await eventually(async () => {
      expect(board.placed).toContain(before.orderId);
      expect(control.placed).toContain(before.orderId);
    }, 5000);
    return { leaving, board, control };
  };

  it('logout on one replica disconnects that session’s staff board on another at once; other boards carry on', async () => {
    const { leaving, board, control } = await twoBoardsOnB();

    const loggedOutAt = Date.now();
    expect((await leaving.client.post('/api/auth/logout', {})).status).toBe(200);
    await eventually(async () => expect(board.disconnects).toEqual(['io server disconnect']), 10_000, 10);
    process.stdout.write(`[session-end] the board's socket was cut ${Date.now() - loggedOutAt} ms after the logout\n`);

    const after = await placePaidOrder(t);
    await eventually(async () => expect(control.placed).toContain(after.orderId), 10_000);
    expect(board.placed).not.toContain(after.orderId);
    expect(control.disconnects).toEqual([]);

    // The old cookie no longer opens a staff board anywhere.
    const again = connect(urlA, { staff: true }, leaving.token);
    await expect(connected(again.socket)).rejects.toThrow('forbidden');
  }, 60_000);

  it('an admin disabling a staff account (on one replica) disconnects its board on another at once', async () => {
    const admin = await signInAs(t, 'admin');
    const { leaving, board, control } = await twoBoardsOnB();

    const disabled = await admin.client.patch(`/api/admin/users/${leaving.user.id}`, { disabled: true });
    expect(disabled.status).toBe(200);
    await eventually(async () => expect(board.disconnects).toEqual(['io server disconnect']), 10_000, 10);
    const after = await placePaidOrder(t);
    await eventually(async () => expect(control.placed).toContain(after.orderId), 10_000);
    expect(board.placed).not.toContain(after.orderId);
    const again = connect(urlA, { staff: true }, leaving.token);
    await expect(connected(again.socket)).rejects.toThrow('forbidden');
  }, 60_000);

  it('a session ended where no notice reaches stops getting full order data on watch', async () => {
    const owner = await signInAs(t, 'customer');
    const { orderId } = await placePaidOrder(t, owner.client);
    // Another browser id: only the signed-in user makes this socket the order's owner.
    const live = connect(urlA, { sessionId: newSessionId() }, owner.token);
    await connected(live.socket);
    expect((await watch(live.socket, orderId)).order?.access).toBe('full');

    await t.db.pool.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [sessionIdOf(owner.token)]);
    expect(await watch(live.socket, orderId)).toEqual({ ok: false, error: 'unauthenticated' });
    await eventually(async () => expect(live.disconnects).toEqual(['io server disconnect']), 10_000, 10);
  });

  it('an expiring session’s staff board is disconnected when the session expires', async () => {
    const staff = await signInAs(t, 'staff');
    await t.db.pool.query(`UPDATE sessions SET expires_at = now() + interval '1500 milliseconds' WHERE id = $1`, [
      sessionIdOf(staff.token),
    ]);
    const board = connect(urlA, { staff: true }, staff.token);
    await connected(board.socket);
    const { orderId } = await placePaidOrder(t);
    // Positive control: the board works while the session lives.
    await eventually(async () => expect(board.placed).toContain(orderId), 10_000);
    await eventually(async () => expect(board.disconnects).toEqual(['io server disconnect']), 10_000, 20);
  });

  it('connection-state recovery without the cookie does not restore the staff room', async () => {
    const staff = await signInAs(t, 'staff');
    const board = connect(urlA, { staff: true }, staff.token);
    const control = connect(urlA, { staff: true }, (await signInAs(t, 'staff')).token);
    await Promise.all([connected(board.socket), connected(control.socket)]);
    const first = await placePaidOrder(t);
    await eventually(async () => expect(board.placed).toContain(first.orderId), 10_000);

    // The board's network drops; someone who learnt its recovery id and offset connects without the cookie.
    const { _pid, _lastOffset } = board.socket as unknown as RecoveryState;
    const recovery = { _pid, _lastOffset };
    expect(recovery).toEqual({ _pid: expect.any(String), _lastOffset: expect.any(String) });
    board.socket.io.engine.close();
    await eventually(async () => expect(board.disconnects).toHaveLength(1), 10_000, 10);
    // Give the server a moment to keep the dropped socket's state for recovery.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const intruder = connect(urlB, { sessionId: newSessionId() }, undefined, recovery);
    await connected(intruder.socket);
    // The recovery path was taken (the intruder got the old socket's state back) …
    expect(intruder.socket.recovered).toBe(true);
    // … but not its staff room: a new order reaches the live board only.
    const second = await placePaidOrder(t);
    await eventually(async () => expect(control.placed).toContain(second.orderId), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(intruder.placed).not.toContain(second.orderId);
    expect((await watch(intruder.socket, second.orderId)).order?.access).toBe('redacted');

    // Asking for the staff room on recovery without a staff cookie is refused outright.
    const bolder = connect(urlB, { staff: true }, undefined, recovery);
    await expect(connected(bolder.socket)).rejects.toThrow('forbidden');
  }, 60_000);

  it('the real board recovering with its cookie keeps its staff room and what it missed', async () => {
    const staff = await signInAs(t, 'staff');
    const board = connect(urlA, { staff: true }, staff.token);
    // A second board stays connected: it shows when the missed push has gone out, so the first one is away then.
    const control = connect(urlA, { staff: true }, staff.token);
    await connected(board.socket);
    await connected(control.socket);
    const first = await placePaidOrder(t);
    await eventually(async () => expect(board.placed).toContain(first.orderId), 10_000);
    const { _pid, _lastOffset } = board.socket as unknown as RecoveryState;
    const recovery = { _pid, _lastOffset };
    board.socket.io.engine.close();
    await eventually(async () => expect(board.disconnects).toHaveLength(1), 10_000, 10);
    // Give the server a moment to keep the dropped socket's state for recovery.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const missed = await placePaidOrder(t);
    // Missed for real: pushed while the board was away (under load the push could otherwise come after it is back).
    await eventually(async () => expect(control.placed).toContain(missed.orderId), 10_000);
    expect(board.placed).not.toContain(missed.orderId);

    const back = connect(urlB, { staff: true }, staff.token, recovery);
    await connected(back.socket);
    expect(back.socket.recovered).toBe(true);
    await eventually(async () => expect(back.placed).toContain(missed.orderId), 10_000);
    const next = await placePaidOrder(t);
    await eventually(async () => expect(back.placed).toContain(next.orderId), 10_000);
  }, 60_000);
});
