import { Injectable } from '@nestjs/common';
import { PaymentGateway, type PaymentIntentInfo } from '../../payments';
import type { Order, OrderEvent } from '../order.decider';
import type { CheckoutDraft } from './checkout-draft';
import { CheckoutReservations } from './checkout-reservations';
import { NewOrderLimit } from './new-order-limit';

/** The payment intents of checkouts: opened for the server's total, counted per address when they open an order. */
@Injectable()
export class CheckoutIntents {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly newOrders: NewOrderLimit,
    private readonly reservations: CheckoutReservations,
  ) {}

  /** A new intent for this attempt (idempotent per order and fingerprint); a web order not yet placed counts (429). */
  async open(
    orderId: string,
    { order, personal }: CheckoutDraft,
    current: Order,
    clientIp: string | null,
  ): Promise<PaymentIntentInfo> {
    if (current.status === 'none' && order.channel !== 'kiosk' && clientIp) await this.newOrders.take(clientIp);
    return this.gateway.createIntent({
      orderId,
      attemptKey: `${orderId}:${order.fingerprint}`,
      amountSatang: order.totalSatang,
      receiptEmail: personal.customer.email || undefined,
    });
  }

  /** The client secret of the order's current intent, for a repeated checkout; null when there is none to reuse. */
  async secretOf(orderId: string): Promise<string | null> {
    const id = await this.reservations.paymentIntentOf(orderId);
    return id ? ((await this.gateway.retrieveIntent(id))?.clientSecret ?? null) : null;
  }

  /** An attempt that could not place or change its order (paid meanwhile): its key must not keep pointing there. */
  async abandon(intentId: string, { order }: CheckoutDraft): Promise<void> {
    await this.reservations.forget(order.cartId, order.fingerprint);
    await this.gateway.cancelIntent(intentId);
  }

  /** The replaced intent can never be paid now, so two tabs cannot both pay the cart. */
  async cancelReplaced(events: readonly OrderEvent[]): Promise<void> {
    for (const event of events) {
      if (event.type === 'OrderDetailsChanged' && event.data.previousPaymentIntentId)
        await this.gateway.cancelIntent(event.data.previousPaymentIntentId);
    }
  }
}
