/**
 * The tracking bench's baseline: a bare Socket.IO server on node:http with no adapter, no auth and no database,
 * that joins a socket to the order's room on `order/watch` and acks, as the shop's gateway does; and, asked over IPC
 * (`{ broadcast: { orderId, status } }`), emits an `order/statusChanged` of the shop's shape to that room, so the
 * bench can time a bare fan-out to the same watchers beside the shop's push.
 */
import http from 'node:http';
import { Server } from 'socket.io';

const server = http.createServer((_req, res) => res.writeHead(200).end('ok'));
const io = new Server(server);
io.on('connection', (socket) => {
  socket.on('order/watch', (body: { orderId: string }, ack: (a: unknown) => void) => {
    void socket.join(`order:${body.orderId}`);
    ack({ ok: true, orderId: body.orderId, status: 'confirmed', progress: 25, position: '0' });
  });
});
let position = 0;
process.on('message', (message: unknown) => {
  if (typeof message !== 'object' || !message || !('broadcast' in message)) return;
  const { orderId, status } = (message as { broadcast: { orderId: string; status: string } }).broadcast;
  position += 1;
  io.to(`order:${orderId}`).emit('order/statusChanged', {
    orderId,
    status,
    progress: 50,
    at: new Date().toISOString(),
    position: String(position),
  });
  process.send?.({ broadcasted: true });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
