import { Type } from '@sinclair/typebox';
import { customizationCategories, handednessValues, logoIds, logoPositions, logoTypes } from '../catalog';
import { Baht, BahtString, Closed, IsoTime, NullableString, StringEnum } from './schema-kit';

/** GET /api/putter-models item. */
export const PutterModelViewSchema = Closed(
  {
    id: Type.String(),
    name: Type.String(),
    nameTh: Type.String({ description: "The name in Thai (the shop shows the shopper's language)" }),
    soundType: Type.String(),
    soundTypeTh: Type.String(),
    basePrice: BahtString(),
    description: Type.String(),
    descriptionTh: Type.String(),
    features: Type.Array(Type.String()),
    featuresTh: Type.Array(Type.String(), { description: 'The features in Thai, in the same order' }),
  },
  { title: 'PutterModelView' },
);

/** GET /api/customizations/{category} item; a price of zero or less reads "Free". */
export const CustomizationOptionViewSchema = Closed(
  {
    id: Type.String(),
    category: StringEnum(customizationCategories),
    name: Type.String(),
    nameTh: Type.String({ description: 'The name in Thai ("กริปหนังพันมือสีน้ำตาล")' }),
    price: BahtString(),
    description: Type.Optional(Type.String()),
    descriptionTh: Type.Optional(Type.String()),
  },
  { title: 'CustomizationOptionView' },
);

/** One logo on the putter, as the configure call takes it and the configuration view gives it back. */
export const LogoConfigurationSchema = Closed(
  {
    position: StringEnum(logoPositions),
    type: StringEnum(logoTypes),
    content: Type.Optional(Type.String()),
    file: Type.Optional(Type.String()),
  },
  { title: 'LogoConfiguration' },
);

/** POST /api/configure-putter. */
export const ConfigurePutterResultSchema = Closed(
  { totalPrice: Baht('Unit price in baht'), configurationId: Type.String({ format: 'uuid' }) },
  { title: 'ConfigurePutterResult' },
);

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
 * GET /api/putter-configurations/{id}. Beyond the spec's fields, `choices` lists every choice with the price it adds,
 * as the cart's lines do, so an order's putter can be checked line by line too.
 */
export const PutterConfigurationViewSchema = Closed(
  {
    id: Type.String({ format: 'uuid' }),
    modelId: Type.String(),
    handedness: StringEnum(handednessValues),
    gripId: Type.String(),
    shaftId: Type.String(),
    shaftColorId: Type.String(),
    lengthId: Type.String(),
    logoId: StringEnum(logoIds),
    logoConfigurations: Type.Array(LogoConfigurationSchema),
    logoText: NullableString({ description: 'The text of the first text logo, or null' }),
    millOptionId: NullableString(),
    faceMillOptionId: Type.String(),
    giftBoxId: Type.String(),
    lieAngle: Type.String({ description: 'Degrees, two decimals ("70.00")' }),
    totalPrice: Baht('Unit price in baht'),
    createdAt: IsoTime(),
    names: Closed({
      model: Type.String(),
      grip: Type.String(),
      shaft: Type.String(),
      shaftColor: Type.String(),
      length: Type.String(),
      logo: Type.String(),
      millOption: NullableString(),
      faceMillOption: Type.String(),
      giftBox: Type.String(),
    }),
    choices: Type.Array(PricedChoiceSchema),
  },
  { title: 'PutterConfigurationView' },
);
