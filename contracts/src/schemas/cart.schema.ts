import { Type } from '@sinclair/typebox';
import { LogoConfigurationSchema } from './catalog.schema';
import { Baht, Closed, NullableString, StringEnum } from './schema-kit';

const named = () => Closed({ name: Type.String() });

export const configurationChoices = [
  'model',
  'handedness',
  'grip',
  'shaft',
  'shaftColor',
  'length',
  'faceMill',
  'finish',
  'logo',
  'giftBox',
] as const;

/** One choice of a configuration with what it adds to the price (the model's line is its base price). */
export const PricedChoiceSchema = Closed(
  {
    choice: StringEnum(configurationChoices),
    name: Type.String({ description: 'The option\'s display name ("Diamond Mill", "Right-handed")' }),
    price: Baht('Baht; 0 for a free choice, from the catalog the configuration was priced against'),
  },
  { title: 'PricedChoice' },
);

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
