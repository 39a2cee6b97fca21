import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { testRedisUrl } from '../../../test/support/test-database';
import { RateLimiter, type RateRule } from './rate-limiter';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rule = (limit: number, windowMs = 60_000, name = 'test'): RateRule => ({ name, limit, windowMs });

describe('RateLimiter', () => {
  let a: Redis;
  let b: Redis;
  let namespace: string;
  beforeAll(() => {
    a = new Redis(testRedisUrl());
    b = new Redis(testRedisUrl());
  });
  beforeEach(() => {
    namespace = `test-${randomBytes(4).toString('hex')}`;
  });
  afterAll(() => {
    a.disconnect();
    b.disconnect();
  });

  it('shares one count between replicas, refuses past the limit until the window ends, then starts afresh', async () => {
    const [replicaA, replicaB] = [new RateLimiter(a, namespace), new RateLimiter(b, namespace)];
    const limit = rule(2, 300);
    expect(await replicaA.take(limit, 'k')).toEqual({
      allowed: true,
      retryAfterMs: 0,
      count: 1,
      counted: [expect.anything()],
    });
    expect(await replicaB.take(limit, 'k')).toMatchObject({ allowed: true, count: 2 });
    const refused = await replicaA.take(limit, 'k');
    expect(refused).toMatchObject({ allowed: false, count: 3, refusedBy: { rule: limit, key: 'k' } });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(300);
    expect(await replicaB.take(limit, 'k')).toMatchObject({ allowed: false });
    await sleep(350);
    expect(await replicaB.take(limit, 'k')).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts a cost at once', async () => {
    const limiter = new RateLimiter(a, namespace);
    expect(await limiter.take(rule(5), 'k', 4)).toMatchObject({ allowed: true, count: 4 });
    expect(await limiter.take(rule(5), 'k', 2)).toMatchObject({ allowed: false, count: 6 });
  });

  it('gives counts back while their window lasts: a refused take given back stays refused', async () => {
    const limiter = new RateLimiter(a, namespace);
    const limit = rule(2, 300);
    await limiter.take(limit, 'k');
    await limiter.giveBack({ rule: limit, key: 'k' });
    expect(await limiter.take(limit, 'k')).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.take(limit, 'k')).toMatchObject({ allowed: true, count: 2 });
    expect(await limiter.take(limit, 'k')).toMatchObject({ allowed: false, count: 3 });
    await limiter.giveBack({ rule: limit, key: 'k' });
    expect(await limiter.take(limit, 'k')).toMatchObject({ allowed: false, count: 3 });
    // 'all' ends the window; after its end a give-back leaves nothing behind (no count below 0, no key).
    await limiter.giveBack({ rule: limit, key: 'k', amount: 'all' });
    expect(await limiter.take(limit, 'k')).toMatchObject({ allowed: true, count: 1 });
    await sleep(350);
    await limiter.giveBack({ rule: limit, key: 'k', amount: 5 });
    expect(await a.keys(`${namespace}:*`)).toEqual([]);
  });

  it('checks several keys in one atomic step: the first past its limit refuses and the later ones are not counted', async () => {
    const limiter = new RateLimiter(a, namespace);
    const [first, second] = [rule(1, 60_000, 'first'), rule(5, 60_000, 'second')];
    const both = [
      { rule: first, key: 'x' },
      { rule: second, key: 'y' },
    ];
    expect(await limiter.check(both)).toMatchObject({ allowed: true, count: 1, counted: both });
    expect(await limiter.check(both)).toMatchObject({ allowed: false, refusedBy: both[0], counted: [both[0]] });
    expect(await limiter.take(second, 'y')).toMatchObject({ count: 2 });
  });

  it('lets an exempting take within its limit admit without the later ones; past it, the check goes on', async () => {
    const limiter = new RateLimiter(a, namespace);
    const [device, email] = [rule(2, 60_000, 'device'), rule(1, 60_000, 'email')];
    const takes = [
      { rule: device, key: 'd', exempts: true },
      { rule: email, key: 'e' },
    ];
    expect(await limiter.check(takes)).toMatchObject({ allowed: true, counted: [takes[0]] });
    expect(await limiter.check(takes)).toMatchObject({ allowed: true, counted: [takes[0]] });
    expect(await limiter.check(takes)).toMatchObject({ allowed: true, count: 1, counted: takes });
    expect(await limiter.check(takes)).toMatchObject({ allowed: false, refusedBy: takes[1] });
  });

  it('gives a parallel burst exactly the limit', async () => {
    const [replicaA, replicaB] = [new RateLimiter(a, namespace), new RateLimiter(b, namespace)];
    const limit = rule(7);
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? replicaA : replicaB).take(limit, 'burst')),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(7);
  });

  it('keeps namespaces and rules apart, and holds only hashes of the keys', async () => {
    const [one, other] = [new RateLimiter(a, namespace), new RateLimiter(a, `${namespace}-other`)];
    await one.take(rule(1, 60_000, 'ip'), 'owner@example.com');
    expect(await one.take(rule(1, 60_000, 'email'), 'owner@example.com')).toMatchObject({ allowed: true });
    expect(await other.take(rule(1, 60_000, 'ip'), 'owner@example.com')).toMatchObject({ allowed: true });
    expect(await one.take(rule(1, 60_000, 'ip'), 'owner@example.com')).toMatchObject({ allowed: false });
    const keys = await a.keys(`${namespace}*`);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(/^test-[0-9a-f]{8}(-other)?:rl:(ip|email):[0-9a-f]{64}$/);
  });
});
