import {
  type CustomizationCategory,
  type CustomizationOptionView,
  type PutterModelView,
  satangToDecimalString,
} from '@sound-putter/contracts';

export interface CatalogModel {
  id: string;
  name: string;
  nameTh?: string;
  soundType: string;
  soundTypeTh?: string;
  basePriceSatang: number;
  description: string;
  descriptionTh?: string;
  features: string[];
  featuresTh?: string[];
  /** False once marked unavailable: kept for the views of what was configured, refused for new configurations. */
  available: boolean;
}

export interface CatalogOption {
  id: string;
  category: CustomizationCategory;
  name: string;
  /** Thai beside English (issue 34); a snapshot built without it (pricing tests) shows the English name. */
  nameTh?: string;
  priceSatang: number;
  description: string | null;
  descriptionTh?: string | null;
  available: boolean;
}

/** An immutable snapshot of the catalog at one moment (current prices), handed to deciders so pricing stays pure. */
export interface CatalogSnapshot {
  models: ReadonlyMap<string, CatalogModel>;
  options: ReadonlyMap<string, CatalogOption>;
}

export const toModelView = (m: CatalogModel): PutterModelView => ({
  id: m.id,
  name: m.name,
  nameTh: m.nameTh ?? m.name,
  soundType: m.soundType,
  soundTypeTh: m.soundTypeTh ?? m.soundType,
  basePrice: satangToDecimalString(m.basePriceSatang),
  description: m.description,
  descriptionTh: m.descriptionTh ?? m.description,
  features: m.features,
  featuresTh: m.featuresTh ?? m.features,
});

export const toOptionView = (o: CatalogOption): CustomizationOptionView => ({
  id: o.id,
  category: o.category,
  name: o.name,
  nameTh: o.nameTh ?? o.name,
  price: satangToDecimalString(o.priceSatang),
  ...(o.description ? { description: o.description } : {}),
  ...(o.descriptionTh ? { descriptionTh: o.descriptionTh } : {}),
});
