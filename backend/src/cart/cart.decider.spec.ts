import { type CartItemAdded, paymentLimitMessage, STRIPE_MAX_PAYMENT_SATANG } from '@sound-putter/contracts';
import { DomainError, NotFound } from '../infrastructure/cqrs/domain-error';
import { deciderSpec } from '../../test/support/decider-spec';
import { type AddCartItem, type CartCommand, cartDecider } from './cart.decider';

const CART = 'sess_abc123xyz';
const NOW = '2026-11-22T05:00:00.000Z';
const item = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const config = (n: number) => `00000000-0000-4000-9000-00000000000${n}`;
const spec = deciderSpec(cartDecider);

const change = (quantity: number, n = 1): CartCommand => ({
  type: 'ChangeCartItemQuantity',
  cartId: CART,
  itemId: item(n),
  quantity,
  maxTotalSatang: STRIPE_MAX_PAYMENT_SATANG,
  now: NOW,
});
const quantityChanged = (n: number, quantity: number) => ({
  type: 'CartItemQuantityChanged' as const,
  data: { cartId: CART, itemId: item(n), quantity, changedAt: NOW },
});

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
    // Quantity and line caps are tested without a payment limit (99 × ฿10,500 passes ฿999,999.99).
    const merge = (
      lines: { n: number; quantity: number }[],
      fromVersion = 3,
      maxTotalSatang = Number.MAX_SAFE_INTEGER,
    ): CartCommand => ({
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
      maxTotalSatang,
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
    it('merges only what one payment can carry: quantities are cut and lines that do not fit stay out', () =>
      // ฿999,999.99 at most: 60 × ฿10,500 in the cart, 20 more fit, then 15 of another, then nothing.
      spec
        .given([added(1, 60)])
        .when(
          merge(
            [
              { n: 1, quantity: 20 },
              { n: 2, quantity: 20 },
              { n: 3, quantity: 1 },
            ],
            3,
            STRIPE_MAX_PAYMENT_SATANG,
          ),
        )
        .then([
          { type: 'CartItemQuantityChanged', data: { cartId: CART, itemId: item(1), quantity: 80, changedAt: NOW } },
          added(2, 15),
          merged(),
        ]));
    it('never lowers a line when the cart is already over a lowered limit', () =>
      spec
        .given([added(1, 95)])
        .when(merge([{ n: 1, quantity: 2 }], 3, 1050000))
        .then([merged()]));
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

describe('cart decider: the limits, as the shopper reads them', () => {
  const refused = (message: string, field: string) => (e: DomainError) => {
    expect(e.code).toBe('cart_limit_exceeded');
    expect(e.message).toBe(message);
    expect(e.details).toEqual({ [field]: [message] });
  };
  const tooManyOfOne = refused('At most 99 of one putter per order', 'quantity');
  const lines = (count: number) => Array.from({ length: count }, (_, i) => added(i + 1));

  it('takes up to 99 of one putter, whether added at once, added again or changed to', () => {
    // ฿1,000 putters, so that 99 stay inside the payment limit.
    spec
      .given([])
      .when({ ...add(1, 99), unitPriceSatang: 100_000 })
      .then([added(1, 99, 100_000)]);
    spec
      .given([added(1, 98, 100_000)])
      .when({ ...add(1, 1), unitPriceSatang: 100_000 })
      .then([quantityChanged(1, 99)]);
    spec
      .given([added(1, 1, 100_000)])
      .when(change(99))
      .then([quantityChanged(1, 99)]);
  });

  it('refuses a 100th of one putter, whether added at once, added again or changed to', () => {
    spec.given([]).when(add(1, 100)).thenThrows(DomainError, tooManyOfOne);
    spec
      .given([added(1, 98)])
      .when(add(1, 2))
      .thenThrows(DomainError, tooManyOfOne);
    spec
      .given([added(1)])
      .when(change(100))
      .thenThrows(DomainError, tooManyOfOne);
  });

  it('takes a 20th different putter and refuses a 21st, naming the limit', () => {
    const twentieth = { ...add(1), configurationId: 'putter-20', newItemId: 'line-20' };
    spec
      .given(lines(19))
      .when(twentieth)
      .then([{ ...added(1), data: { ...added(1).data, configurationId: 'putter-20', itemId: 'line-20' } }]);
    spec
      .given(lines(20))
      .when({ ...add(1), configurationId: 'another-putter' })
      .thenThrows(DomainError, refused('A cart holds at most 20 different putters', 'configurationId'));
  });

  it('judges a raised line by its new quantity, not by the old one added to it', () => {
    // 39 at ฿25,000 is ฿975,000, inside the limit; counting the 20 already there as well would pass it.
    spec
      .given([added(1, 20, 2_500_000)])
      .when(change(39))
      .then([quantityChanged(1, 39)]);
  });
});

describe('cart decider: the cart a command sees is the one its events built', () => {
  const removed = (n: number) => ({
    type: 'CartItemRemoved' as const,
    data: { cartId: CART, itemId: item(n), removedAt: NOW },
  });

  it('a changed quantity is where the next add counts from, on that line only', () =>
    spec
      .given([added(1, 2), added(2, 1), quantityChanged(2, 7), quantityChanged(1, 5)])
      .when(add(2, 1))
      .then([quantityChanged(2, 8)]));

  it('a removed line is gone, and only that line: adding its putter again makes a new line', () => {
    spec
      .given([added(1), added(2), removed(1)])
      .when(add(1, 1, 3))
      .then([{ ...added(1), data: { ...added(1).data, itemId: item(3) } }]);
    spec
      .given([added(1), added(2, 2), removed(1)])
      .when(add(2, 1))
      .then([quantityChanged(2, 3)]);
  });

  it('a new cart is open and holds nothing', () =>
    expect(cartDecider.initialState()).toEqual({ status: 'open', lines: [], merged: [], paidOrders: [] }));

  it('an event it does not know stops the fold instead of being skipped, and so does an unknown command', () => {
    const unknown = { type: 'CartPainted', data: {} } as unknown as CartItemAdded;
    expect(() => cartDecider.evolve(cartDecider.initialState(), unknown)).toThrow('Unhandled case');
    expect(() =>
      cartDecider.decide({ type: 'PaintCart' } as unknown as CartCommand, cartDecider.initialState()),
    ).toThrow('Unhandled case');
  });
});

describe('cart decider: a paid order empties the cart once', () => {
  const ORDER = '0b9a7c1e-5f7d-4d7a-9a55-3c2f1e0d9a11';
  const paidClear = (orderId?: string): CartCommand => ({
    type: 'ClearCart',
    cartId: CART,
    reason: 'order_paid',
    orderId,
    orderedConfigurationIds: [config(1)],
    now: NOW,
  });
  const clearedFor = (orderId: string) => ({
    type: 'CartCleared' as const,
    data: { cartId: CART, reason: 'order_paid' as const, clearedAt: NOW, orderId },
  });
  const OTHER = '7d1c0a2b-0000-4000-8000-000000000002';

  it('does not empty it again when the same putter was chosen again after the payment', () =>
    spec
      .given([added(1), clearedFor(ORDER), added(1)])
      .when(paidClear(ORDER))
      .thenNothingHappened());

  it('remembers every paid order through later clears, and a later order empties what it was placed with', () => {
    spec
      .given([added(1), clearedFor(OTHER), added(1), clearedFor(ORDER), added(1)])
      .when(paidClear(OTHER))
      .thenNothingHappened();
    spec
      .given([added(1), clearedFor(OTHER), added(1)])
      .when(paidClear(ORDER))
      .then([clearedFor(ORDER)]);
  });

  it('treats a clear that names an order but is no payment as the shopper emptying the cart', () =>
    spec
      .given([added(2)])
      .when({ type: 'ClearCart', cartId: CART, reason: 'shopper', orderId: ORDER, now: NOW })
      .then([{ type: 'CartCleared', data: { cartId: CART, reason: 'shopper', clearedAt: NOW } }]));

  it('treats a payment clear without an order as a plain clear', () =>
    spec
      .given([added(2)])
      .when(paidClear())
      .then([{ type: 'CartCleared', data: { cartId: CART, reason: 'order_paid', clearedAt: NOW } }]));
});

describe('cart decider: merging a browser cart within the limits', () => {
  const FROM = 'sess_browser01';
  const merge = (lines: { n: number; quantity: number }[]): CartCommand => ({
    type: 'MergeCartLines',
    cartId: CART,
    fromCartId: FROM,
    fromVersion: 1,
    lines: lines.map(({ n, quantity }) => ({
      newItemId: item(n),
      configurationId: config(n),
      quantity,
      unitPriceSatang: 1050000,
    })),
    // The line and quantity caps alone (99 × ฿10,500 passes one payment's maximum).
    maxTotalSatang: Number.MAX_SAFE_INTEGER,
    now: NOW,
  });
  const merged = {
    type: 'CartMerged' as const,
    data: { cartId: CART, fromCartId: FROM, fromVersion: 1, mergedAt: NOW },
  };

  it('changes nothing on a line already at 99 but still records the merge', () =>
    spec
      .given([added(1, 99)])
      .when(merge([{ n: 1, quantity: 5 }]))
      .then([merged]));

  it('caps a new merged line at 99', () =>
    spec
      .given([])
      .when(merge([{ n: 1, quantity: 150 }]))
      .then([added(1, 99), merged]));

  it('fills the cart up to 20 lines and drops the rest', () => {
    const nineteen = Array.from({ length: 19 }, (_, i) => ({
      ...added(1),
      data: { ...added(1).data, itemId: `line-${i}`, configurationId: `c${i}` },
    }));
    spec
      .given(nineteen)
      .when(
        merge([
          { n: 1, quantity: 1 },
          { n: 2, quantity: 1 },
        ]),
      )
      .then([added(1), merged]);
  });

  it('adds up two merged lines of the same putter', () =>
    spec
      .given([])
      .when(
        merge([
          { n: 1, quantity: 2 },
          { n: 1, quantity: 3 },
        ]),
      )
      .then([
        added(1, 2),
        { type: 'CartItemQuantityChanged', data: { cartId: CART, itemId: item(1), quantity: 5, changedAt: NOW } },
        merged,
      ]));
});
