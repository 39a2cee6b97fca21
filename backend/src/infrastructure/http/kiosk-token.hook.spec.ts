import type { FastifyRequest } from 'fastify';
import { DomainError, TooManyAttempts } from '../cqrs/domain-error';
import { kioskTokenHook, type KioskTokenLimit } from './kiosk-token.hook';

const TOKEN = 'a-kiosk-token-of-enough-length-42';

const rule = { name: 'kiosk-token', limit: 10, windowMs: 600_000 };

/** The limiter's count for one address, in memory: refused past the limit, as RateLimiter answers. */
const countingStorage = (limit: number) => {
  let hits = 0;
  const limiter: KioskTokenLimit['limiter'] = {
    take: async () => {
      hits += 1;
      const allowed = hits <= limit;
      return { allowed, retryAfterMs: allowed ? 0 : 540_000, count: hits, counted: [{ rule, key: '10.0.0.1' }] };
    },
    giveBack: async () => {
      hits -= 1;
    },
  };
  return { limiter, hits: () => hits };
};

const run = async (configured: string | undefined, headers: Record<string, string>, limit = countingStorage(10)) => {
  const req = { headers, ip: '10.0.0.1' } as unknown as FastifyRequest;
  const hook = kioskTokenHook(configured, { limiter: limit.limiter, rule });
  const error = await hook(req).then(
    () => undefined,
    (e: unknown) => e as DomainError,
  );
  return { kiosk: req.kiosk, error };
};

describe('kioskTokenHook', () => {
  it('marks a request with the configured token as the kiosk, and gives its count back', async () => {
    const limit = countingStorage(10);
    expect(await run(TOKEN, { 'x-kiosk-token': TOKEN }, limit)).toEqual({ kiosk: true, error: undefined });
    expect(limit.hits()).toBe(0);
  });

  it('leaves a request without any kiosk claim as web, uncounted', async () => {
    const limit = countingStorage(10);
    expect(await run(TOKEN, {}, limit)).toEqual({ kiosk: false, error: undefined });
    expect(await run(undefined, {}, limit)).toEqual({ kiosk: false, error: undefined });
    expect(limit.hits()).toBe(0);
  });

  it.each([
    ['a wrong token', TOKEN, { 'x-kiosk-token': `${TOKEN}!` }, 'The kiosk device token is wrong.', 1],
    ['an empty token', TOKEN, { 'x-kiosk-token': '' }, 'Kiosk requests must carry the kiosk device token.', 0],
    [
      'the channel header alone',
      TOKEN,
      { 'x-client-channel': 'kiosk' },
      'Kiosk requests must carry the kiosk device token.',
      0,
    ],
    [
      'a token on a shop with no KIOSK_TOKEN',
      undefined,
      { 'x-kiosk-token': TOKEN },
      'This shop accepts no kiosk: its KIOSK_TOKEN is not set.',
      0,
    ],
  ])('refuses %s with 401 invalid_kiosk_token (counted only when a token was compared)', async (...c) => {
    const [, configured, headers, message, counted] = c;
    const limit = countingStorage(10);
    const { kiosk, error } = await run(configured, headers, limit);
    expect(kiosk).toBe(false);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'invalid_kiosk_token', status: 401, message });
    expect(limit.hits()).toBe(counted);
  });

  it('answers 429 with the wait past the limit, for the right token too (it would tell a guesser it is right)', async () => {
    const limit = countingStorage(2);
    for (let i = 0; i < 2; i++) expect((await run(TOKEN, { 'x-kiosk-token': 'wrong' }, limit)).error?.status).toBe(401);
    for (const token of ['wrong', TOKEN]) {
      const { kiosk, error } = await run(TOKEN, { 'x-kiosk-token': token }, limit);
      expect(kiosk).toBe(false);
      expect(error).toBeInstanceOf(TooManyAttempts);
      expect(error).toMatchObject({
        status: 429,
        code: 'too_many_requests',
        retryAfterSeconds: 540,
        message: 'Too many wrong kiosk tokens from your address. Please try again in 9 minutes.',
        details: { limit: 'kiosk_token', retryAfterSeconds: 540 },
      });
    }
  });
});
