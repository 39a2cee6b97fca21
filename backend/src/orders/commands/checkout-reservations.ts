import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { CheckoutCart } from '../../cart';
import { streams } from '../../infrastructure/event-store/stream-names';
import type { CheckoutDraft } from './checkout-draft';
import { rememberSubjectKey, type SubjectKey } from '../../infrastructure/personal-data/personal-data-vault';

/** The cart moved on after the version the checkout was decided on: nothing was reserved. */
export class CartMovedOn extends Error {}

export interface Reservation {
  orderId: string;
  /** The order id was made up for this checkout: its stream does not exist yet. */
  isNew: boolean;
  customerKey: SubjectKey;
}

/** The orders' checkout tables (`order_init_keys`, `cart_checkouts`), through `reserve_checkout` (see its migration). */
@Injectable()
export class CheckoutReservations {
  constructor(@Inject(Pool) private readonly pool: Pool) {}

  /**
   * The cart's unpaid order, or a new id; a repeat of the same cart and fingerprint gets the same order. A cart answered
   * from memory is checked to be still at its version (else CartMovedOn).
   */
  async reserve({ order, customerLookup }: CheckoutDraft, cart: CheckoutCart): Promise<Reservation> {
    try {
      const { rows } = await this.pool.query<{ order_id: string; is_new: boolean; subject_id: string; key: Buffer }>({
        name: 'reserve_checkout',
        text: 'SELECT order_id, is_new, subject_id, key FROM reserve_checkout($1, $2, $3, $4, $5, $6, $7)',
        values: [
          order.cartId,
          order.fingerprint,
          randomUUID(),
          streams.cart(order.cartId),
          cart.remembered ? cart.version : null,
          customerLookup,
          randomBytes(32),
        ],
      });
      const [{ order_id: orderId, is_new: isNew, subject_id: subjectId, key }] = rows;
      return { orderId, isNew, customerKey: rememberSubjectKey(subjectId, key) };
    } catch (error) {
      if ((error as { code?: string }).code === 'ES409') throw new CartMovedOn();
      throw error;
    }
  }

  /** Drops an attempt's key, so it no longer points at an order it could not place or change (paid meanwhile). */
  async forget(cartId: string, fingerprint: string): Promise<void> {
    await this.pool.query('DELETE FROM order_init_keys WHERE cart_id = $1 AND fingerprint = $2', [cartId, fingerprint]);
  }

  async paymentIntentOf(orderId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ payment_intent_id: string | null }>(
      'SELECT payment_intent_id FROM rm_orders WHERE id = $1',
      [orderId],
    );
    return rows[0]?.payment_intent_id ?? null;
  }
}
