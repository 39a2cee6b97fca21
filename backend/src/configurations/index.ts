/** The configurations context's public entry: other contexts and the composition root import only this file. */
export type { ConfigurationEvent } from './configuration.decider';
export { optionIdsOf, priceInCatalogSatang } from './configuration-view';
export { ConfigurePutterCommand } from './commands/configure-putter.command';
export { configurationDetailsProjection } from './projections/configuration-details.projection';
export { ConfigurationsModule } from './configurations.module';
export { GetConfigurationQuery } from './queries/get-configuration.query';
export { type ConfigurationSummary, GetConfigurationsQuery } from './queries/get-configurations.query';
