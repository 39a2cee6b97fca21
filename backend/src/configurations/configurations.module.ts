import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { ConfigurePutterHandler } from './commands/configure-putter.handler';
import { ConfigurationsController } from './configurations.controller';
import { GetConfigurationHandler } from './queries/get-configuration.handler';

@Module({
  imports: [CatalogModule],
  controllers: [ConfigurationsController],
  providers: [ConfigurePutterHandler, GetConfigurationHandler],
})
export class ConfigurationsModule {}
