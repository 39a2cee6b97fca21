import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher({ concurrency: 2, queueLimit: 10 });

  it('hashes with argon2id at 19 MiB, 2 iterations, parallelism 1', async () => {
    const hash = await hasher.hash('Secret123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await expect(hasher.verify(hash, 'Secret123')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'secret123')).resolves.toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('treats a malformed stored hash as a wrong password', async () => {
    await expect(hasher.verify('not-a-hash', 'Secret123')).resolves.toBe(false);
    expect(hasher.needsRehash('not-a-hash')).toBe(true);
  });

  it('spends about the same time on an unknown account as on a real one', async () => {
    const hash = await hasher.hash('Secret123');
    await hasher.verifyNothing('warm-up');
    const time = async (fn: () => Promise<unknown>) => {
      const start = process.hrtime.bigint();
      for (let i = 0; i < 5; i++) await fn();
      return Number(process.hrtime.bigint() - start) / 5e6;
    };
    const real = await time(() => hasher.verify(hash, 'Wrong1234'));
    const dummy = await time(() => hasher.verifyNothing('Wrong1234'));
    expect(dummy).toBeGreaterThan(real * 0.4);
    expect(dummy).toBeLessThan(real * 2.5);
  });

  it('answers 503 when too many hashes are waiting', async () => {
    const tight = new PasswordHasher({ concurrency: 1, queueLimit: 1 });
    const results = await Promise.allSettled([tight.hash('a'), tight.hash('b'), tight.hash('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ status: 503, code: 'service_unavailable' });
  });
});
