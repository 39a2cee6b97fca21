import 'reflect-metadata';
import http from 'node:http';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit } from './infrastructure/config/app-config';
import { createRootLogger, PinoNestLogger } from './infrastructure/logging/logger';
import { registry } from './infrastructure/metrics/metrics';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createRootLogger(config.LOG_LEVEL, 'worker');
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(), {
    logger: new PinoNestLogger(logger),
  });
  app.enableShutdownHooks();

  // Probes and Prometheus reach the worker on its own small port.
  const server = http.createServer((req, res) => {
    if (req.url === '/metrics') {
      void registry.metrics().then((body) => {
        res.writeHead(200, { 'content-type': registry.contentType });
        res.end(body);
      });
      return;
    }
    if (req.url === '/health/live' || req.url === '/health/ready') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
      return;
    }
    res.writeHead(404).end();
  });
  server.listen(config.WORKER_PORT, '0.0.0.0');
  const close = () => server.close();
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  logger.info({ port: config.WORKER_PORT }, 'worker running');
}

void bootstrap().catch((error: unknown) => {
  process.stderr.write(`worker failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
