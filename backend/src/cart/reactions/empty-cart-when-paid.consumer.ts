import { Injectable } from '@nestjs/common';
import type { OrderPaid, OrderPlaced } from '@sound-putter/contracts';
import type { Client } from 'pg';
import { Clock } from '../../infrastructure/clock/clock';
import { systemContext } from '../../infrastructure/cqrs/command-context';
import { EventStore, type LogPosition, type RecordedEvent } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import type { LogConsumer } from '../../infrastructure/projections/subscription-runner';
import { clearCart } from '../cart.decider';
import { CartStream } from '../commands/cart-stream';

/**
 * OrderPaid in the log → the cart the order was placed from is emptied. The checkpoint moves only after the cart is
 * written, so a crash in between replays the payment on restart; the cart records which paid order emptied it, so the
 * replay changes nothing (and never empties lines added after the payment).
 */
@Injectable()
export class EmptyCartWhenPaidConsumer implements LogConsumer {
  readonly name = 'empty-cart-when-paid';

  constructor(
    private readonly store: EventStore,
    private readonly carts: CartStream,
    private readonly clock: Clock,
  ) {}

  async handleBatch(
    events: RecordedEvent[],
    _client: Client,
    saveCheckpoint: (at: LogPosition) => Promise<void>,
  ): Promise<void> {
    for (const event of events) {
      if (event.type === 'OrderPaid') await this.emptyCartOf(event as RecordedEvent<OrderPaid>);
    }
    const last = events[events.length - 1];
    await saveCheckpoint({ transactionId: last.transactionId, globalPosition: last.globalPosition });
  }

  private async emptyCartOf(paid: RecordedEvent<OrderPaid>): Promise<void> {
    const { orderId } = paid.data;
    // The order's first fact names the cart it came from; the log is the contexts' shared record.
    const { events } = await this.store.readStream<OrderPlaced>(streams.order(orderId));
    const placed = events.find((e) => e.type === 'OrderPlaced');
    if (!placed) return;
    const { cartId, lines } = placed.data;
    const orderedConfigurationIds = lines.map((line) => line.configurationId);
    const context = systemContext(paid.metadata.correlationId, paid.eventId);
    await this.carts.run(cartId, context, (state) =>
      clearCart(
        {
          type: 'ClearCart',
          cartId,
          reason: 'order_paid',
          orderId,
          orderedConfigurationIds,
          now: this.clock.now().toISOString(),
        },
        state,
      ),
    );
  }
}
