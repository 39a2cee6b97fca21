import 'reflect-metadata';
import { AppModule } from './app.module';
import { loadConfigOrExit } from './infrastructure/config/app-config';
import { createHttpApp } from './infrastructure/http/create-app';
import { createRootLogger } from './infrastructure/logging/logger';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createRootLogger(config.LOG_LEVEL, 'api');
  const app = await createHttpApp(AppModule.forRoot(), logger);
  await app.listen({ port: config.PORT, host: '0.0.0.0' });
  logger.info({ port: config.PORT }, 'api listening');
}

void bootstrap().catch((error: unknown) => {
  process.stderr.write(`api failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
