import type { PutterConfigurationView } from '@sound-putter/contracts';

/**
 * A recorded configuration as other contexts see it: the view with its names and every choice with the price it
 * adds, and the exact price in satang.
 */
export type ConfigurationSummary = PutterConfigurationView & { totalPriceSatang: number };

/** Several configurations at once (the cart's lines, an order's lines); unknown ids are left out of the answer. */
export class GetConfigurationsQuery {
  constructor(readonly configurationIds: readonly string[]) {}
}
