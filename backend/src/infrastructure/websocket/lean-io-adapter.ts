import { IoAdapter } from '@nestjs/platform-socket.io';

type BindArgs = Parameters<IoAdapter['bindMessageHandlers']>;

/**
 * Nest's Socket.IO adapter, minus its per-connection cost for gateways that bind their own listeners. For every
 * connection Nest asks the adapter to bind the gateway's @SubscribeMessage handlers, and the stock adapter builds a
 * shared RxJS "disconnect" pipeline for the socket even when there are none: four Observables and their closures,
 * kept as long as the socket lives. With thousands of watchers that was most of the difference between the tracking
 * gateway and a bare Socket.IO server (backend/bench/tracking.ts, BENCH_HEAP_SNAPSHOTS). Gateways with handlers are
 * bound exactly as before.
 */
export class LeanIoAdapter extends IoAdapter {
  override bindMessageHandlers(...[socket, handlers, transform]: BindArgs): void {
    if (handlers.length === 0) return;
    super.bindMessageHandlers(socket, handlers, transform);
  }
}
