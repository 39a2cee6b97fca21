import { bahtToSatang, customizationCategories } from '@sound-putter/contracts';
import { catalogModels, catalogOptions } from './catalog-data';
import type { CatalogModel, CatalogOption, CatalogSnapshot } from './catalog';
import type { SeedCatalog } from './catalog.decider';

/**
 * The seed file as the catalog stream's first events: on every boot the API appends the models and options the
 * stream does not hold yet (by id), and nothing else, so a boot never undoes an admin's edit, price or availability.
 */
export const seedCommand = (): SeedCatalog => ({
  type: 'SeedCatalog',
  models: catalogModels.map((m) => ({
    modelId: m.id,
    name: m.name,
    soundType: m.soundType,
    description: m.description,
    features: m.features,
    basePriceSatang: bahtToSatang(m.basePrice),
  })),
  options: customizationCategories.flatMap((category) =>
    catalogOptions[category].map((o) => ({
      optionId: o.id,
      category,
      name: o.name,
      description: o.description ?? null,
      priceSatang: bahtToSatang(o.price),
    })),
  ),
});

const seedModels = new Map(catalogModels.map((m) => [m.id, m]));
const seedOptions = new Map(customizationCategories.flatMap((c) => catalogOptions[c].map((o) => [o.id, o] as const)));

/**
 * Thai texts come from the seed file, by id, while the English text is still the seed's: the back office edits the
 * English only for now, so an item an admin renamed or added shows its English text in Thai too (toModelView's
 * fallback) rather than a Thai translation of something else.
 */
export const withThaiTexts = (snapshot: CatalogSnapshot): CatalogSnapshot => ({
  models: new Map(
    [...snapshot.models].map(([id, m]): [string, CatalogModel] => {
      const seed = seedModels.get(id);
      if (!seed || seed.name !== m.name) return [id, m];
      return [
        id,
        {
          ...m,
          nameTh: seed.nameTh,
          ...(seed.soundType === m.soundType ? { soundTypeTh: seed.soundTypeTh } : {}),
          ...(seed.description === m.description ? { descriptionTh: seed.descriptionTh } : {}),
          ...(seed.features.join('\n') === m.features.join('\n') ? { featuresTh: seed.featuresTh } : {}),
        },
      ];
    }),
  ),
  options: new Map(
    [...snapshot.options].map(([id, o]): [string, CatalogOption] => {
      const seed = seedOptions.get(id);
      if (!seed || seed.name !== o.name) return [id, o];
      return [
        id,
        {
          ...o,
          nameTh: seed.nameTh,
          ...((seed.description ?? null) === o.description ? { descriptionTh: seed.descriptionTh ?? null } : {}),
        },
      ];
    }),
  ),
});
