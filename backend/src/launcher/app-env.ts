import path from 'node:path';
import type { Services } from '../infrastructure/runtime/service-discovery';

/** The development admin the embedded default creates, so the workshop board can be tried at once (see README). */
export const DEV_ADMIN = { email: 'admin@soundputter.test', password: 'SoundPutter-dev-1' } as const;

/**
 * The environment of the migration, API and worker processes: ours, plus the services we found or started and the
 * folders of the built clients, which the API serves only when told where they are.
 */
export function buildAppEnv(
  base: NodeJS.ProcessEnv,
  services: Pick<Services, 'databaseUrl' | 'redisUrl'>,
  repoRoot: string,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    NODE_ENV: base.NODE_ENV || 'development',
    PORT: base.PORT || '3000',
    WEB_DIST_DIR: base.WEB_DIST_DIR || path.join(repoRoot, 'web', 'dist'),
    KIOSK_DIST_DIR: base.KIOSK_DIST_DIR || path.join(repoRoot, 'kiosk', 'dist'),
  };
  if (env.NODE_ENV !== 'production' && !base.ADMIN_EMAIL && !base.ADMIN_PASSWORD) {
    env.ADMIN_EMAIL = DEV_ADMIN.email;
    env.ADMIN_PASSWORD = DEV_ADMIN.password;
  }
  return env;
}

export function appPort(env: NodeJS.ProcessEnv): number {
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a TCP port number (1-65535), got ${JSON.stringify(env.PORT)}`);
  }
  return port;
}
