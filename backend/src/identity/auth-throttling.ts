import { ThrottlerModule, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { AppConfig } from '../infrastructure/config/app-config';
import { RedisThrottlerStorage } from './redis-throttler.storage';

const emailOf = (req: { body?: unknown; ip?: string }): string => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? `email:${email.trim().toLowerCase()}` : `ip:${req.ip}`;
};

/** Replicas of one deployment share a database, so its name keys their shared counters. */
const namespaceOf = (databaseUrl: string): string => {
  try {
    return new URL(databaseUrl).pathname.replace(/^\//, '') || 'default';
  } catch {
    return 'default';
  }
};

/**
 * Two named throttlers for routes behind `ThrottlerGuard`: `ip` (per client address, behind the proxy) and `email`
 * (per e-mail in the body, so one account cannot be guessed at from many addresses). Both count every attempt.
 */
export const authThrottling = ThrottlerModule.forRootAsync({
  inject: [AppConfig, Redis],
  useFactory: (config: AppConfig, redis: Redis): ThrottlerModuleOptions => ({
    storage: new RedisThrottlerStorage(redis, namespaceOf(config.DATABASE_URL)),
    throttlers: [
      { name: 'ip', limit: config.AUTH_IP_LIMIT, ttl: config.AUTH_IP_WINDOW_SECONDS * 1000 },
      {
        name: 'email',
        limit: config.AUTH_EMAIL_LIMIT,
        ttl: config.AUTH_EMAIL_WINDOW_SECONDS * 1000,
        getTracker: emailOf,
      },
    ],
  }),
});
