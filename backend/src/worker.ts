import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit } from './infrastructure/config/app-config';
import { createRootLogger, PinoNestLogger } from './infrastructure/logging/logger';
import { portOf, startMetricsServer } from './infrastructure/metrics/metrics-server';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createRootLogger(config.LOG_LEVEL, 'worker');
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(), {
    logger: new PinoNestLogger(logger),
  });
  app.enableShutdownHooks();

  // Probes and Prometheus reach the worker on its own small port.
  const server = await startMetricsServer(config.WORKER_PORT, '0.0.0.0', (req, res) => {
    if (req.url !== '/health/live' && req.url !== '/health/ready') return false;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
    return true;
  });
  const close = () => server.close();
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  logger.info({ port: portOf(server) }, 'worker running');
}

void bootstrap().catch((error: unknown) => {
  process.stderr.write(`worker failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
