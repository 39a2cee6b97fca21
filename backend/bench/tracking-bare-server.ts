/**
 * The tracking bench's baseline: a bare Socket.IO server on node:http with no adapter, no auth and no database,
 * that joins a socket to the order's room on `order/watch` and acks, as the shop's gateway does.
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
server.listen(Number(process.env.PORT), '127.0.0.1');
