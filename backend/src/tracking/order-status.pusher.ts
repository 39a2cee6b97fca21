import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  type OrderEventPayload,
  orderProgress,
  type OrderStatus,
  type OrderStatusChangedPayload,
  type OrderUpdatedPayload,
  rooms,
  type ServerToClientEvents,
  shortOrderId,
  type StaffOrderNotice,
} from '@sound-putter/contracts';
import { Redis } from 'ioredis';
import type { Client } from 'pg';
import { Server } from 'socket.io';
import { Clock } from '../infrastructure/clock/clock';
import { AppConfig } from '../infrastructure/config/app-config';
import type { LogPosition, RecordedEvent } from '../infrastructure/event-store/event-store.port';
import { IDEMPOTENT_CHECKPOINT_EVERY_MS, type LogConsumer } from '../infrastructure/projections/subscription-runner';
import { socketStreamName } from '../infrastructure/redis/redis-namespace';
import { serverEventPayload } from '../infrastructure/wire/socket-payloads';

/** A push about a change this old helps nobody (clients resync on watch); a first run over a long log skips them. */
export const PUSH_MAX_AGE_MS = 10 * 60 * 1000;

interface Push {
  rooms: string[];
  event: keyof ServerToClientEvents;
  payload: OrderStatusChangedPayload | StaffOrderNotice | OrderUpdatedPayload;
}

/** Changes the customer's page shows that are no status step: the order's watchers and boards read it again. */
const updatesSeenByCustomer = new Set<OrderEventPayload['type']>([
  'TrackingNumberCorrected',
  'OrderRefunded',
  'OrderRefundSettled',
  'OrderPaymentReturned',
  'OrderRemakeOpened',
]);

const statusAfter: Partial<Record<OrderEventPayload['type'], OrderStatus>> = {
  OrderPlaced: 'pending',
  OrderConfirmed: 'confirmed',
  CraftingStarted: 'crafting',
  OrderShipped: 'shipped',
  // A pickup order ready at the counter stands where a shipped one does (75 %); its page reads the read model.
  OrderReadyForPickup: 'shipped',
  OrderDelivered: 'delivered',
};

/** The pushes one event causes: a status change to its watchers and staff, and staff notices. */
export const pushesFor = (recorded: RecordedEvent): Push[] => {
  const event = { type: recorded.type, data: recorded.data } as OrderEventPayload;
  const { orderId } = event.data;
  const at = recorded.metadata.at;
  const position = recorded.globalPosition;
  const pushes: Push[] = [];
  const statusChanged = (status: OrderStatus, cancelled: boolean) =>
    pushes.push({
      rooms: [rooms.order(orderId), rooms.staff],
      event: 'order/statusChanged',
      payload: { orderId, status, progress: orderProgress[status], at, position, cancelled },
    });
  const status = statusAfter[event.type];
  if (status) statusChanged(status, false);
  // A recalled step: the status it went back to.
  if (event.type === 'OrderStepRecalled') statusChanged(event.data.toStatus, false);
  if (event.type === 'OrderCancelled') statusChanged(event.data.fromStatus, true);
  const notice = (deliveryDeadline: string | null): StaffOrderNotice => ({
    orderId,
    shortId: shortOrderId(orderId),
    at,
    deliveryDeadline,
    position,
  });
  const updated = (to: string[]) =>
    pushes.push({ rooms: to, event: 'order/updated', payload: { orderId, at, position } });
  if (updatesSeenByCustomer.has(event.type)) updated([rooms.order(orderId), rooms.staff]);
  // A note for staff only is news for the boards alone: its order's watchers are not told it exists.
  if (event.type === 'OrderNoteAdded')
    updated(event.data.visibility === 'customer' ? [rooms.order(orderId), rooms.staff] : [rooms.staff]);
  if (event.type === 'OrderPlaced') pushes.push({ rooms: [rooms.staff], event: 'order/placed', payload: notice(null) });
  if (event.type === 'CraftingDeadlineAtRisk')
    pushes.push({ rooms: [rooms.staff], event: 'order/atRisk', payload: notice(event.data.deliveryDeadline) });
  if (event.type === 'CraftingDeadlineMissed')
    pushes.push({ rooms: [rooms.staff], event: 'order/overdue', payload: notice(event.data.deliveryDeadline) });
  return pushes;
};

/** The part of a Socket.IO cluster adapter the pusher calls: its broadcast resolves once the stream has the packet. */
interface AwaitableBroadcast {
  broadcast(
    packet: { type: number; data: unknown[]; nsp: string },
    opts: { rooms: Set<string>; except: Set<string>; flags: Record<string, never> },
  ): Promise<void> | void;
}

const EVENT_PACKET = 2;

/**
 * Pushes order changes from the ordered log into the API replicas' rooms, at least once (README, "Socket.IO"), and
 * tells every socket when the catalog changed.
 */
@Injectable()
export class OrderStatusPusher implements LogConsumer, OnApplicationShutdown {
  readonly name = 'order-status-pusher';
  readonly checkpointEveryMs = IDEMPOTENT_CHECKPOINT_EVERY_MS;
  private readonly redis: Redis;
  private readonly io: Server<Record<string, never>, ServerToClientEvents>;

  constructor(
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
    this.redis.on('error', () => undefined);
    // With state recovery on, the cluster adapter awaits the stream append before broadcast() resolves.
    this.io = new Server({ connectionStateRecovery: {} });
    this.io.adapter(
      createAdapter(this.redis, { streamName: socketStreamName(config.DATABASE_URL), blockTimeInMs: 2000 }),
    );
  }

  async handleBatch(
    events: RecordedEvent[],
    _client: Client,
    saveCheckpoint: (at: LogPosition) => Promise<void>,
  ): Promise<void> {
    const oldest = this.clock.now().getTime() - PUSH_MAX_AGE_MS;
    const adapter = this.io.of('/').adapter as unknown as AwaitableBroadcast;
    // A catalog change (availability, price, name) tells every socket once per batch: shops read the catalog again.
    const catalogChange = events
      .filter((e) => e.streamId.startsWith('catalog-') && Date.parse(e.createdAt) >= oldest)
      .pop();
    if (catalogChange) {
      const payload = { at: catalogChange.metadata.at, position: catalogChange.globalPosition };
      await adapter.broadcast(
        { type: EVENT_PACKET, data: ['catalog/changed', serverEventPayload('catalog/changed', payload)], nsp: '/' },
        { rooms: new Set(), except: new Set(), flags: {} },
      );
    }
    for (const recorded of events) {
      if (!recorded.streamId.startsWith('order-') || Date.parse(recorded.createdAt) < oldest) continue;
      for (const push of pushesFor(recorded)) {
        await adapter.broadcast(
          { type: EVENT_PACKET, data: [push.event, serverEventPayload(push.event, push.payload)], nsp: '/' },
          { rooms: new Set(push.rooms), except: new Set(), flags: {} },
        );
      }
    }
    const last = events[events.length - 1];
    await saveCheckpoint({ transactionId: last.transactionId, globalPosition: last.globalPosition });
  }

  async onApplicationShutdown(): Promise<void> {
    // Server.close() expects an attached engine; this server has none, so only its adapter is closed.
    await this.io.of('/').adapter.close();
    this.redis.disconnect();
  }
}
