import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { AppConfig } from '../config/app-config';
import { shopPoolOptions } from './pg-types';

@Global()
@Module({
  providers: [
    {
      provide: Pool,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const pool = new Pool({
          connectionString: config.DATABASE_URL,
          max: config.DATABASE_POOL_SIZE,
          connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS,
          // Finds connections whose peer vanished without a FIN (a killed container), instead of writing into them.
          keepAlive: true,
          ...shopPoolOptions,
        });
        // An idle client losing its connection must not crash the process; the next query reconnects.
        pool.on('error', () => undefined);
        return pool;
      },
    },
  ],
  exports: [Pool],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(Pool) private readonly pool: Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end().catch(() => undefined);
  }
}
