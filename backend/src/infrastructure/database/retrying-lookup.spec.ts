import type { LookupFunction } from 'node:net';
import { retryingLookup } from './retrying-lookup';

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
