import path from 'node:path';
import type { Services } from '../services/service-discovery';

/** The development admin the embedded default creates, so the workshop board can be tried at once (see README). */
export const DEV_ADMIN = { email: 'admin@soundputter.test', password: 'SoundPutter-dev-1' } as const;

/** The development kiosk device token, so the kiosk can be set up at once on `npm start` (see README). */
export const DEV_KIOSK_TOKEN = 'sound-putter-dev-kiosk-token';

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
  if (env.NODE_ENV !== 'production' && !base.KIOSK_TOKEN) env.KIOSK_TOKEN = DEV_KIOSK_TOKEN;
  return env;
}

export interface AppPort {
  variable: 'PORT' | 'WORKER_PORT' | 'METRICS_PORT';
  port: number;
  what: string;
}

/** The ports the API and the worker will listen on, so a taken one is reported before anything starts. */
export function appPorts(env: NodeJS.ProcessEnv): AppPort[] {
  const read = (variable: AppPort['variable'], fallback: number, min: number) => {
    const port = Number(env[variable] || fallback);
    if (!Number.isInteger(port) || port < min || port > 65535) {
      throw new Error(`${variable} must be a TCP port number (${min}-65535), got ${JSON.stringify(env[variable])}`);
    }
    return port;
  };
  const ports: AppPort[] = [{ variable: 'PORT', port: read('PORT', 3000, 1), what: 'the shop and its API' }];
  // 0 lets the worker take any free port for its probes and /metrics.
  const worker = read('WORKER_PORT', 9464, 0);
  if (worker !== 0) ports.push({ variable: 'WORKER_PORT', port: worker, what: "the worker's probes and /metrics" });
  const metrics = read('METRICS_PORT', 9465, 0);
  if (metrics !== 0) ports.push({ variable: 'METRICS_PORT', port: metrics, what: "the API's /metrics" });
  return ports;
}
