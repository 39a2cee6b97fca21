import { type CartItemAdded, paymentLimitMessage, STRIPE_MAX_PAYMENT_SATANG } from '@sound-putter/contracts';
import { DomainError, NotFound } from '../infrastructure/cqrs/domain-error';
import { deciderSpec } from '../../test/support/decider-spec';
import { type AddCartItem, type CartCommand, cartDecider } from './cart.decider';

const CART = 'sess_abc123xyz';
const NOW = '2026-11-22T05:00:00.000Z';
const item = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const config = (n: number) => `00000000-0000-4000-9000-00000000000${n}`;
const spec = deciderSpec(cartDecider);

const added = (n: number, quantity = 1, unitPriceSatang = 1050000): CartItemAdded => ({
  type: 'CartItemAdded',
  data: { cartId: CART, itemId: item(n), configurationId: config(n), quantity, unitPriceSatang, addedAt: NOW },
});
const add = (n: number, quantity = 1, newItem = n): AddCartItem => ({
  type: 'AddCartItem',
  cartId: CART,
  newItemId: item(newItem),
  configurationId: config(n),
  quantity,
  unitPriceSatang: 1050000,
  maxTotalSatang: STRIPE_MAX_PAYMENT_SATANG,
  now: NOW,
});

describe('cart decider', () => {
  describe('AddCartItem', () => {
    it('adds a new line', () =>
      spec
        .given([])
        .when(add(1, 2))
        .then([added(1, 2)]));
    it('raises the quantity when the same configuration is added again', () =>
      spec
        .given([added(1, 2)])
        .when(add(1, 3, 9))
        .then([
          { type: 'CartItemQuantityChanged', data: { cartId: CART, itemId: item(1), quantity: 5, changedAt: NOW } },
        ]));
    it('refuses a 21st line and a line above 99', () => {
      const twenty = Array.from({ length: 20 }, (_, i) => ({
        ...added(1),
        data: { ...added(1).data, itemId: `${i}`, configurationId: `c${i}` },
      }));
      spec
        .given(twenty)
        .when(add(2))
        .thenThrows(DomainError, (e) => expect(e.code).toBe('cart_limit_exceeded'));
      spec
        .given([added(1, 98)])
        .when(add(1, 2))
        .thenThrows(DomainError, (e) => expect(e.code).toBe('cart_limit_exceeded'));
    });
  });

  describe('the payment limit', () => {
    // 16 lines of 99 putters at ฿25,000 (the legal cart) come to ฿39,600,000, far past ฿999,999.99.
    const expensive = (n: number, quantity: number): CartItemAdded => added(n, quantity, 2_500_000);
    const refusedForTheLimit = (e: DomainError) => {
      expect(e.code).toBe('payment_limit_exceeded');
      expect(e.message).toBe(
        'One payment can be at most ฿999,999.99. For a larger order, please contact the workshop.',
      );
      expect(e.message).toBe(paymentLimitMessage(STRIPE_MAX_PAYMENT_SATANG));
      expect(e.details).toEqual({ quantity: [e.message] });
    };
    it('takes a cart up to the limit exactly', () =>
      spec
        .given([expensive(1, 39)])
        .when({ ...add(2), unitPriceSatang: 2_499_999 })
        .then([
          {
            ...added(2),
            data: { ...added(2).data, unitPriceSatang: 2_499_999 },
          },
        ]));
    it('refuses a new line, a repeat add or a raised quantity that would pass it', () => {
      spec
        .given([expensive(1, 39)])
        .when({ ...add(2), unitPriceSatang: 2_500_000 })
        .thenThrows(DomainError, refusedForTheLimit);
      spec
        .given([expensive(1, 39), expensive(2, 1)])
        .when({ ...add(2), unitPriceSatang: 2_500_000 })
        .thenThrows(DomainError, refusedForTheLimit);
      spec
        .given([expensive(1, 39), expensive(2, 1)])
        .when({
          type: 'ChangeCartItemQuantity',
          cartId: CART,
          itemId: item(2),
          quantity: 2,
          maxTotalSatang: STRIPE_MAX_PAYMENT_SATANG,
          now: NOW,
        })
        .thenThrows(DomainError, refusedForTheLimit);
    });
    it('lets a shopper lower the quantity of a cart already over a lowered limit', () =>
      spec
        .given([expensive(1, 39), expensive(2, 2)])
        .when({
          type: 'ChangeCartItemQuantity',
          cartId: CART,
          itemId: item(2),
          quantity: 1,
          maxTotalSatang: 100,
          now: NOW,
        })
        .then([
          { type: 'CartItemQuantityChanged', data: { cartId: CART, itemId: item(2), quantity: 1, changedAt: NOW } },
        ]));
  });

  describe('ChangeCartItemQuantity', () => {
    const change = (quantity: number, n = 1): CartCommand => ({
      type: 'ChangeCartItemQuantity',
      cartId: CART,
      itemId: item(n),
      quantity,
      maxTotalSatang: STRIPE_MAX_PAYMENT_SATANG,
      now: NOW,
    });
    it('sets the quantity', () =>
      spec
        .given([added(1)])
        .when(change(4))
        .then([
          { type: 'CartItemQuantityChanged', data: { cartId: CART, itemId: item(1), quantity: 4, changedAt: NOW } },
        ]));
    it('removes the line at 0', () =>
      spec
        .given([added(1)])
        .when(change(0))
        .then([{ type: 'CartItemRemoved', data: { cartId: CART, itemId: item(1), removedAt: NOW } }]));
    it('refuses an item of another cart', () =>
      spec
        .given([added(1)])
        .when(change(2, 7))
        .thenThrows(NotFound));
    it('is a no-op for the same quantity', () =>
      spec
        .given([added(1, 3)])
        .when(change(3))
        .thenNothingHappened());
  });

  describe('RemoveCartItem', () => {
    const remove = (n = 1): CartCommand => ({ type: 'RemoveCartItem', cartId: CART, itemId: item(n), now: NOW });
    it('removes the line', () =>
      spec
        .given([added(1)])
        .when(remove())
        .then([{ type: 'CartItemRemoved', data: { cartId: CART, itemId: item(1), removedAt: NOW } }]));
    it('refuses an item that is not in this cart', () =>
      spec
        .given([added(1)])
        .when(remove(5))
        .thenThrows(NotFound));
    it('refuses a repeat once the line is gone', () =>
      spec
        .given([added(1), { type: 'CartItemRemoved', data: { cartId: CART, itemId: item(1), removedAt: NOW } }])
        .when(remove())
        .thenThrows(NotFound));
  });

  describe('ClearCart', () => {
    const clear: CartCommand = { type: 'ClearCart', cartId: CART, reason: 'shopper', now: NOW };
    it('clears a cart with lines', () =>
      spec
        .given([added(1), added(2)])
        .when(clear)
        .then([{ type: 'CartCleared', data: { cartId: CART, reason: 'shopper', clearedAt: NOW } }]));
    it('is a no-op on an empty cart', () => spec.given([]).when(clear).thenNothingHappened());
    it('is a no-op on a repeat', () =>
      spec
        .given([added(1), { type: 'CartCleared', data: { cartId: CART, reason: 'shopper', clearedAt: NOW } }])
        .when(clear)
        .thenNothingHappened());
  });

  describe('ClearCart for a paid order', () => {
    const ORDER = '0b9a7c1e-5f7d-4d7a-9a55-3c2f1e0d9a11';
    const paidClear: CartCommand = {
      type: 'ClearCart',
      cartId: CART,
      reason: 'order_paid',
      orderId: ORDER,
      orderedConfigurationIds: [config(1)],
      now: NOW,
    };
    const clearedFor = {
      type: 'CartCleared' as const,
      data: { cartId: CART, reason: 'order_paid' as const, clearedAt: NOW, orderId: ORDER },
    };
    it('empties the cart and names the order', () =>
      spec
        .given([added(1)])
        .when(paidClear)
        .then([clearedFor]));
    it('leaves what was added after the browser emptied the cart itself', () =>
      spec
        .given([added(1), { type: 'CartCleared', data: { cartId: CART, reason: 'shopper', clearedAt: NOW } }, added(2)])
        .when(paidClear)
        .thenNothingHappened());
    it('records nothing on an empty cart', () => spec.given([]).when(paidClear).thenNothingHappened());
    it('is a no-op for an order that already emptied the cart, whatever was added since', () =>
      spec
        .given([added(1), clearedFor, added(2)])
        .when(paidClear)
        .thenNothingHappened());
  });

  describe('MergeCartLines', () => {
    const FROM = 'sess_browser01';
    const merge = (lines: { n: number; quantity: number }[], fromVersion = 3): CartCommand => ({
      type: 'MergeCartLines',
      cartId: CART,
      fromCartId: FROM,
      fromVersion,
      lines: lines.map(({ n, quantity }) => ({
        newItemId: item(n),
        configurationId: config(n),
        quantity,
        unitPriceSatang: 1050000,
      })),
      now: NOW,
    });
    const merged = (fromVersion = 3) => ({
      type: 'CartMerged' as const,
      data: { cartId: CART, fromCartId: FROM, fromVersion, mergedAt: NOW },
    });
    it('adds quantities of shared configurations and adds new lines, then records the merge', () =>
      spec
        .given([added(1, 2)])
        .when(
          merge([
            { n: 1, quantity: 3 },
            { n: 2, quantity: 1 },
          ]),
        )
        .then([
          { type: 'CartItemQuantityChanged', data: { cartId: CART, itemId: item(1), quantity: 5, changedAt: NOW } },
          added(2, 1),
          merged(),
        ]));
    it('caps merged quantities at 99', () =>
      spec
        .given([added(1, 90)])
        .when(merge([{ n: 1, quantity: 20 }]))
        .then([
          { type: 'CartItemQuantityChanged', data: { cartId: CART, itemId: item(1), quantity: 99, changedAt: NOW } },
          merged(),
        ]));
    it('is a no-op with nothing to merge', () =>
      spec
        .given([added(1)])
        .when(merge([]))
        .thenNothingHappened());
    it('is a no-op when the same browser cart version was merged before, even after a clear', () =>
      spec
        .given([
          added(1, 2),
          merged(),
          { type: 'CartCleared', data: { cartId: CART, reason: 'shopper', clearedAt: NOW } },
        ])
        .when(merge([{ n: 1, quantity: 2 }]))
        .thenNothingHappened());
    it('merges a later version of the same browser cart', () =>
      spec
        .given([added(1, 2), merged(3)])
        .when(merge([{ n: 2, quantity: 1 }], 5))
        .then([added(2, 1), merged(5)]));
  });
});
