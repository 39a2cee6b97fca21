import { bahtToSatang, customizationCategories } from '@sound-putter/contracts';
import { catalogModels, catalogOptions } from './catalog-data';
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
