import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig, loadConfig } from './app-config';

@Global()
@Module({})
export class ConfigModule {
  /** `overrides` lets tests and tools run with their own database or Redis without touching process.env. */
  static forRoot(overrides: NodeJS.ProcessEnv = {}): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: AppConfig, useFactory: () => loadConfig({ ...process.env, ...overrides }) }],
      exports: [AppConfig],
    };
  }
}
