import { ThrottlerModule, type ThrottlerModuleOptions } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { AppConfig } from '../infrastructure/config/app-config';
import { RedisThrottlerStorage } from '../infrastructure/redis/redis-throttler.storage';
import { emailKey } from './email-key';

const emailOf = (req: { body?: unknown; ip?: string }): string => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? `email:${emailKey(email)}` : `ip:${req.ip}`;
};

/** Each guarded route counts only its own throttlers: sign-in and sign-up do not spend the order-lookup budget. */
export const authOnly = { lookup: true } as const;
/** Sign-in counts per address here; its per-e-mail and per-(address, e-mail) limits are `LoginThrottle`'s. */
export const loginOnly = { lookup: true, email: true } as const;
export const lookupOnly = { ip: true, email: true } as const;

/** Replicas of one deployment share a database, so its name keys their shared counters. */
const namespaceOf = (databaseUrl: string): string => {
  try {
    return new URL(databaseUrl).pathname.replace(/^\//, '') || 'default';
  } catch {
    return 'default';
  }
};

/**
 * Named throttlers for routes behind `ThrottlerGuard`: `ip` (per client address, behind the proxy; sign-in and
 * sign-up), `email` (per e-mail in the body; sign-up only) and `lookup`. Each counts every attempt.
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
      // The anonymous order lookup by e-mail, per client address (routes opt in with `lookupOnly`).
      { name: 'lookup', limit: config.ORDER_LOOKUP_LIMIT, ttl: config.ORDER_LOOKUP_WINDOW_SECONDS * 1000 },
    ],
  }),
});
