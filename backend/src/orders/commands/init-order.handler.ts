import { createHash, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Address, InitOrderResult, OrderChannel, OrderLine } from '@sound-putter/contracts';
import { paymentLimitMessage, validationMessages as m } from '@sound-putter/contracts';
import { Pool, type QueryResult } from 'pg';
import { CustomerAddressesService } from '../../accounts';
import { type CheckoutCart, GetCheckoutCartQuery } from '../../cart';
import { type ConfigurationSummary, GetConfigurationsQuery } from '../../configurations';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import { DomainError, ValidationFailed } from '../../infrastructure/cqrs/domain-error';
import { renderStatement } from '../../infrastructure/database/sql-literal';
import type { StreamVersionCheck } from '../../infrastructure/event-store/event-store.port';
import { RecentKeys } from '../../infrastructure/cqrs/recent-keys';
import {
  type KeyRow,
  personalDataLookup,
  type Sealed,
  sealedWith,
  subjectKeyFrom,
  subjectKeyStatement,
} from '../../infrastructure/personal-data/personal-data-vault';
import { PaymentGateway, type PaymentIntentInfo } from '../../payments';
import { changeOrderDetails, placeOrder } from '../order.decider';
import { NewOrderLimit } from './new-order-limit';
import { InitOrderCommand } from './order.commands';
import { OrderStream } from './order-stream';

const channelFor = (channel: string): OrderChannel => (channel === 'kiosk' || channel === 'staff' ? channel : 'web');

/** The cart answered from memory had moved on by the reservation (which did not happen). */
class StaleCart extends Error {}

const addressOf = (a: Address): Address => ({
  streetAddress: a.streetAddress.trim(),
  city: a.city.trim(),
  state: a.state.trim(),
  postalCode: a.postalCode.trim(),
  country: a.country.trim(),
});

/**
 * Places the order from the cart as the event log has it (prices snapshotted when each line was added), opens a
 * payment intent for the server's total, and answers a repeat of the same cart and details with the same order.
 */
@CommandHandler(InitOrderCommand)
export class InitOrderHandler implements ICommandHandler<InitOrderCommand, InitOrderResult> {
  /** Carts this process reserved an order for lately: a checkout of one of them is likely a repeat. */
  private readonly reservedCarts = new RecentKeys(10_000);

  constructor(
    private readonly queries: QueryBus,
    private readonly orders: OrderStream,
    private readonly gateway: PaymentGateway,
    @Inject(Pool) private readonly pool: Pool,
    private readonly addresses: CustomerAddressesService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly newOrders: NewOrderLimit,
  ) {}

  async execute(command: InitOrderCommand): Promise<InitOrderResult> {
    try {
      return await this.place(command, false);
    } catch (error) {
      // The cart this process remembered had moved on (another replica, or emptied after a payment): nothing was
      // reserved; once more from the stream.
      if (error instanceof StaleCart) return this.place(command, true);
      throw error;
    }
  }

