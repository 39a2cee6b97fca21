import 'reflect-metadata';
import { AppModule } from './app.module';
import { loadConfigOrExit } from './infrastructure/config/app-config';
import { connectionLimitsOf } from './infrastructure/http/connection-limits';
import { createHttpApp } from './infrastructure/http/create-app';
import { createRootLogger } from './infrastructure/logging/logger';
import { portOf, startMetricsServer } from './infrastructure/metrics/metrics-server';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createRootLogger(config.LOG_LEVEL, 'api');
  const app = await createHttpApp(AppModule.forRoot(), logger, undefined, connectionLimitsOf(config));
  await app.listen({ port: config.PORT, host: '0.0.0.0' });
  const metrics = await startMetricsServer(config.METRICS_PORT);
  const closeMetrics = () => metrics.close();
  process.once('SIGTERM', closeMetrics);
  process.once('SIGINT', closeMetrics);
  logger.info({ port: config.PORT, metricsPort: portOf(metrics) }, 'api listening');
}

void bootstrap().catch((error: unknown) => {
  process.stderr.write(`api failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
