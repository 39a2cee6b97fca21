/** The back office's public entry (issue 32). */
export { BackofficeModule } from './backoffice.module';
export { dashboardProjection } from './dashboard/dashboard.projection';
export { dashboardQueries, dashboardView } from './dashboard/dashboard-figures';
export { refillStatements as refillDashboardRollups } from './dashboard/dashboard-rollups';