  private async place(
    { cartId, details, userId, sessionId, context, clientIp, language }: InitOrderCommand,
    freshCart: boolean,
  ): Promise<InitOrderResult> {
    const cart: CheckoutCart = await this.queries.execute(new GetCheckoutCartQuery(cartId, freshCart));
    const { lines } = cart;
    if (lines.length === 0) throw new DomainError('empty_cart');

    const billing = details.billingAddressSameAsShipping ? details.shippingAddress : details.billingAddress;
    if (!billing) {
      throw new ValidationFailed({
        'customerDetails.billingAddress': [
          m.streetAddressRequired,
          m.cityRequired,
          m.stateRequired,
          m.postalCodeRequired,
          m.countryRequired,
        ],
      });
    }
    const totalSatang = lines.reduce((sum, l) => sum + l.unitPriceSatang * l.quantity, 0);
    // Checked again here: the limit may have been lowered since the lines were added, and no intent may ask more.
    if (totalSatang > this.config.MAX_PAYMENT_SATANG) {
      const message = paymentLimitMessage(this.config.MAX_PAYMENT_SATANG);
      throw new DomainError('payment_limit_exceeded', message, { cart: [message] });
    }
    const customer = {
      name: details.name.trim(),
      email: details.email.trim(),
      phone: details.phone.trim(),
      phoneCountryCode: details.phoneCountryCode.trim(),
    };
    const shippingAddress = addressOf(details.shippingAddress);
    const billingAddress = addressOf(billing);
    // The log gets the personal fields only sealed with this customer's key (crypto-shredding, PDPA erasure); the
    // key is found or made in the reservation's message.
    const lookup = personalDataLookup({ ...customer, userId });
    const modelNames = await this.modelNames(lines.map((l) => l.configurationId));
    const orderLines: OrderLine[] = lines.map((l) => ({
      configurationId: l.configurationId,
      quantity: l.quantity,
      unitPriceSatang: l.unitPriceSatang,
      modelName: modelNames.get(l.configurationId) ?? 'Custom Putter',
    }));
    const channel = channelFor(context.channel);
    // The cart's version changes with every edit and with the clear after payment, so an old paid order never matches.
    const fingerprint = createHash('sha256')
      .update(
        JSON.stringify([cartId, cart.version, orderLines, customer, shippingAddress, billingAddress, userId, channel]),
      )
      .digest('hex');
    // Web checkouts from an address are counted beside the reservation rather than after it: most inits open a new
    // order, and one that turns out not to (a repeat, or another tab's) gives its count back below.
    const counted = channel !== 'kiosk' && clientIp ? this.countNewOrder(clientIp) : null;
    // A cart has one unpaid order: a checkout with other details takes it over instead of opening a second one.
    const candidate = randomUUID();
    const reserved = this.reserveOrderId(cartId, fingerprint, candidate, cart.check, lookup);
    reserved.catch(() => undefined);
    // The first checkout of a cart opens a new order nearly always, so its intent is opened beside the reservation,
    // for the id the reservation will most likely give; any other answer cancels it. A cart this process reserved
    // before is likely a repeat: its intent waits for the reservation.
    const early = this.reservedCarts.has(cartId)
      ? null
      : this.gateway.createIntent({
          orderId: candidate,
          attemptKey: `${candidate}:${fingerprint}`,
          amountSatang: totalSatang,
          receiptEmail: customer.email || undefined,
        });
    early?.catch(() => undefined);
    const refused = await counted?.catch(async (error: unknown) => {
      await this.cancelEarly(early);
      throw error;
    });
    let orderId: string, isNew: boolean, personal: Sealed;
    try {
      let customerKey: KeyRow[];
      ({ orderId, isNew, customerKey } = await reserved);
      personal = sealedWith(await subjectKeyFrom(this.pool, lookup, customerKey), {
        customer,
        shippingAddress,
        billingAddress,
      });
    } catch (error) {
      // Nothing was opened: the count is given back, the early intent cancelled.
      if (counted && clientIp) await this.newOrders.giveBack(clientIp);
      await this.cancelEarly(early);
      if (cart.check?.failed(error)) throw new StaleCart();
      throw error;
    }
    this.reservedCarts.add(cartId);
    if (!isNew) await this.cancelEarly(early);
    const checkout = {
      cartId,
      userId,
      sessionId,
      channel,
      personal,
      lines: orderLines,
      totalSatang,
      fingerprint,
      saveForFuture: details.saveForFuture === true,
      language,
    };
    // An id made up just now has no stream yet: no read needed.
    const state = isNew ? this.orders.startNew(orderId) : await this.orders.load(orderId);
    if (counted && clientIp) {
      if (state.status !== 'none') await this.newOrders.giveBack(clientIp);
      else if (refused) {
        if (isNew) await this.cancelEarly(early);
        throw refused;
      }
    }
    if (state.status !== 'none' && state.fingerprint === fingerprint) {
      const clientSecret = await this.clientSecretOf(orderId);
      if (clientSecret) return { orderId, clientSecret };
    }
    const intent =
      isNew && early
        ? await early
        : await this.gateway.createIntent({
            orderId,
            attemptKey: `${orderId}:${fingerprint}`,
            amountSatang: totalSatang,
            receiptEmail: customer.email || undefined,
          });
    const now = this.clock.now().toISOString();
    const paymentIntentId = intent.id;
    const { newEvents } = await this.orders
      .run(orderId, context, (s) =>
        s.status === 'none' || s.fingerprint === fingerprint
          ? placeOrder({ type: 'PlaceOrder', orderId, ...checkout, paymentIntentId, now }, s)
          : changeOrderDetails({ type: 'ChangeOrderDetails', orderId, ...checkout, paymentIntentId, now }, s),
      )
      .catch(async (error: unknown) => {
        // Paid meanwhile: this attempt's key must not keep pointing at the paid order.
        await this.pool.query('DELETE FROM order_init_keys WHERE cart_id = $1 AND fingerprint = $2', [
          cartId,
          fingerprint,
        ]);
        await this.gateway.cancelIntent(paymentIntentId);
        throw error;
      });
    for (const event of newEvents) {
      // The replaced intent can never be paid now, so two tabs cannot both pay the cart.
      if (event.type === 'OrderDetailsChanged' && event.data.previousPaymentIntentId)
        await this.gateway.cancelIntent(event.data.previousPaymentIntentId);
    }
    if (userId && details.saveForFuture) {
      await this.addresses.saveDefault(userId, { ...customer, shippingAddress, billingAddress });
    }
    return { orderId, clientSecret: intent.clientSecret };
  }

