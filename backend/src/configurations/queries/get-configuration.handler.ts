import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PutterConfigurationView } from '@sound-putter/contracts';
import { Pool } from 'pg';
import { CatalogService } from '../../catalog';
import { NotFound } from '../../infrastructure/cqrs/domain-error';
import { CONFIGURATION_COLUMNS, type ConfigurationRow, toConfigurationView } from '../configuration-view';
import { GetConfigurationQuery } from './get-configuration.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetConfigurationQuery)
export class GetConfigurationHandler implements IQueryHandler<GetConfigurationQuery, PutterConfigurationView> {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ configurationId }: GetConfigurationQuery): Promise<PutterConfigurationView> {
    if (!UUID.test(configurationId)) throw new NotFound('configuration_not_found');
    const { rows } = await this.pool.query<ConfigurationRow>(
      `SELECT ${CONFIGURATION_COLUMNS} FROM rm_configurations WHERE id = $1`,
      [configurationId],
    );
    if (!rows[0]) throw new NotFound('configuration_not_found');
    return toConfigurationView(rows[0], await this.catalog.current());
  }
}
