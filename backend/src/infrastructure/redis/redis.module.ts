import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { redisNamespace } from './redis-namespace';

@Global()
@Module({
  providers: [
    {
      provide: Redis,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3, enableOfflineQueue: true, lazyConnect: false }),
    },
    {
      provide: RateLimiter,
      inject: [Redis, AppConfig],
      useFactory: (redis: Redis, config: AppConfig) => new RateLimiter(redis, redisNamespace(config.DATABASE_URL)),
    },
  ],
  exports: [Redis, RateLimiter],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(Redis) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}
