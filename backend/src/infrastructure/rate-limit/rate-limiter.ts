import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** One limit, as data: at most `limit` counts per key in a fixed window of `windowMs` that its first count starts. */
export interface RateRule {
  /** Part of the Redis key: `<namespace>:rl:<name>:<SHA-256 of the key>`. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** One count in a check. `exempts`: within its limit, this count admits at once and the later ones are not made. */
export interface Take {
  readonly rule: RateRule;
  readonly key: string;
  readonly cost?: number;
  readonly exempts?: boolean;
}

export interface Verdict {
  allowed: boolean;
  /** 0 when allowed; else the ms until the window of the refusing rule ends. */
  retryAfterMs: number;
  /** The count of the refusing take, or of the last one made. */
  count: number;
  /** The take past its limit (absent when allowed). */
  refusedBy?: Take;
  /** The takes counted, in order: what a give-back may return. */
  counted: Take[];
}

/**
 * KEYS: one counter per take. ARGV: limit, window ms, cost, exempts (1|0) per take. Every take made is counted,
 * refused ones too (a later give-back then restores the count exactly); the first past its limit refuses and ends
 * the check. An exempting take within its limit admits and ends the check; past it, the check goes on.
 * Returns [refusing take (1-based; 0: admitted), ms to its window's end, its count, takes counted].
 */
const CHECK = `
local count = 0
for i, key in ipairs(KEYS) do
  local a = (i - 1) * 4
  count = redis.call('INCRBY', key, ARGV[a + 3])
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[a + 2])
    ttl = tonumber(ARGV[a + 2])
  end
  local over = count > tonumber(ARGV[a + 1])
  if ARGV[a + 4] == '1' then
    if not over then return { 0, 0, count, i } end
  elseif over then
    return { i, ttl, count, i }
  end
end
return { 0, 0, count, #KEYS }
`;

/** KEYS: counters; ARGV: the amount each gives back, never below 0, or 'all' to end its window. */
const GIVE_BACK = `
for i, key in ipairs(KEYS) do
  if ARGV[i] == 'all' then
    redis.call('DEL', key)
  else
    local n = tonumber(redis.call('GET', key) or '0')
    if n > 0 then redis.call('DECRBY', key, math.min(n, tonumber(ARGV[i]))) end
  end
end
return 1
`;

/** A take to give back: `amount` counts (default 1), or 'all' to end the key's window. */
export interface GiveBack {
  readonly rule: RateRule;
  readonly key: string;
  readonly amount?: number | 'all';
}

/**
 * Rate limits shared by every API replica, in Redis: fixed windows, several keys checked atomically in one round
 * trip, so parallel requests get exactly the limit. Keys are hashed, so Redis never holds an e-mail or an address.
 * `namespace` (the shop's, `redisNamespace`) keeps deployments that share one Redis apart.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  /** Counts `cost` on one key. */
  take(rule: RateRule, key: string, cost = 1): Promise<Verdict> {
    return this.check([{ rule, key, cost }]);
  }

  /** Counts several takes in order, atomically; the first past its limit refuses (see `Take.exempts`). */
  async check(takes: readonly Take[]): Promise<Verdict> {
    const args = takes.flatMap((t) => [
      t.rule.limit,
      Math.max(1, Math.ceil(t.rule.windowMs)),
      t.cost ?? 1,
      t.exempts ? 1 : 0,
    ]);
    const [refusing, retryAfterMs, count, made] = (await this.redis.eval(
      CHECK,
      takes.length,
      ...takes.map((t) => this.keyOf(t.rule, t.key)),
      ...args,
    )) as [number, number, number, number];
    return {
      allowed: refusing === 0,
      retryAfterMs,
      count,
      ...(refusing === 0 ? {} : { refusedBy: takes[refusing - 1] }),
      counted: takes.slice(0, made),
    };
  }

  /** Gives counts back while their window lasts (a count that turned out not to count). */
  async giveBack(...gifts: readonly GiveBack[]): Promise<void> {
    if (gifts.length === 0) return;
    await this.redis.eval(
      GIVE_BACK,
      gifts.length,
      ...gifts.map((g) => this.keyOf(g.rule, g.key)),
      ...gifts.map((g) => g.amount ?? 1),
    );
  }

  private keyOf(rule: RateRule, key: string): string {
    return `${this.namespace}:rl:${rule.name}:${createHash('sha256').update(key).digest('hex')}`;
  }
}

/** Whole seconds a client waits, as Retry-After says them: at least 1. */
export const retryAfterSeconds = (verdict: Verdict): number => Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
