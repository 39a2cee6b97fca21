import { LocalRateLimiter } from './local-rate-limiter';

const rule = { name: 'r', limit: 2, windowMs: 1_000 };

describe('LocalRateLimiter', () => {
  it('refuses past the limit until the window ends, with the wait, then starts afresh', () => {
    const limiter = new LocalRateLimiter();
    expect([0, 100].map((now) => limiter.take(rule, 'k', now).allowed)).toEqual([true, true]);
    expect(limiter.take(rule, 'k', 400)).toMatchObject({ allowed: false, retryAfterMs: 600, count: 3 });
    expect(limiter.take(rule, 'k', 1_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('keeps keys and rules apart', () => {
    const limiter = new LocalRateLimiter();
    limiter.take(rule, 'k', 0, 2);
    expect(limiter.take(rule, 'other', 0).allowed).toBe(true);
    expect(limiter.take({ ...rule, name: 's' }, 'k', 0).allowed).toBe(true);
    expect(limiter.take(rule, 'k', 0).allowed).toBe(false);
  });
});
