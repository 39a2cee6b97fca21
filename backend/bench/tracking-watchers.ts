/**
 * One of the tracking bench's watcher processes: holds its share of the socket clients, each watching every order,
 * and notes when each `order/statusChanged` arrives (wall clock, shared by every process on the machine). Driven by
 * the bench over IPC, so the clients' own CPU is not spent in the API's process nor in the bench's.
 */
import type { OrderStatusChangedPayload } from '@sound-putter/contracts';
import { io, type Socket } from 'socket.io-client';
import { sessionId } from './bench-support';

export type WatcherCommand =
  | { type: 'connect'; base: string; count: number; orderIds: string[] }
  | { type: 'expect'; key: string }
  | { type: 'report' }
  | { type: 'disconnect' };

export type WatcherReply =
  | { type: 'connected' }
  | { type: 'complete'; key: string }
  | { type: 'report'; arrivals: Record<string, number[]> }
  | { type: 'disconnected' };

export const pushKey = (orderId: string, status: string): string => `${orderId}|${status}`;

const now = () => performance.timeOrigin + performance.now();
const reply = (message: WatcherReply) => process.send?.(message);

let sockets: Socket[] = [];
const arrivals = new Map<string, number[]>();
const expected = new Set<string>();

const note = (key: string) => {
  const times = arrivals.get(key) ?? [];
  times.push(now());
  arrivals.set(key, times);
  if (times.length === sockets.length && expected.delete(key)) reply({ type: 'complete', key });
};

async function connect(base: string, count: number, orderIds: string[]) {
  for (let i = 0; i < count; i += 250) {
    await Promise.all(
      Array.from({ length: Math.min(250, count - i) }, async () => {
        const socket = io(base, {
          transports: ['websocket'],
          auth: { sessionId: sessionId() },
          reconnection: false,
          // A loaded machine can take longer than the default 20 s to accept thousands of connections.
          timeout: 120_000,
        });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        socket.on('order/statusChanged', (change: OrderStatusChangedPayload) =>
          note(pushKey(change.orderId, change.status)),
        );
        for (const orderId of orderIds) {
          await new Promise((resolve) => socket.emit('order/watch', { orderId }, resolve));
        }
      }),
    );
  }
}

process.on('message', (command: WatcherCommand) => {
  switch (command.type) {
    case 'connect':
      void connect(command.base, command.count, command.orderIds).then(
        () => reply({ type: 'connected' }),
        (error: unknown) => {
          console.error('watcher could not connect:', error);
          process.exit(1);
        },
      );
      return;
    case 'expect':
      if ((arrivals.get(command.key)?.length ?? 0) >= sockets.length) reply({ type: 'complete', key: command.key });
      else expected.add(command.key);
      return;
    case 'report':
      reply({ type: 'report', arrivals: Object.fromEntries(arrivals) });
      return;
    case 'disconnect':
      for (const socket of sockets) socket.disconnect();
      sockets = [];
      arrivals.clear();
      expected.clear();
      reply({ type: 'disconnected' });
  }
});
