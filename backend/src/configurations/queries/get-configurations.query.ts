import type { PutterConfigurationView } from '@sound-putter/contracts';

/**
 * A recorded configuration as other contexts see it: the view with its names and every choice with the price it
 * adds, and the exact price in satang.
 */
export type ConfigurationSummary = PutterConfigurationView & {
  totalPriceSatang: number;
  /** What the same configuration costs at the catalog's prices now (a price may have changed since). */
  currentPriceSatang: number;
  /** Names of its model and options the catalog has since marked unavailable (issue 32); empty when all are. */
  unavailable: string[];
};

/** Several configurations at once (the cart's lines, an order's lines); unknown ids are left out of the answer. */
export class GetConfigurationsQuery {
  constructor(readonly configurationIds: readonly string[]) {}
}
