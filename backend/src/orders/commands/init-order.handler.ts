import { createHash, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Address, InitOrderResult, OrderChannel, OrderLine } from '@sound-putter/contracts';
import { paymentLimitMessage, validationMessages as m } from '@sound-putter/contracts';
import { Pool } from 'pg';
import { CustomerAddressesService } from '../../accounts';
import { type CheckoutCart, GetCheckoutCartQuery } from '../../cart';
import { type ConfigurationSummary, GetConfigurationsQuery } from '../../configurations';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import { DomainError, ValidationFailed } from '../../infrastructure/cqrs/domain-error';
import { PaymentGateway } from '../../payments';
import { placeOrder } from '../order.decider';
import { InitOrderCommand } from './order.commands';
import { OrderStream } from './order-stream';

const channelFor = (channel: string): OrderChannel => (channel === 'kiosk' || channel === 'staff' ? channel : 'web');

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
  constructor(
    private readonly queries: QueryBus,
    private readonly orders: OrderStream,
    private readonly gateway: PaymentGateway,
    @Inject(Pool) private readonly pool: Pool,
    private readonly addresses: CustomerAddressesService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ cartId, details, userId, sessionId, context }: InitOrderCommand): Promise<InitOrderResult> {
    const cart: CheckoutCart = await this.queries.execute(new GetCheckoutCartQuery(cartId));
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
    const modelNames = await this.modelNames(lines.map((l) => l.configurationId));
    const orderLines: OrderLine[] = lines.map((l) => ({
      configurationId: l.configurationId,
      quantity: l.quantity,
      unitPriceSatang: l.unitPriceSatang,
      modelName: modelNames.get(l.configurationId) ?? 'Custom Putter',
    }));
    const totalSatang = orderLines.reduce((sum, l) => sum + l.unitPriceSatang * l.quantity, 0);
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
    const channel = channelFor(context.channel);
    // The cart's version changes with every edit and with the clear after payment, so an old paid order never matches.
    const fingerprint = createHash('sha256')
      .update(
        JSON.stringify([cartId, cart.version, orderLines, customer, shippingAddress, billingAddress, userId, channel]),
      )
      .digest('hex');

    const orderId = await this.reserveOrderId(cartId, fingerprint);
    const state = await this.orders.load(orderId);
    if (state.status !== 'none') {
      const clientSecret = await this.clientSecretOf(orderId);
      if (clientSecret) return { orderId, clientSecret };
    }
    const intent = await this.gateway.createIntent({
      orderId,
      amountSatang: totalSatang,
      receiptEmail: customer.email || undefined,
    });
    await this.orders.run(orderId, context, (s) =>
      placeOrder(
        {
          type: 'PlaceOrder',
          orderId,
          cartId,
          userId,
          sessionId,
          channel,
          customer,
          shippingAddress,
          billingAddress,
          lines: orderLines,
          totalSatang,
          paymentIntentId: intent.id,
          fingerprint,
          saveForFuture: details.saveForFuture === true,
          now: this.clock.now().toISOString(),
        },
        s,
      ),
    );
    if (userId && details.saveForFuture) {
      await this.addresses.saveDefault(userId, { ...customer, shippingAddress, billingAddress });
    }
    return { orderId, clientSecret: intent.clientSecret };
  }

  private async reserveOrderId(cartId: string, fingerprint: string): Promise<string> {
    const { rows } = await this.pool.query<{ order_id: string }>(
      `WITH ins AS (
         INSERT INTO order_init_keys (cart_id, fingerprint, order_id) VALUES ($1, $2, $3)
         ON CONFLICT (cart_id, fingerprint) DO NOTHING RETURNING order_id)
       SELECT order_id FROM ins UNION ALL SELECT order_id FROM order_init_keys WHERE cart_id = $1 AND fingerprint = $2`,
      [cartId, fingerprint, randomUUID()],
    );
    if (rows[0]) return rows[0].order_id;
    // A concurrent init committed the same key after this statement's snapshot: its row is visible now.
    const again = await this.pool.query<{ order_id: string }>(
      'SELECT order_id FROM order_init_keys WHERE cart_id = $1 AND fingerprint = $2',
      [cartId, fingerprint],
    );
    return again.rows[0].order_id;
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
