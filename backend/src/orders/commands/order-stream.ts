import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { Clock } from '../../infrastructure/clock/clock';
import { loadState } from '../../infrastructure/cqrs/load-state';
import { handleCommand } from '../../infrastructure/cqrs/handle-command';
import { rememberedState, StreamStateCache } from '../../infrastructure/cqrs/stream-state-cache';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { type Order, type OrderEvent, orderDecider } from '../order.decider';

/**
 * Runs one decision against an order stream (the event store keeps the order read model with it). The state this
 * process last read or wrote is kept, so a checkout's next steps (placing after the init's read, recording the
 * payment after placing) decide without reading the stream again; the append's version check sends a decision made
 * on a stale state back to the store, and a refusal or a no-op is only reported once made on the stored stream.
 */
@Injectable()
export class OrderStream {
  private readonly cache = new StreamStateCache<Order>();

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  run(orderId: string, context: CommandContext, decide: (state: Order) => OrderEvent[]) {
    return handleCommand(this.store, streams.order(orderId), orderDecider, context, decide, {
      cache: this.cache,
      now: () => this.clock.now(),
    });
  }

  /**
   * An order under an id this process has just made up (a random UUID, never used): its stream cannot exist yet, so
   * it starts empty without a read (were it somehow there, the append's version check would find out).
   */
  startNew(orderId: string): Order {
    const state = orderDecider.initialState();
    this.cache.set(streams.order(orderId), state, 0);
    return state;
  }

  /** The order as this process last read or wrote it, with the store's check that it has not moved on. */
  remembered(orderId: string) {
    return rememberedState(this.cache, this.store, streams.order(orderId));
  }

  /** The order as stored now (always read from the store; also what the next `run` starts from). */
  async load(orderId: string): Promise<Order> {
    const streamId = streams.order(orderId);
    const { state, version } = await loadState(this.store, streamId, orderDecider);
    this.cache.set(streamId, state, version);
    return state;
  }
}