  /**
   * The order this checkout goes to: the cart's unpaid order, or a new id (`isNew`). Under a per-cart lock, and an order that
   * is only reserved (its first init has not placed it yet) counts as unpaid, so two first checkouts of one cart
   * racing each other reach the same order: one places it, the other changes its details.
   *
   * One message, one round trip: PostgreSQL runs a multi-statement message as one implicit transaction, so the
   * advisory lock is held to its end, and the statements after it take their snapshots after the lock was granted
   * (read committed), so they see what the previous holder committed. The cart's check (when the cart was answered
   * from memory) and the customer's key ride in the same message.
   */
  private async reserveOrderId(
    cartId: string,
    fingerprint: string,
    candidate: string,
    cartCheck: StreamVersionCheck | null,
    customerLookup: string,
  ): Promise<{ orderId: string; isNew: boolean; customerKey: KeyRow[] }> {
    const text = [
      { text: 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', values: [`cart-checkout:${cartId}`] },
      // Under the lock, so the cart cannot be emptied between this check and the reservation's commit unnoticed.
      ...(cartCheck ? [cartCheck.statement] : []),
      {
        // rm_orders is written with each order event; no row yet means reserved but not placed. A data-modifying
        // CTE runs exactly once whether or not the final SELECT reads it; `chosen` is the new key's order, or
        // the one this cart and fingerprint already had.
        text: `WITH unpaid AS (
                 SELECT c.order_id FROM cart_checkouts c LEFT JOIN rm_orders o ON o.id = c.order_id
                  WHERE c.cart_id = $1 AND (o.id IS NULL OR (o.status = 'pending' AND o.payment_status <> 'paid'))
                  LIMIT 1),
               ins AS (
                 INSERT INTO order_init_keys (cart_id, fingerprint, order_id)
                 VALUES ($1, $2, COALESCE((SELECT order_id FROM unpaid), $3::uuid))
                 ON CONFLICT (cart_id, fingerprint) DO NOTHING RETURNING order_id),
               chosen AS (
                 SELECT order_id FROM ins
                 UNION ALL SELECT order_id FROM order_init_keys WHERE cart_id = $1 AND fingerprint = $2
                 LIMIT 1),
               checkout AS (
                 INSERT INTO cart_checkouts (cart_id, order_id) SELECT $1, order_id FROM chosen
                 ON CONFLICT (cart_id) DO UPDATE SET order_id = EXCLUDED.order_id, updated_at = now())
             SELECT order_id FROM chosen`,
        values: [cartId, fingerprint, candidate],
      },
      // The customer's key for sealing, in the same round trip (committed with the reservation).
      subjectKeyStatement(customerLookup),
    ]
      .map(renderStatement)
      .join(';\n');
    const results = (await this.pool.query(text)) as unknown as QueryResult[];
    const orderId = (results[results.length - 2].rows[0] as { order_id: string }).order_id;
    return { orderId, isNew: orderId === candidate, customerKey: results[results.length - 1].rows as KeyRow[] };
  }

  /** Cancels an intent opened beside the reservation that this checkout does not use (if it was opened at all). */
  private async cancelEarly(early: Promise<PaymentIntentInfo> | null): Promise<void> {
    const intent = await early?.catch(() => null);
    if (intent) await this.gateway.cancelIntent(intent.id);
  }

  /** Counts a new order for the address; the refusal (over the hourly limit) is returned, to be thrown if it is new. */
  private async countNewOrder(clientIp: string): Promise<DomainError | null> {
    try {
      await this.newOrders.take(clientIp);
      return null;
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
  }

  private async clientSecretOf(orderId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ payment_intent_id: string | null }>(
      'SELECT payment_intent_id FROM rm_orders WHERE id = $1',
      [orderId],
    );
    const id = rows[0]?.payment_intent_id;
    return id ? ((await this.gateway.retrieveIntent(id))?.clientSecret ?? null) : null;
  }

  private async modelNames(configurationIds: string[]): Promise<Map<string, string>> {
    const found: ConfigurationSummary[] = await this.queries.execute(new GetConfigurationsQuery(configurationIds));
    return new Map(found.map((c) => [c.id, c.names.model]));
  }
}
