import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../infrastructure/config/app-config';
import { inMinutes, TooManyAttempts } from '../infrastructure/cqrs/domain-error';
import { redisNamespace } from '../infrastructure/redis/redis-namespace';
import { emailKey } from './email-key';

/**
 * Counts one sign-in attempt before the password is checked, so concurrent guesses cannot slip past a limit.
 * KEYS: pair (address + e-mail), device (the trusted browser), e-mail. ARGV: pair limit, pair window ms,
 * e-mail limit, e-mail window ms, 1 when the browser is trusted for this e-mail.
 * A trusted browser counts on its own key instead of the e-mail's; past the pair limit it is trusted no more.
 * Returns [verdict (0 admitted, 1 pair limit, 2 e-mail limit), ms until that window ends, counted on e-mail (0|1)].
 */
const ADMIT = `
local function hit(key, windowMs)
  local n = redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, windowMs) end
  return n
end
if hit(KEYS[1], ARGV[2]) > tonumber(ARGV[1]) then return { 1, redis.call('PTTL', KEYS[1]), 0 } end
if ARGV[5] == '1' and hit(KEYS[2], ARGV[2]) <= tonumber(ARGV[1]) then return { 0, 0, 0 } end
if hit(KEYS[3], ARGV[4]) > tonumber(ARGV[3]) then return { 2, redis.call('PTTL', KEYS[3]), 1 } end
return { 0, 0, 1 }
`;

/** A successful sign-in gives back what it spent: the pair and device counts end, the e-mail's loses this attempt. */
const SETTLE = `
redis.call('DEL', KEYS[1], KEYS[2])
if ARGV[1] == '1' and tonumber(redis.call('GET', KEYS[3]) or '0') > 0 then redis.call('DECR', KEYS[3]) end
return 1
`;

export interface LoginAttempt {
  keys: [pair: string, device: string, email: string];
  countedOnEmail: boolean;
}

/**
 * Sign-in limits that nobody can use to lock an owner out (README "Sign-in limits"). Beside the per-address limit of
 * the throttler guard: attempts per (address, e-mail), and attempts per e-mail from browsers the account has not
 * signed in from before. A browser with the account's `sp_device` cookie skips the per-e-mail count, so a guessing
 * campaign from many addresses leaves the owner's own browsers working.
 */
@Injectable()
export class LoginThrottle {
  private readonly namespace: string;

  constructor(
    @Inject(Redis) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {
    this.namespace = `${redisNamespace(config.DATABASE_URL)}:login`;
  }

  /** Counts the attempt or refuses it with 429; `deviceId` is the trusted browser's id (its token's hash). */
  async admit(clientIp: string, email: string, trustedDeviceId: string | undefined): Promise<LoginAttempt> {
    // Keyed by the hash of the e-mail's key: addresses that compare equal count as one, and Redis never holds a
    // customer's e-mail (a PDPA erasure leaves nothing behind there).
    const account = createHash('sha256').update(emailKey(email)).digest('hex');
    const keys: LoginAttempt['keys'] = [
      `${this.namespace}:pair:${clientIp}:${account}`,
      `${this.namespace}:device:${trustedDeviceId ?? '-'}`,
      `${this.namespace}:email:${account}`,
    ];
    const c = this.config;
    const [verdict, retryMs, countedOnEmail] = (await this.redis.eval(
      ADMIT,
      3,
      ...keys,
      c.AUTH_PAIR_LIMIT,
      c.AUTH_PAIR_WINDOW_SECONDS * 1000,
      c.AUTH_EMAIL_LIMIT,
      c.AUTH_EMAIL_WINDOW_SECONDS * 1000,
      trustedDeviceId ? '1' : '0',
    )) as [number, number, number];
    const retryAfter = Math.max(1, Math.ceil(retryMs / 1000));
    if (verdict === 1) {
      throw new TooManyAttempts(
        `Too many sign-in attempts for this account from your address. Please try again in ${inMinutes(retryAfter)}.`,
        retryAfter,
        'address_email',
      );
    }
    if (verdict === 2) {
      throw new TooManyAttempts(
        `Too many sign-in attempts for this account. Please try again in ${inMinutes(retryAfter)}, ` +
          'or sign in from a browser you have signed in from before.',
        retryAfter,
        'email',
      );
    }
    return { keys, countedOnEmail: countedOnEmail === 1 };
  }

  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.redis.eval(SETTLE, 3, ...attempt.keys, attempt.countedOnEmail ? '1' : '0');
  }
}
