import {
  type CartCleared,
  type CartItemAdded,
  type CartItemQuantityChanged,
  type CartItemRemoved,
  type CartMerged,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  paymentLimitMessage,
} from '@sound-putter/contracts';
import { assertNever, type Decider } from '../infrastructure/cqrs/decider';
import { DomainError, NotFound } from '../infrastructure/cqrs/domain-error';

export type CartEvent = CartItemAdded | CartItemQuantityChanged | CartItemRemoved | CartCleared | CartMerged;

export interface CartLine {
  itemId: string;
  configurationId: string;
  quantity: number;
  unitPriceSatang: number;
}

/**
 * Lines in the order they were added; `merged` holds the browser carts (id@version) already merged in, `paidOrders`
 * the orders whose payment already emptied the cart.
 */
export interface Cart {
  status: 'open';
  lines: CartLine[];
  merged: string[];
  paidOrders: string[];
}

export interface AddCartItem {
  type: 'AddCartItem';
  cartId: string;
  /** The id the line gets if this configuration is not in the cart yet. */
  newItemId: string;
  configurationId: string;
  quantity: number;
  unitPriceSatang: number;
  /** The most one payment may carry (configuration). */
  maxTotalSatang: number;
  now: string;
}
export interface ChangeCartItemQuantity {
  type: 'ChangeCartItemQuantity';
  cartId: string;
  itemId: string;
  quantity: number;
  maxTotalSatang: number;
  now: string;
}
export interface RemoveCartItem {
  type: 'RemoveCartItem';
  cartId: string;
  itemId: string;
  now: string;
}
export interface ClearCart {
  type: 'ClearCart';
  cartId: string;
  reason: CartCleared['data']['reason'];
  now: string;
  /** With reason 'order_paid': the paid order. */
  orderId?: string;
  /** With reason 'order_paid': the configurations the order was placed with. */
  orderedConfigurationIds?: string[];
}
/** Adds another cart's lines (the browser session's cart at sign-in) into this one. */
export interface MergeCartLines {
  type: 'MergeCartLines';
  cartId: string;
  /** The browser cart and the version its lines were read at: the same pair is merged at most once. */
  fromCartId: string;
  fromVersion: number;
  lines: { newItemId: string; configurationId: string; quantity: number; unitPriceSatang: number }[];
  /** The most one payment may carry: what would pass it is not merged. */
  maxTotalSatang: number;
  now: string;
}

export type CartCommand = AddCartItem | ChangeCartItemQuantity | RemoveCartItem | ClearCart | MergeCartLines;

export const initialState = (): Cart => ({ status: 'open', lines: [], merged: [], paidOrders: [] });

const mergeKey = (cartId: string, version: number) => `${cartId}@${version}`;

export const evolve = (state: Cart, event: CartEvent): Cart => {
  switch (event.type) {
    case 'CartItemAdded': {
      const { itemId, configurationId, quantity, unitPriceSatang } = event.data;
      return { ...state, lines: [...state.lines, { itemId, configurationId, quantity, unitPriceSatang }] };
    }
    case 'CartItemQuantityChanged':
      return {
        ...state,
        lines: state.lines.map((l) => (l.itemId === event.data.itemId ? { ...l, quantity: event.data.quantity } : l)),
      };
    case 'CartItemRemoved':
      return { ...state, lines: state.lines.filter((l) => l.itemId !== event.data.itemId) };
    case 'CartCleared':
      return {
        ...initialState(),
        merged: state.merged,
        paidOrders: event.data.orderId ? [...state.paidOrders, event.data.orderId] : state.paidOrders,
      };
    case 'CartMerged':
      return { ...state, merged: [...state.merged, mergeKey(event.data.fromCartId, event.data.fromVersion)] };
    default:
      return assertNever(event);
  }
};

const tooMany = (message: string, field: string) =>
  new DomainError('cart_limit_exceeded', message, { [field]: [message] });

export const cartTotalSatang = (lines: readonly Pick<CartLine, 'quantity' | 'unitPriceSatang'>[]): number =>
  lines.reduce((sum, l) => sum + l.quantity * l.unitPriceSatang, 0);

/** A cart whose total one payment could not carry is refused when the line grows, not at checkout. */
const assertPayable = (state: Cart, change: CartLine, maxTotalSatang: number): void => {
  const lines = [...state.lines.filter((l) => l.itemId !== change.itemId), change];
  if (cartTotalSatang(lines) > maxTotalSatang) {
    const message = paymentLimitMessage(maxTotalSatang);
    throw new DomainError('payment_limit_exceeded', message, { quantity: [message] });
  }
};

const lineFor = (state: Cart, itemId: string): CartLine => {
  const line = state.lines.find((l) => l.itemId === itemId);
  if (!line) throw new NotFound('cart_item_not_found');
  return line;
};

