import type { CustomizationCategory } from '../catalog';

/** What a catalog change is about: a putter model or a customization option. */
export type CatalogItemKind = 'model' | 'option';

/**
 * The catalog stream (`catalog-shop`, issue 32). The seed file's models and options become its first Added events
 * on boot; after that every change an admin makes is an event. Prices are satang; a price is effective from
 * `effectiveAt` (ISO UTC, null = from the beginning) until a later-effective price replaces it.
 */
export interface CatalogModelAdded {
  type: 'CatalogModelAdded';
  data: {
    modelId: string;
    name: string;
    soundType: string;
    description: string;
    features: string[];
    basePriceSatang: number;
  };
}

export interface CatalogOptionAdded {
  type: 'CatalogOptionAdded';
  data: {
    optionId: string;
    category: CustomizationCategory;
    name: string;
    description: string | null;
    priceSatang: number;
  };
}

export interface CatalogModelEdited {
  type: 'CatalogModelEdited';
  data: { modelId: string; name: string; description: string; features: string[] };
}

export interface CatalogOptionEdited {
  type: 'CatalogOptionEdited';
  data: { optionId: string; name: string; description: string | null };
}

export interface CatalogPriceScheduled {
  type: 'CatalogPriceScheduled';
  data: { kind: CatalogItemKind; id: string; priceSatang: number; effectiveAt: string };
}

export interface CatalogAvailabilityChanged {
  type: 'CatalogAvailabilityChanged';
  data: { kind: CatalogItemKind; id: string; available: boolean };
}

export type CatalogEventPayload =
  | CatalogModelAdded
  | CatalogOptionAdded
  | CatalogModelEdited
  | CatalogOptionEdited
  | CatalogPriceScheduled
  | CatalogAvailabilityChanged;
