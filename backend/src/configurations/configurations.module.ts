import { PutterPictures } from './putter-pictures';
import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { ConfigurePutterHandler } from './commands/configure-putter.handler';
import { ConfigurationsController } from './configurations.controller';
import { ConfigurationRows } from './queries/configuration-rows';
import { GetConfigurationHandler } from './queries/get-configuration.handler';
import { GetConfigurationsHandler } from './queries/get-configurations.handler';

@Module({
  imports: [CatalogModule],
  controllers: [ConfigurationsController],
  providers: [
    PutterPictures,
    ConfigurationRows,
    ConfigurePutterHandler,
    GetConfigurationHandler,
    GetConfigurationsHandler,
  ],
})
export class ConfigurationsModule {}
