import { findRedisServer, planRedis, redisInstallHelp, redisServerArgs } from './redis-plan';

describe('planRedis', () => {
  const base = {
    redisUrl: undefined,
    standardPort: 'no-answer' as const,
    redisServerBinary: undefined,
    platform: 'linux' as const,
  };

  it('uses REDIS_URL when set, whatever else is there', () => {
    expect(
      planRedis({
        ...base,
        redisUrl: 'redis://cache:6379',
        standardPort: 'pong',
        redisServerBinary: '/usr/bin/redis-server',
      }),
    ).toEqual({
      kind: 'url',
      url: 'redis://cache:6379',
    });
  });

  it('uses the Redis on 127.0.0.1:6379 when it answers PING', () => {
    expect(planRedis({ ...base, standardPort: 'pong', redisServerBinary: '/usr/bin/redis-server' })).toEqual({
      kind: 'local',
      url: 'redis://127.0.0.1:6379',
    });
  });

  it.each(['no-answer', 'auth-required', 'other'] as const)(
    'starts a private redis-server when 6379 gives %s and the binary exists',
    (standardPort) => {
      expect(planRedis({ ...base, standardPort, redisServerBinary: '/usr/bin/redis-server' })).toEqual({
        kind: 'private',
        binary: '/usr/bin/redis-server',
      });
    },
  );

  it('explains how to install Redis when there is nothing to use or start', () => {
    const plan = planRedis(base);
    expect(plan.kind).toBe('missing');
    expect(plan.kind === 'missing' && plan.message).toContain('apt-get install redis-server');
    expect(plan.kind === 'missing' && plan.message).toContain('REDIS_URL=');
  });
});

describe('redisInstallHelp', () => {
  it('names brew on macOS', () => {
    expect(redisInstallHelp('darwin')).toContain('brew install redis');
    expect(redisInstallHelp('darwin')).not.toContain('apt-get');
  });

  it('says why 6379 was not used', () => {
    expect(redisInstallHelp('linux', 'auth-required')).toContain('asks for a password');
    expect(redisInstallHelp('linux', 'other')).toContain('not Redis');
  });
});

describe('redisServerArgs', () => {
  it('binds loopback on its own port, pid file and folder, and keeps nothing on disk', () => {
    const args = redisServerArgs({ port: 56379, dir: '/repo/.data/redis', pidFile: '/repo/.data/redis/redis.pid' });
    const option = (name: string) => args[args.indexOf(name) + 1];
    expect(option('--bind')).toBe('127.0.0.1');
    expect(option('--port')).toBe('56379');
    expect(option('--pidfile')).toBe('/repo/.data/redis/redis.pid');
    expect(option('--dir')).toBe('/repo/.data/redis');
    expect(option('--save')).toBe('');
    expect(option('--appendonly')).toBe('no');
    expect(option('--daemonize')).toBe('no');
    expect(option('--maxmemory-policy')).toBe('noeviction');
  });
});

describe('findRedisServer', () => {
  it('takes the first redis-server on PATH', () => {
    const found = findRedisServer('/a:/b:/c', (file) => file === '/b/redis-server' || file === '/c/redis-server');
    expect(found).toBe('/b/redis-server');
  });

  it('also looks where packages install it off PATH (sbin, Homebrew)', () => {
    expect(findRedisServer('/bin', (file) => file === '/opt/homebrew/bin/redis-server')).toBe(
      '/opt/homebrew/bin/redis-server',
    );
  });

  it('answers undefined when there is none', () => {
    expect(findRedisServer(undefined, () => false)).toBeUndefined();
  });
});
