import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CatalogService } from '../../catalog';
import { optionIdsOf, priceInCatalogSatang, toConfigurationView } from '../configuration-view';
import { ConfigurationRows } from './configuration-rows';
import { type ConfigurationSummary, GetConfigurationsQuery } from './get-configurations.query';

@QueryHandler(GetConfigurationsQuery)
export class GetConfigurationsHandler implements IQueryHandler<GetConfigurationsQuery, ConfigurationSummary[]> {
  constructor(
    private readonly rows: ConfigurationRows,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ configurationIds }: GetConfigurationsQuery): Promise<ConfigurationSummary[]> {
    const rows = await this.rows.find(configurationIds);
    if (rows.length === 0) return [];
    const catalog = await this.catalog.current();
    return rows.map((row) => {
      const view = toConfigurationView(row, catalog);
      const model = catalog.models.get(view.modelId);
      const unavailable = [
        ...(model && !model.available ? [model.name] : []),
        ...optionIdsOf(view).flatMap((id) => {
          const option = catalog.options.get(id);
          return option && !option.available ? [option.name] : [];
        }),
      ];
      const currentPriceSatang = priceInCatalogSatang(view, catalog);
      return { ...view, totalPriceSatang: row.total_price_satang, currentPriceSatang, unavailable };
    });
  }
}
