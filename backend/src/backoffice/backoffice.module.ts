import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { CatalogAdminController } from './catalog-admin.controller';
import { DashboardController } from './dashboard/dashboard.controller';
import { DashboardFigures } from './dashboard/dashboard-figures';

/** The back office at /admin (issue 32): staff and admin operations over the other contexts, each role-checked. */
@Module({
  imports: [CatalogModule],
  controllers: [CatalogAdminController, DashboardController],
  providers: [DashboardFigures],
})
export class BackofficeModule {}
