import { Injectable } from '@nestjs/common';
import type { OrderPaid, OrderPlaced } from '@sound-putter/contracts';
import type { Client } from 'pg';
import { Clock } from '../../infrastructure/clock/clock';
import { systemContext } from '../../infrastructure/cqrs/command-context';
import { EventStore, type LogPosition, type RecordedEvent } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { IDEMPOTENT_CHECKPOINT_EVERY_MS, type LogConsumer } from '../../infrastructure/projections/subscription-runner';
import { clearCart } from '../cart.decider';
import { CartStream } from '../commands/cart-stream';

/**
 * OrderPaid in the log → the cart the order was placed from is emptied. The checkpoint moves only after the cart is
 * written, so a crash in between replays the payment on restart; the cart records which paid order emptied it, so the
 * replay changes nothing (and never empties lines added after the payment).
 */
/** How many placed-but-unpaid orders the consumer keeps in memory (the oldest is forgotten first; it is re-read). */
const PLACED_ORDERS_KEPT = 5000;

interface PlacedOrder {
  cartId: string;
  orderedConfigurationIds: string[];
}

const placedOrderOf = ({ cartId, lines }: OrderPlaced['data']): PlacedOrder => ({
  cartId,
  orderedConfigurationIds: lines.map((line) => line.configurationId),
});

@Injectable()
export class EmptyCartWhenPaidConsumer implements LogConsumer {
  readonly name = 'empty-cart-when-paid';
  readonly checkpointEveryMs = IDEMPOTENT_CHECKPOINT_EVERY_MS;
  private readonly placed = new Map<string, PlacedOrder>();

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
      if (event.type === 'OrderPlaced') this.rememberPlaced(event as RecordedEvent<OrderPlaced>);
      else if (event.type === 'OrderPaid') await this.emptyCartOf(event as RecordedEvent<OrderPaid>);
    }
    const last = events[events.length - 1];
    await saveCheckpoint({ transactionId: last.transactionId, globalPosition: last.globalPosition });
  }

  /**
   * The order's first fact names the cart it came from. The log brings it shortly before the payment, so it is kept
   * (for the newest orders) and the payment needs no read of the order's stream.
   */
  private rememberPlaced(placed: RecordedEvent<OrderPlaced>): void {
    this.placed.set(placed.data.orderId, placedOrderOf(placed.data));
    if (this.placed.size > PLACED_ORDERS_KEPT) this.placed.delete(this.placed.keys().next().value as string);
  }

  /** The cart and lines an order was placed with: as kept from the log, or read from the order's stream. */
  private async placedOrder(orderId: string): Promise<PlacedOrder | null> {
    const kept = this.placed.get(orderId);
    if (kept) return kept;
    const { events } = await this.store.readStream<OrderPlaced>(streams.order(orderId));
    const placed = events.find((e) => e.type === 'OrderPlaced');
    return placed ? placedOrderOf(placed.data) : null;
  }

  private async emptyCartOf(paid: RecordedEvent<OrderPaid>): Promise<void> {
    const { orderId } = paid.data;
    const order = await this.placedOrder(orderId);
    if (!order) return;
    this.placed.delete(orderId);
    const { cartId, orderedConfigurationIds } = order;
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
