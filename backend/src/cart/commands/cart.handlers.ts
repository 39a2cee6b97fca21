import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type CartAddResult, satangToBaht } from '@sound-putter/contracts';
import { type ConfigurationSummary, GetConfigurationsQuery } from '../../configurations';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import { NotFound } from '../../infrastructure/cqrs/domain-error';
import { addCartItem, changeCartItemQuantity, clearCart, removeCartItem } from '../cart.decider';
import {
  AddCartItemCommand,
  ChangeCartItemQuantityCommand,
  ClearCartCommand,
  RemoveCartItemCommand,
} from './cart.commands';
import { CartStream } from './cart-stream';

/** Configurations never change once recorded, so their unit price can be remembered (bounded, oldest out). */
const PRICE_CACHE_LIMIT = 10_000;

@CommandHandler(AddCartItemCommand)
export class AddCartItemHandler implements ICommandHandler<AddCartItemCommand> {
  constructor(
    private readonly carts: CartStream,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  private readonly prices = new Map<string, number>();

  async execute({ cartId, configurationId, quantity, context }: AddCartItemCommand): Promise<CartAddResult> {
    const unitPriceSatang = await this.unitPrice(configurationId);
    const { newState } = await this.carts.run(cartId, context, (state) =>
      addCartItem(
        {
          type: 'AddCartItem',
          cartId,
          newItemId: randomUUID(),
          configurationId,
          quantity,
          unitPriceSatang,
          maxTotalSatang: this.config.MAX_PAYMENT_SATANG,
          now: this.clock.now().toISOString(),
        },
        state,
      ),
    );
    // The decided state already holds every line and price: no read-back query needed for the answer.
    const line = newState.lines.find((l) => l.configurationId === configurationId);
    if (!line) throw new Error('added line missing from the cart state');
    return {
      item: { id: line.itemId, configurationId, quantity: line.quantity },
      count: newState.lines.reduce((n, l) => n + l.quantity, 0),
      subtotal: satangToBaht(newState.lines.reduce((n, l) => n + l.quantity * l.unitPriceSatang, 0)),
    };
  }

  private async unitPrice(configurationId: string): Promise<number> {
    const cached = this.prices.get(configurationId);
    if (cached !== undefined) return cached;
    const [found]: ConfigurationSummary[] = await this.queries.execute(new GetConfigurationsQuery([configurationId]));
    if (!found) throw new NotFound('configuration_not_found');
    if (this.prices.size >= PRICE_CACHE_LIMIT) this.prices.delete(this.prices.keys().next().value as string);
    this.prices.set(configurationId, found.totalPriceSatang);
    return found.totalPriceSatang;
  }
}

@CommandHandler(ChangeCartItemQuantityCommand)
export class ChangeCartItemQuantityHandler implements ICommandHandler<ChangeCartItemQuantityCommand> {
  constructor(
    private readonly carts: CartStream,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ cartId, itemId, quantity, context }: ChangeCartItemQuantityCommand): Promise<void> {
    await this.carts.run(cartId, context, (state) =>
      changeCartItemQuantity(
        {
          type: 'ChangeCartItemQuantity',
          cartId,
          itemId,
          quantity,
          maxTotalSatang: this.config.MAX_PAYMENT_SATANG,
          now: this.clock.now().toISOString(),
        },
        state,
      ),
    );
  }
}

@CommandHandler(RemoveCartItemCommand)
export class RemoveCartItemHandler implements ICommandHandler<RemoveCartItemCommand> {
  constructor(
    private readonly carts: CartStream,
    private readonly clock: Clock,
  ) {}

  async execute({ cartId, itemId, context }: RemoveCartItemCommand): Promise<void> {
    await this.carts.run(cartId, context, (state) =>
      removeCartItem({ type: 'RemoveCartItem', cartId, itemId, now: this.clock.now().toISOString() }, state),
    );
  }
}

@CommandHandler(ClearCartCommand)
export class ClearCartHandler implements ICommandHandler<ClearCartCommand> {
  constructor(
    private readonly carts: CartStream,
    private readonly clock: Clock,
  ) {}

  async execute({ cartId, context, reason }: ClearCartCommand): Promise<void> {
    await this.carts.run(cartId, context, (state) =>
      clearCart({ type: 'ClearCart', cartId, reason, now: this.clock.now().toISOString() }, state),
    );
  }
}

export const cartCommandHandlers = [
  AddCartItemHandler,
  ChangeCartItemQuantityHandler,
  RemoveCartItemHandler,
  ClearCartHandler,
];
