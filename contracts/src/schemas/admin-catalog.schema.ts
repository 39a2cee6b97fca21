import { Type } from '@sinclair/typebox';
import { customizationCategories } from '../catalog';
import { BahtString, Closed, IsoTime, NullableIsoTime, NullableString, StringEnum } from './schema-kit';

/** One price of a catalog item: effective from `effectiveAt` (null = from the start) until a later one. */
export const CatalogPriceEntrySchema = Closed(
  {
    price: BahtString(),
    effectiveAt: NullableIsoTime('From when this price applies; null for the seed price'),
  },
  { title: 'CatalogPriceEntry' },
);

const adminItemFields = {
  id: Type.String(),
  name: Type.String(),
  description: NullableString(),
  available: Type.Boolean(),
  price: BahtString('The price that applies now'),
  prices: Type.Array(CatalogPriceEntrySchema, { description: 'Every price, oldest effective first' }),
  nextPrice: Type.Union([CatalogPriceEntrySchema, Type.Null()], { description: 'The next scheduled change' }),
};

/** A model as the back office sees it: every field, availability and its price history. */
export const AdminCatalogModelSchema = Closed(
  { ...adminItemFields, soundType: Type.String(), features: Type.Array(Type.String()) },
  { title: 'AdminCatalogModel' },
);

export const AdminCatalogOptionSchema = Closed(
  { ...adminItemFields, category: StringEnum(customizationCategories) },
  { title: 'AdminCatalogOption' },
);

/** GET /api/admin/catalog: the whole catalog including unavailable items, with the stream version it was read at. */
export const AdminCatalogViewSchema = Closed(
  {
    models: Type.Array(AdminCatalogModelSchema),
    options: Type.Array(AdminCatalogOptionSchema),
    asOf: IsoTime('The server time the current prices were computed for'),
    version: Type.Integer({ description: 'The catalog stream version' }),
  },
  { title: 'AdminCatalogView' },
);

/** One cart line a price change would touch: its held price and what the same putter costs once the change applies. */
export const CatalogPricePreviewLineSchema = Closed(
  {
    cart: Type.String({
      description: 'A short reference of the cart (not its owner): lines with one reference share a cart',
    }),
    owner: StringEnum(['customer', 'guest'] as const, {
      description: "A signed-in customer's cart or a browser session's",
    }),
    model: Type.String({ description: 'The model name of the line' }),
    quantity: Type.Integer({ minimum: 1 }),
    heldUnitPrice: BahtString('The unit price the line keeps: what it was priced at when added'),
    unitPriceAfter: BahtString('The same putter at the new price (other items at their current prices)'),
    lastChangedAt: IsoTime('When the line was added or its quantity last changed'),
  },
  { title: 'CatalogPricePreviewLine' },
);

/**
 * POST /api/admin/catalog/{kind}/{id}/prices/preview: which open carts hold the item before its price changes. The
 * lines keep their price (the price-history rule); their shoppers see the new one explained at checkout.
 */
export const CatalogPricePreviewSchema = Closed(
  {
    kind: StringEnum(['model', 'option'] as const),
    id: Type.String(),
    name: Type.String(),
    price: BahtString('The price that applies now'),
    newPrice: BahtString(),
    effectiveAt: IsoTime('When the new price would apply (now when none was given)'),
    carts: Type.Integer({ minimum: 0, description: 'Open carts holding the item' }),
    units: Type.Integer({ minimum: 0, description: 'Putters in those carts that hold the item' }),
    lines: Type.Array(CatalogPricePreviewLineSchema, { description: 'Most recently changed first, at most 50' }),
    truncated: Type.Boolean({ description: 'More lines hold the item than are listed' }),
  },
  { title: 'CatalogPricePreview' },
);

/** Socket `catalog/changed`: the catalog changed; clients read it again. Sent to every socket. */
export const CatalogChangedPayloadSchema = Closed(
  { at: IsoTime(), position: Type.String({ description: 'Global log position of the change' }) },
  { title: 'CatalogChangedPayload' },
);
