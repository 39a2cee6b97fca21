import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

/**
 * Fixed window per key: the first hit starts a window of `ttl` ms; the hit past `limit` sets a block key for
 * `blockDuration` ms, during which hits are refused without being counted; a fresh window starts after it. One script, so replicas never race.
 * Returns [totalHits, msToWindowEnd, blocked (0|1), msToBlockEnd].
 */
const INCREMENT = `
local blockMs = redis.call('PTTL', KEYS[2])
if blockMs > 0 then
  return { tonumber(redis.call('GET', KEYS[1]) or ARGV[2]) + 1, math.max(redis.call('PTTL', KEYS[1]), 0), 1, blockMs }
end
local hits = redis.call('INCR', KEYS[1])
local windowMs = redis.call('PTTL', KEYS[1])
if windowMs < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  windowMs = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  redis.call('DEL', KEYS[1])
  return { hits, windowMs, 1, tonumber(ARGV[3]) }
end
return { hits, windowMs, 0, 0 }
`;

/** Takes one hit back from a live window (a block, or a window that has ended, has nothing to give back). */
const GIVE_BACK = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end
return 1
`;

type IncrementResult = [number, number, number, number];

/**
 * @nestjs/throttler storage in Redis, so limits hold across API replicas. `namespace` separates deployments that
 * share one Redis (each test database, each developer's stack).
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string) {
    const base = this.keyOf(key, throttlerName);
    const [totalHits, windowMs, blocked, blockMs] = (await this.redis.eval(
      INCREMENT,
      2,
      `${base}:hits`,
      `${base}:block`,
      String(Math.max(1, Math.ceil(ttl))),
      String(limit),
      String(Math.max(1, Math.ceil(blockDuration))),
    )) as IncrementResult;
    return {
      totalHits,
      timeToExpire: Math.ceil(windowMs / 1000),
      isBlocked: blocked === 1,
      timeToBlockExpire: Math.ceil(blockMs / 1000),
    };
  }

  /**
   * Gives back a hit that turned out not to count (a right kiosk token): counted first, so parallel attempts
   * cannot slip past the limit, and only the wrong ones stay counted.
   */
  async giveBack(key: string, throttlerName: string): Promise<void> {
    await this.redis.eval(GIVE_BACK, 1, `${this.keyOf(key, throttlerName)}:hits`);
  }

  private keyOf(key: string, throttlerName: string): string {
    return `throttle:${this.namespace}:${throttlerName}:${key}`;
  }
}
