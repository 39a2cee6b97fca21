import { Type } from '@sinclair/typebox';
import { LogoConfigurationSchema, PricedChoiceSchema } from './catalog.schema';
import { Baht, Closed, NullableString } from './schema-kit';

const named = () => Closed({ name: Type.String() });

/**
 * Cart item (display), spec section 3. Beyond the spec's fields, `choices` lists every choice with its price (face
 * mill, finish and gift box included), so a shopper can check the line's price line by line, and `logos` gives the
 * engravings with their positions, for the logo artwork and the putter picture.
 */
export const CartItemViewSchema = Closed(
  {
    id: Type.String({ format: 'uuid' }),
    quantity: Type.Integer({ minimum: 1 }),
    configurationId: Type.String({ format: 'uuid' }),
    configuration: Closed({
      model: Closed({ id: Type.String(), name: Type.String() }),
      handedness: Type.String(),
      grip: named(),
      shaft: named(),
      shaftColor: named(),
      length: named(),
      logo: named(),
      logoText: NullableString(),
      totalPrice: Baht('Unit price in baht'),
      faceMill: named(),
      finish: Type.Union([named(), Type.Null()], { description: 'The head finish (mill option); null: standard' }),
      giftBox: named(),
      logos: Type.Array(LogoConfigurationSchema),
      choices: Type.Array(PricedChoiceSchema),
    }),
    lineTotal: Baht('Unit price × quantity, in baht'),
    currentPrice: Baht(
      'What the same putter costs if added today, in baht. It differs from configuration.totalPrice when a catalog ' +
        'price changed after the line was added: the line keeps the price it was added at',
    ),
  },
  { title: 'CartItemView' },
);

/** GET /api/cart: `count` is the sum of quantities; `subtotal` is baht. */
export const CartViewSchema = Closed(
  { items: Type.Array(CartItemViewSchema), count: Type.Integer({ minimum: 0 }), subtotal: Baht() },
  { title: 'CartView' },
);

/** POST /api/cart/add: the line that was added or raised, and the cart's new totals. */
export const CartAddResultSchema = Closed(
  {
    item: Closed({
      id: Type.String({ format: 'uuid' }),
      configurationId: Type.String({ format: 'uuid' }),
      quantity: Type.Integer({ minimum: 1 }),
    }),
    count: Type.Integer({ minimum: 0 }),
    subtotal: Baht(),
  },
  { title: 'CartAddResult' },
);
