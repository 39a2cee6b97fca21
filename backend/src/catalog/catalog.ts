import {
  type CustomizationCategory,
  type CustomizationOptionView,
  type PutterModelView,
  satangToDecimalString,
} from '@sound-putter/contracts';

export interface CatalogModel {
  id: string;
  name: string;
  soundType: string;
  basePriceSatang: number;
  description: string;
  features: string[];
}

export interface CatalogOption {
  id: string;
  category: CustomizationCategory;
  name: string;
  priceSatang: number;
  description: string | null;
}

/** An immutable snapshot of the active catalog, handed to deciders so pricing stays pure. */
export interface CatalogSnapshot {
  models: ReadonlyMap<string, CatalogModel>;
  options: ReadonlyMap<string, CatalogOption>;
}

export const toModelView = (m: CatalogModel): PutterModelView => ({
  id: m.id,
  name: m.name,
  soundType: m.soundType,
  basePrice: satangToDecimalString(m.basePriceSatang),
  description: m.description,
  features: m.features,
});

export const toOptionView = (o: CatalogOption): CustomizationOptionView => ({
  id: o.id,
  category: o.category,
  name: o.name,
  price: satangToDecimalString(o.priceSatang),
  ...(o.description ? { description: o.description } : {}),
});
