import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Pool } from 'pg';
import { CatalogService } from '../../catalog';
import { CONFIGURATION_COLUMNS, type ConfigurationRow, toConfigurationView } from '../configuration-view';
import { type ConfigurationSummary, GetConfigurationsQuery } from './get-configurations.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetConfigurationsQuery)
export class GetConfigurationsHandler implements IQueryHandler<GetConfigurationsQuery, ConfigurationSummary[]> {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ configurationIds }: GetConfigurationsQuery): Promise<ConfigurationSummary[]> {
    const ids = configurationIds.filter((id) => UUID.test(id));
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query<ConfigurationRow>(
      `SELECT ${CONFIGURATION_COLUMNS} FROM rm_configurations WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const catalog = await this.catalog.current();
    return rows.map((row) => ({
      ...toConfigurationView(row, catalog),
      totalPriceSatang: row.total_price_satang,
    }));
  }
}