/** Adding a configuration already in the cart raises its quantity; the cart holds at most 20 lines of at most 99. */
export const addCartItem = (command: AddCartItem, state: Cart): CartEvent[] => {
  const existing = state.lines.find((l) => l.configurationId === command.configurationId);
  if (existing) {
    const quantity = existing.quantity + command.quantity;
    if (quantity > MAX_LINE_QUANTITY) throw tooMany(`At most ${MAX_LINE_QUANTITY} of one putter per order`, 'quantity');
    assertPayable(state, { ...existing, quantity }, command.maxTotalSatang);
    return [
      {
        type: 'CartItemQuantityChanged',
        data: { cartId: command.cartId, itemId: existing.itemId, quantity, changedAt: command.now },
      },
    ];
  }
  if (state.lines.length >= MAX_CART_LINES)
    throw tooMany(`A cart holds at most ${MAX_CART_LINES} different putters`, 'configurationId');
  if (command.quantity > MAX_LINE_QUANTITY)
    throw tooMany(`At most ${MAX_LINE_QUANTITY} of one putter per order`, 'quantity');
  assertPayable(
    state,
    {
      itemId: command.newItemId,
      configurationId: command.configurationId,
      quantity: command.quantity,
      unitPriceSatang: command.unitPriceSatang,
    },
    command.maxTotalSatang,
  );
  return [
    {
      type: 'CartItemAdded',
      data: {
        cartId: command.cartId,
        itemId: command.newItemId,
        configurationId: command.configurationId,
        quantity: command.quantity,
        unitPriceSatang: command.unitPriceSatang,
        addedAt: command.now,
      },
    },
  ];
};

/** Only a line of this cart can change; 0 removes it; the same quantity again changes nothing. */
export const changeCartItemQuantity = (command: ChangeCartItemQuantity, state: Cart): CartEvent[] => {
  const line = lineFor(state, command.itemId);
  if (command.quantity === 0) return removeCartItem({ ...command, type: 'RemoveCartItem' }, state);
  if (command.quantity > MAX_LINE_QUANTITY)
    throw tooMany(`At most ${MAX_LINE_QUANTITY} of one putter per order`, 'quantity');
  if (line.quantity === command.quantity) return [];
  if (command.quantity > line.quantity)
    assertPayable(state, { ...line, quantity: command.quantity }, command.maxTotalSatang);
  return [
    {
      type: 'CartItemQuantityChanged',
      data: { cartId: command.cartId, itemId: line.itemId, quantity: command.quantity, changedAt: command.now },
    },
  ];
};

/** Only a line of this cart can be removed; another shopper's item id is simply not found. */
export const removeCartItem = (command: RemoveCartItem, state: Cart): CartEvent[] => {
  const line = lineFor(state, command.itemId);
  return [{ type: 'CartItemRemoved', data: { cartId: command.cartId, itemId: line.itemId, removedAt: command.now } }];
};

/**
 * Clearing an empty cart records nothing. A paid order empties its cart once, and only while the cart still holds
 * something it was placed with: when the shopper's browser has emptied the cart already, whatever it holds now was
 * chosen after the payment and stays.
 */
export const clearCart = (command: ClearCart, state: Cart): CartEvent[] => {
  const { cartId, reason, now, orderId } = command;
  if (reason === 'order_paid' && orderId) {
    if (state.paidOrders.includes(orderId)) return [];
    const ordered = new Set(command.orderedConfigurationIds ?? []);
    if (!state.lines.some((line) => ordered.has(line.configurationId))) return [];
    return [{ type: 'CartCleared', data: { cartId, reason, clearedAt: now, orderId } }];
  }
  return state.lines.length === 0 ? [] : [{ type: 'CartCleared', data: { cartId, reason, clearedAt: now } }];
};

/**
 * Merged lines add their quantities (capped at the line limit); lines beyond the cart limit are dropped. A merge of
 * the same browser cart version again (a sign-in retried after a crash) changes nothing.
 */
export const mergeCartLines = (command: MergeCartLines, state: Cart): CartEvent[] => {
  if (command.lines.length === 0 || state.merged.includes(mergeKey(command.fromCartId, command.fromVersion))) return [];
  const events: CartEvent[] = [];
  let current = state;
  for (const line of command.lines) {
    const existing = current.lines.find((l) => l.configurationId === line.configurationId);
    // As with the line and quantity caps, what one payment could not carry stays out (never below what is there).
    const room = Math.max(
      0,
      Math.floor((command.maxTotalSatang - cartTotalSatang(current.lines)) / Math.max(1, line.unitPriceSatang)),
    );
    let next: CartEvent | null = null;
    if (existing) {
      const quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity, existing.quantity + room);
      if (quantity > existing.quantity) {
        next = {
          type: 'CartItemQuantityChanged',
          data: { cartId: command.cartId, itemId: existing.itemId, quantity, changedAt: command.now },
        };
      }
    } else if (current.lines.length < MAX_CART_LINES && room > 0) {
      next = {
        type: 'CartItemAdded',
        data: {
          cartId: command.cartId,
          itemId: line.newItemId,
          configurationId: line.configurationId,
          quantity: Math.min(MAX_LINE_QUANTITY, line.quantity, room),
          unitPriceSatang: line.unitPriceSatang,
          addedAt: command.now,
        },
      };
    }
    if (next) {
      events.push(next);
      current = evolve(current, next);
    }
  }
  events.push({
    type: 'CartMerged',
    data: {
      cartId: command.cartId,
      fromCartId: command.fromCartId,
      fromVersion: command.fromVersion,
      mergedAt: command.now,
    },
  });
  return events;
};

export const decide = (command: CartCommand, state: Cart): CartEvent[] => {
  switch (command.type) {
    case 'AddCartItem':
      return addCartItem(command, state);
    case 'ChangeCartItemQuantity':
      return changeCartItemQuantity(command, state);
    case 'RemoveCartItem':
      return removeCartItem(command, state);
    case 'ClearCart':
      return clearCart(command, state);
    case 'MergeCartLines':
      return mergeCartLines(command, state);
    default:
      return assertNever(command);
  }
};

export const cartDecider: Decider<Cart, CartCommand, CartEvent> = { decide, evolve, initialState };
