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

/** Socket `catalog/changed`: the catalog changed; clients read it again. Sent to every socket. */
export const CatalogChangedPayloadSchema = Closed(
  { at: IsoTime(), position: Type.String({ description: 'Global log position of the change' }) },
  { title: 'CatalogChangedPayload' },
);
