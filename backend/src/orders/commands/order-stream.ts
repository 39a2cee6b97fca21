import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { Clock } from '../../infrastructure/clock/clock';
import { checkableState, loadState } from '../../infrastructure/cqrs/load-state';
import { handleCommand } from '../../infrastructure/cqrs/handle-command';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { type Order, type OrderEvent, orderDecider } from '../order.decider';

/** Runs one decision against an order stream (the event store keeps the order read model with it). */
@Injectable()
export class OrderStream {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  run(orderId: string, context: CommandContext, decide: (state: Order) => OrderEvent[]) {
    return handleCommand(this.store, streams.order(orderId), orderDecider, context, decide, {
      now: () => this.clock.now(),
    });
  }

  /** An order under an id this process has just made up (a random UUID, never used): its stream cannot exist yet. */
  startNew(orderId: string): Order {
    this.store.expectNew(streams.order(orderId));
    return orderDecider.initialState();
  }

  /** The order as this process last learned it, with the store's check that it has not moved on (see checkableState). */
  remembered(orderId: string) {
    return checkableState(this.store, streams.order(orderId), orderDecider);
  }

  /** The order as stored now (read from the store). */
  async load(orderId: string): Promise<Order> {
    return (await loadState(this.store, streams.order(orderId), orderDecider)).state;
  }
}
