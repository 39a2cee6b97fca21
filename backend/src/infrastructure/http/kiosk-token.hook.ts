import { createHash, timingSafeEqual } from 'node:crypto';
import { CLIENT_CHANNEL_HEADER, KIOSK_TOKEN_HEADER } from '@sound-putter/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError, inMinutes, TooManyAttempts } from '../cqrs/domain-error';
import { type RateLimiter, type RateRule, retryAfterSeconds } from '../rate-limit/rate-limiter';

declare module 'fastify' {
  interface FastifyRequest {
    /** True only when the request carried the configured kiosk device token. */
    kiosk: boolean;
  }
}

/** Wrong kiosk tokens allowed per client address and window, counted where every API replica sees the count. */
export interface KioskTokenLimit {
  limiter: Pick<RateLimiter, 'take' | 'giveBack'>;
  rule: RateRule;
}

// Equal-length digests let timingSafeEqual compare tokens of any length without leaking where they differ.
const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Marks requests from the kiosk device. A request that claims to be a kiosk (token or channel header) with a
 * missing or wrong token is refused, so a mistyped device set-up never places orders as web. Past the limit of wrong
 * tokens from one address, every token from it answers 429 until the window ends (README "Kiosk token limit").
 */
export const kioskTokenHook = (configuredToken: string | undefined, { limiter, rule }: KioskTokenLimit) => {
  const expected = configuredToken ? digest(configuredToken) : null;
  return async (req: FastifyRequest): Promise<void> => {
    req.kiosk = false;
    const token = req.headers[KIOSK_TOKEN_HEADER];
    const claimsKiosk = req.headers[CLIENT_CHANNEL_HEADER] === 'kiosk';
    if (token === undefined && !claimsKiosk) return;
    if (typeof token !== 'string' || token === '') {
      throw new DomainError('invalid_kiosk_token', 'Kiosk requests must carry the kiosk device token.', {
        [KIOSK_TOKEN_HEADER]: ['Set the device up with the kiosk token'],
      });
    }
    if (!expected) {
      throw new DomainError('invalid_kiosk_token', 'This shop accepts no kiosk: its KIOSK_TOKEN is not set.', {
        [KIOSK_TOKEN_HEADER]: ['The server has no kiosk token configured'],
      });
    }
    // Counted before the comparison, so parallel guesses get exactly the limit; a right token gives its count back.
    // Past the limit the right token is refused too: answering it would tell a guesser which guess was right.
    const attempt = await limiter.take(rule, req.ip);
    if (!attempt.allowed) {
      const retryAfter = retryAfterSeconds(attempt);
      throw new TooManyAttempts(
        `Too many wrong kiosk tokens from your address. Please try again in ${inMinutes(retryAfter)}.`,
        retryAfter,
        'kiosk_token',
      );
    }
    if (!timingSafeEqual(digest(token), expected)) {
      throw new DomainError('invalid_kiosk_token', 'The kiosk device token is wrong.', {
        [KIOSK_TOKEN_HEADER]: ['The token does not match the one this shop is configured with'],
      });
    }
    await limiter.giveBack({ rule, key: req.ip });
    req.kiosk = true;
  };
};
