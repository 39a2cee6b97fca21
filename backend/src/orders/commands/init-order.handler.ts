import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { InitOrderResult } from '@sound-putter/contracts';
import { CustomerAddressesService } from '../../accounts';
import { type CheckoutCart, GetCheckoutCartQuery } from '../../cart';
import { type ConfigurationSummary, GetConfigurationsQuery } from '../../configurations';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import { sealedWith } from '../../infrastructure/personal-data/personal-data-vault';
import { changeOrderDetails, placeOrder } from '../order.decider';
import { checkoutDraft, refuseWithdrawn } from './checkout-draft';
import { CheckoutIntents } from './checkout-intents';
import { CartMovedOn, CheckoutReservations } from './checkout-reservations';
import { InitOrderCommand } from './order.commands';
import { OrderStream } from './order-stream';

/** Places the cart's order (or takes over its unpaid one) and opens its payment intent; a repeat gets the same order. */
@CommandHandler(InitOrderCommand)
export class InitOrderHandler implements ICommandHandler<InitOrderCommand, InitOrderResult> {
  constructor(
    private readonly queries: QueryBus,
    private readonly reservations: CheckoutReservations,
    private readonly orders: OrderStream,
    private readonly intents: CheckoutIntents,
    private readonly addresses: CustomerAddressesService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(command: InitOrderCommand): Promise<InitOrderResult> {
    // A cart answered from memory that moved on meanwhile (another replica, or emptied after a payment) reserves nothing.
    return this.place(command, false).catch((error: unknown) => {
      if (error instanceof CartMovedOn) return this.place(command, true);
      throw error;
    });
  }

  private async place(command: InitOrderCommand, freshCart: boolean): Promise<InitOrderResult> {
    const cart: CheckoutCart = await this.queries.execute(new GetCheckoutCartQuery(command.cartId, freshCart));
    const ids = cart.lines.map((l) => l.configurationId);
    const found: ConfigurationSummary[] = await this.queries.execute(new GetConfigurationsQuery(ids));
    refuseWithdrawn(found);
    const names = new Map(found.map((c) => [c.id, c.names.model]));
    const draft = checkoutDraft(command, cart, names, this.config.MAX_PAYMENT_SATANG);
    const { orderId, isNew, customerKey } = await this.reservations.reserve(draft, cart);
    const state = isNew ? this.orders.startNew(orderId) : await this.orders.load(orderId);
    const { fingerprint } = draft.order;
    const secret =
      state.status !== 'none' && state.fingerprint === fingerprint && (await this.intents.secretOf(orderId));
    if (secret) return { orderId, clientSecret: secret };
    const intent = await this.intents.open(orderId, draft, state, command.clientIp);
    const personal = sealedWith(customerKey, draft.personal);
    const now = this.clock.now().toISOString();
    const order = { orderId, ...draft.order, personal, paymentIntentId: intent.id, now };
    const { newEvents } = await this.orders
      .run(orderId, command.context, (s) =>
        s.status === 'none' || s.fingerprint === fingerprint
          ? placeOrder({ type: 'PlaceOrder', ...order }, s)
          : changeOrderDetails({ type: 'ChangeOrderDetails', ...order }, s),
      )
      .catch(async (error: unknown) => {
        await this.intents.abandon(intent.id, draft);
        throw error;
      });
    await this.intents.cancelReplaced(newEvents);
    const { customer, shippingAddress, billingAddress } = draft.personal;
    if (command.userId && order.saveForFuture)
      await this.addresses.saveDefault(command.userId, { ...customer, shippingAddress, billingAddress });
    return { orderId, clientSecret: intent.clientSecret };
  }
}
