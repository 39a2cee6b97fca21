import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PutterConfigurationView } from '@sound-putter/contracts';
import { CatalogService } from '../../catalog';
import { NotFound } from '../../infrastructure/cqrs/domain-error';
import { toConfigurationView } from '../configuration-view';
import { ConfigurationRows } from './configuration-rows';
import { GetConfigurationQuery } from './get-configuration.query';

@QueryHandler(GetConfigurationQuery)
export class GetConfigurationHandler implements IQueryHandler<GetConfigurationQuery, PutterConfigurationView> {
  constructor(
    private readonly rows: ConfigurationRows,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ configurationId }: GetConfigurationQuery): Promise<PutterConfigurationView> {
    const [row] = await this.rows.find([configurationId]);
    if (!row) throw new NotFound('configuration_not_found');
    return toConfigurationView(row, await this.catalog.current());
  }
}
