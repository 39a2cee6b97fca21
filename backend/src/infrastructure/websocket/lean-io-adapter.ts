import { IoAdapter } from '@nestjs/platform-socket.io';

type BindArgs = Parameters<IoAdapter['bindMessageHandlers']>;

/** Nest's Socket.IO adapter minus its per-connection RxJS pipeline for handler-less gateways (README, "Socket.IO"). */
export class LeanIoAdapter extends IoAdapter {
  override bindMessageHandlers(...[socket, handlers, transform]: BindArgs): void {
    if (handlers.length === 0) return;
    super.bindMessageHandlers(socket, handlers, transform);
  }
}
