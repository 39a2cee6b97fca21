import type { Static } from '@sinclair/typebox';
import type {
  PutterModelViewSchema,
  CustomizationOptionViewSchema,
  LogoConfigurationSchema,
  ConfigurePutterResultSchema,
  PutterConfigurationViewSchema,
} from './schemas/catalog.schema';
import type {
  AdminCatalogModelSchema,
  AdminCatalogOptionSchema,
  AdminCatalogViewSchema,
  CatalogPricePreviewLineSchema,
  CatalogPricePreviewSchema,
} from './schemas/admin-catalog.schema';
/** Customization categories served by GET /api/customizations/{category}. */
export const customizationCategories = [
  'grip',
  'shaft',
  'shaft_color',
  'length',
  'logo',
  'face_mill_option',
  'mill_option',
  'gift_box',
] as const;
export type CustomizationCategory = (typeof customizationCategories)[number];

export const isCustomizationCategory = (value: unknown): value is CustomizationCategory =>
  typeof value === 'string' && (customizationCategories as readonly string[]).includes(value);

/** GET /api/putter-models item. `basePrice` is baht as a numeric string with two decimals. */
export type PutterModelView = Static<typeof PutterModelViewSchema>;

/** GET /api/customizations/{category} item. `price` is baht as a numeric string; zero or less reads "Free". */
export type CustomizationOptionView = Static<typeof CustomizationOptionViewSchema>;

export const handednessValues = ['right', 'left'] as const;
export type Handedness = (typeof handednessValues)[number];

export const logoIds = ['logo-none', 'logo-single', 'logo-double'] as const;
export type LogoId = (typeof logoIds)[number];

/** How many logo entries each logo option requires. */
export const logoCountFor: Record<LogoId, number> = { 'logo-none': 0, 'logo-single': 1, 'logo-double': 2 };

export const logoPositions = ['face', 'sole'] as const;
export type LogoPosition = (typeof logoPositions)[number];

export const logoTypes = ['text', 'logo'] as const;
export type LogoType = (typeof logoTypes)[number];

export const predefinedLogos = [
  { key: 'eagle-emblem', name: 'Eagle Emblem' },
  { key: 'golf-classic', name: 'Golf Classic' },
  { key: 'crown-royal', name: 'Crown Royal' },
  { key: 'ace-symbol', name: 'Ace Symbol' },
  { key: 'flag-victory', name: 'Flag Victory' },
  { key: 'shield-badge', name: 'Shield Badge' },
] as const;
export type PredefinedLogoKey = (typeof predefinedLogos)[number]['key'];

/** Engraved text is limited so it fits the face or sole; the configurator shows this limit. */
export const LOGO_TEXT_MAX_LENGTH = 20;

/** Defaults of a new configuration (spec section 3). */
export const configurationDefaults = {
  handedness: 'right',
  gripId: 'grip-standard-black',
  shaftId: 'shaft-standard',
  shaftColorId: 'shaft-color-silver',
  lengthId: 'length-35',
  logoId: 'logo-none',
  faceMillOptionId: 'face-mill-standard',
  giftBoxId: 'gift-box-none',
} as const;

export const DEFAULT_LIE_ANGLE = '70.00';

/** One logo on the putter, as the configure call takes it. */
export type LogoConfiguration = Static<typeof LogoConfigurationSchema>;

/** POST /api/configure-putter response. `totalPrice` is baht (number). */
export type ConfigurePutterResult = Static<typeof ConfigurePutterResultSchema>;

/** GET /api/putter-configurations/{id}. Prices are baht (numbers). */
export type PutterConfigurationView = Static<typeof PutterConfigurationViewSchema>;

/** GET /api/admin/catalog (issue 32): the whole catalog with availability and price history. */
export type AdminCatalogView = Static<typeof AdminCatalogViewSchema>;
export type AdminCatalogModel = Static<typeof AdminCatalogModelSchema>;
export type AdminCatalogOption = Static<typeof AdminCatalogOptionSchema>;
/** POST /api/admin/catalog/{kind}/{id}/prices/preview: the open carts a price change touches. */
export type CatalogPricePreview = Static<typeof CatalogPricePreviewSchema>;
export type CatalogPricePreviewLine = Static<typeof CatalogPricePreviewLineSchema>;
