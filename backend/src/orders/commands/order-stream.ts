import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import { Clock } from '../../infrastructure/clock/clock';
import { loadState } from '../../infrastructure/cqrs/load-state';
import { handleCommand } from '../../infrastructure/cqrs/handle-command';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { InlineProjections } from '../../infrastructure/projections/inline-projections';
import { type Order, type OrderEvent, orderDecider } from '../order.decider';

/** Runs one decision against an order stream with the order read model committed alongside. */
@Injectable()
export class OrderStream {
  constructor(
    private readonly store: EventStore,
    private readonly inline: InlineProjections,
    private readonly clock: Clock,
  ) {}

  run(orderId: string, context: CommandContext, decide: (state: Order) => OrderEvent[]) {
    return handleCommand(this.store, streams.order(orderId), orderDecider, context, decide, {
      beforeCommit: this.inline.beforeCommit,
      now: () => this.clock.now(),
    });
  }

  async load(orderId: string): Promise<Order> {
    return (await loadState(this.store, streams.order(orderId), orderDecider)).state;
  }
}
