/** The catalog's public entry: other contexts and the composition root import only this file. */
export type { CatalogModel, CatalogOption, CatalogSnapshot } from './catalog';
export { CatalogModule } from './catalog.module';
export { CatalogService } from './catalog.service';
export {
  type CatalogState,
  nextPriceAfter,
  type PriceEntry,
  priceAt,
  priceChangeTarget,
  snapshotAt,
} from './catalog.decider';
/** The shop's catalog as seeded: what tests build catalog snapshots from. */
export { catalogModels, catalogOptions } from './catalog-data';
