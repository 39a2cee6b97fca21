import argon2 from 'argon2';
import { PasswordHasher } from './password-hasher';

/** The algorithm, version and cost of an encoded argon2 hash (`$argon2id$v=19$m=…,t=…,p=…`), without salt and digest. */
const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

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

  // Not a wall-clock ratio (a shared machine makes those flaky): the work itself is compared. An argon2 verify costs
  // what its hash's parameters say, so one verify of a hash with the real parameters is the same work.
  it('spends on an unknown account the same argon2 work as on a real one: one verify of a hash of the same cost', async () => {
    const real = await hasher.hash('Secret123');
    await hasher.verifyNothing('warm-up');
    const verify = jest.spyOn(argon2, 'verify');
    try {
      const startedReal = performance.now();
      await expect(hasher.verify(real, 'Wrong1234')).resolves.toBe(false);
      const realMs = performance.now() - startedReal;
      const startedDummy = performance.now();
      await expect(hasher.verifyNothing('Wrong1234')).resolves.toBe(false);
      const dummyMs = performance.now() - startedDummy;

      expect(verify).toHaveBeenCalledTimes(2);
      const [[realHash, realPassword], [dummyHash, dummyPassword]] = verify.mock.calls;
      expect(realHash).toBe(real);
      expect(dummyHash).not.toBe(real);
      expect(costOf(dummyHash)).toBe(costOf(realHash));
      expect(costOf(dummyHash)).toBe('$argon2id$v=19$m=19456,p=1,t=2');
      // The password given is the one checked, so its length costs the same in both.
      expect([realPassword, dummyPassword]).toEqual(['Wrong1234', 'Wrong1234']);
      process.stdout.write(
        `[password-hasher] one verify took ${realMs.toFixed(1)} ms for a real account, ` +
          `${dummyMs.toFixed(1)} ms for an unknown one\n`,
      );
    } finally {
      verify.mockRestore();
    }
  });

  it('answers 503 when too many hashes are waiting', async () => {
    const tight = new PasswordHasher({ concurrency: 1, queueLimit: 1 });
    const results = await Promise.allSettled([tight.hash('a'), tight.hash('b'), tight.hash('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ status: 503, code: 'service_unavailable' });
  });

  it("counts an unknown account's verify against the same cap as real ones", async () => {
    const tight = new PasswordHasher({ concurrency: 1, queueLimit: 1 });
    const real = await tight.hash('Secret123');
    await tight.verifyNothing('warm-up');
    // One real verify runs and an unknown account's waits: the cap is full, so the next unknown one is refused.
    const results = await Promise.allSettled([
      tight.verify(real, 'Wrong1234'),
      tight.verifyNothing('Wrong1234'),
      tight.verifyNothing('Wrong1234'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ status: 503, code: 'service_unavailable' });
    // Positive control: with the line empty again, the same call is let through.
    await expect(tight.verifyNothing('Wrong1234')).resolves.toBe(false);
  });
});
