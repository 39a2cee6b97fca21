import { appPorts, buildAppEnv, DEV_ADMIN, DEV_KIOSK_TOKEN } from './app-env';

const services = { databaseUrl: 'postgres://p:x@127.0.0.1:54329/sound_putter', redisUrl: 'redis://127.0.0.1:6379' };

describe('buildAppEnv', () => {
  it('passes the found services and development defaults', () => {
    const env = buildAppEnv({ PATH: '/bin' }, services, '/repo');
    expect(env).toMatchObject({
      PATH: '/bin',
      DATABASE_URL: services.databaseUrl,
      REDIS_URL: services.redisUrl,
      NODE_ENV: 'development',
      PORT: '3000',
      ADMIN_EMAIL: DEV_ADMIN.email,
      ADMIN_PASSWORD: DEV_ADMIN.password,
      KIOSK_TOKEN: DEV_KIOSK_TOKEN,
      WEB_DIST_DIR: '/repo/web/dist',
      KIOSK_DIST_DIR: '/repo/kiosk/dist',
    });
  });

  it('keeps what the user set', () => {
    const env = buildAppEnv(
      { PORT: '8080', NODE_ENV: 'test', LOG_LEVEL: 'debug', WEB_DIST_DIR: '/srv/web' },
      services,
      '/repo',
    );
    expect(env).toMatchObject({ PORT: '8080', NODE_ENV: 'test', LOG_LEVEL: 'debug', WEB_DIST_DIR: '/srv/web' });
  });

  it('never invents an admin in production or next to a configured one', () => {
    expect(buildAppEnv({ NODE_ENV: 'production' }, services, '/repo').ADMIN_EMAIL).toBeUndefined();
    const own = buildAppEnv({ ADMIN_EMAIL: 'me@example.com', ADMIN_PASSWORD: 'Secret123' }, services, '/repo');
    expect(own).toMatchObject({ ADMIN_EMAIL: 'me@example.com', ADMIN_PASSWORD: 'Secret123' });
  });

  it('sets the development kiosk token only outside production and when none is set', () => {
    expect(buildAppEnv({ NODE_ENV: 'production' }, services, '/repo').KIOSK_TOKEN).toBeUndefined();
    expect(buildAppEnv({ KIOSK_TOKEN: 'own-kiosk-token-of-24-chars-x' }, services, '/repo').KIOSK_TOKEN).toBe(
      'own-kiosk-token-of-24-chars-x',
    );
  });

  it('the development admin password passes the signup rule (8+, upper, lower, digit)', () => {
    expect(DEV_ADMIN.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/);
  });
});

describe('appPorts', () => {
  it('checks the API port, the worker port and the API metrics port by default', () => {
    expect(appPorts({}).map(({ variable, port }) => [variable, port])).toEqual([
      ['PORT', 3000],
      ['WORKER_PORT', 9464],
      ['METRICS_PORT', 9465],
    ]);
    expect(appPorts({ PORT: '8080', WORKER_PORT: '9000', METRICS_PORT: '9001' }).map(({ port }) => port)).toEqual([
      8080, 9000, 9001,
    ]);
  });

  it('leaves a port out when its process may pick any (0)', () => {
    expect(appPorts({ WORKER_PORT: '0', METRICS_PORT: '0' }).map(({ variable }) => variable)).toEqual(['PORT']);
  });

  it('rejects nonsense by name', () => {
    expect(() => appPorts({ PORT: 'eighty' })).toThrow('PORT');
    expect(() => appPorts({ PORT: '0' })).toThrow('PORT must be');
    expect(() => appPorts({ WORKER_PORT: '-1' })).toThrow('WORKER_PORT');
  });
});
