import type { CommandContext } from '../../infrastructure/cqrs/command-context';

export class AddCartItemCommand {
  constructor(
    readonly cartId: string,
    readonly configurationId: string,
    readonly quantity: number,
    readonly context: CommandContext,
  ) {}
}

export class ChangeCartItemQuantityCommand {
  constructor(
    readonly cartId: string,
    readonly itemId: string,
    readonly quantity: number,
    readonly context: CommandContext,
  ) {}
}

export class RemoveCartItemCommand {
  constructor(
    readonly cartId: string,
    readonly itemId: string,
    readonly context: CommandContext,
  ) {}
}

export class ClearCartCommand {
  constructor(
    readonly cartId: string,
    readonly context: CommandContext,
    readonly reason: 'shopper' | 'order_paid' | 'merged' = 'shopper',
  ) {}
}

/** At sign-in: the browser session's cart moves into the account's cart. */
export class MergeBrowserCartCommand {
  constructor(
    readonly sessionId: string,
    readonly userId: string,
    readonly context: CommandContext,
  ) {}
}
