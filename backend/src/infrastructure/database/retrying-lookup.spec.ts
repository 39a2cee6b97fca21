import type { LookupFunction } from 'node:net';
import { rememberingLookup, retryingLookup } from './retrying-lookup';

type Answer = { code?: string; address?: string };

/** A resolver that gives the answers in turn, and counts the questions. */
const scriptedLookup = (answers: Answer[]) => {
  const asked: string[] = [];
  const lookup = ((hostname: string, _options: unknown, callback: (...args: unknown[]) => void) => {
    asked.push(hostname);
    const answer = answers[Math.min(asked.length, answers.length) - 1];
    if (answer.code) callback(Object.assign(new Error(answer.code), { code: answer.code }));
    else callback(null, answer.address, 4);
  }) as unknown as LookupFunction;
  return { lookup, asked };
};

const resolve = (lookup: LookupFunction, hostname = 'postgres') =>
  new Promise<{ error: NodeJS.ErrnoException | null; address?: string }>((done) =>
    lookup(hostname, { family: 0 }, (error, address) => done({ error, address: address as string | undefined })),
  );

describe('retryingLookup', () => {
  it('answers at once when the name is found', async () => {
    const dns = scriptedLookup([{ address: '10.89.0.5' }]);
    expect(await resolve(retryingLookup({ retries: 3, delayMs: 1 }, dns.lookup))).toEqual({
      error: null,
      address: '10.89.0.5',
    });
    expect(dns.asked).toEqual(['postgres']);
  });

  it('asks again while the container DNS has lost the name or timed out, then answers', async () => {
    const dns = scriptedLookup([{ code: 'ENOTFOUND' }, { code: 'EAI_AGAIN' }, { address: '10.89.0.5' }]);
    const result = await resolve(retryingLookup({ retries: 3, delayMs: 1 }, dns.lookup));
    expect(result).toEqual({ error: null, address: '10.89.0.5' });
    expect(dns.asked).toHaveLength(3);
  });

  it('gives up after the last try with the resolver error', async () => {
    const dns = scriptedLookup([{ code: 'ENOTFOUND' }]);
    const result = await resolve(retryingLookup({ retries: 2, delayMs: 1 }, dns.lookup));
    expect(result.error?.code).toBe('ENOTFOUND');
    expect(dns.asked).toHaveLength(3);
  });

  it('does not ask again for an error that another try would not change', async () => {
    const dns = scriptedLookup([{ code: 'EINVAL' }, { address: '10.89.0.5' }]);
    const result = await resolve(retryingLookup({ retries: 3, delayMs: 1 }, dns.lookup));
    expect(result.error?.code).toBe('EINVAL');
    expect(dns.asked).toHaveLength(1);
  });
});

describe('rememberingLookup', () => {
  /** Answers each question as told: an address or an error code, once `until` (if given) has settled. */
  const resolver = (script: { address?: string; code?: string; until?: Promise<void> }[]) => {
    let asked = 0;
    const lookup = ((_hostname: string, _options: unknown, callback: (...args: unknown[]) => void) => {
      const step = script[asked++];
      const reply = () =>
        step.code
          ? callback(Object.assign(new Error(step.code), { code: step.code }))
          : callback(null, step.address, 4);
      if (step.until) void step.until.then(reply);
      else reply();
    }) as unknown as LookupFunction;
    return { lookup, asked: () => asked };
  };

  it('passes a failure on while it has no answer to fall back on', async () => {
    const dns = resolver([{ code: 'ENOTFOUND' }]);
    expect((await resolve(rememberingLookup({ staleAfterMs: 20 }, dns.lookup))).error?.code).toBe('ENOTFOUND');
  });

  it('answers with the last good answer when the name is lost', async () => {
    const dns = resolver([{ address: '10.89.0.5' }, { code: 'ENOTFOUND' }]);
    const lookup = rememberingLookup({ staleAfterMs: 20 }, dns.lookup);
    expect(await resolve(lookup)).toEqual({ error: null, address: '10.89.0.5' });
    expect(await resolve(lookup)).toEqual({ error: null, address: '10.89.0.5' });
    expect(dns.asked()).toBe(2);
  });

  it('does not wait out a slow lookup when it has an answer, and keeps the late fresh one', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const dns = resolver([{ address: '10.89.0.5' }, { address: '10.89.0.9', until: slow }, { code: 'EAI_AGAIN' }]);
    const lookup = rememberingLookup({ staleAfterMs: 20 }, dns.lookup);
    await resolve(lookup);
    // Answered while the second lookup is still on its way.
    expect(await resolve(lookup)).toEqual({ error: null, address: '10.89.0.5' });
    release();
    await slow;
    expect(await resolve(lookup)).toEqual({ error: null, address: '10.89.0.9' });
    expect(dns.asked()).toBe(3);
  });

  it('answers each question from its own answers (another name, another address family)', async () => {
    const dns = resolver([{ address: '10.89.0.5' }, { code: 'ENOTFOUND' }]);
    const lookup = rememberingLookup({ staleAfterMs: 20 }, dns.lookup);
    await resolve(lookup, 'postgres');
    expect((await resolve(lookup, 'redis')).error?.code).toBe('ENOTFOUND');
  });
});
