import { afterFailure, describeError, domainOf, isPermanent, messageIdOf } from './delivery-policy';

const policy = { maxAttempts: 4, baseMs: 1000, maxMs: 5000 };

describe('delivery policy', () => {
  it('doubles the wait after each failed attempt, capped at the maximum', () => {
    expect([1, 2, 3].map((n) => afterFailure(n, false, { ...policy, maxAttempts: 10 }))).toEqual([
      { status: 'failed', retryInMs: 1000 },
      { status: 'failed', retryInMs: 2000 },
      { status: 'failed', retryInMs: 4000 },
    ]);
    expect(afterFailure(7, false, { ...policy, maxAttempts: 10 })).toEqual({ status: 'failed', retryInMs: 5000 });
  });

  it('makes a mail dead after its last attempt, or at once when the server refused it for good', () => {
    expect(afterFailure(3, false, policy)).toEqual({ status: 'failed', retryInMs: 4000 });
    expect(afterFailure(4, false, policy)).toEqual({ status: 'dead' });
    expect(afterFailure(1, true, policy)).toEqual({ status: 'dead' });
  });

  it('takes 5xx answers as permanent and 4xx or connection errors as passing', () => {
    expect(isPermanent({ responseCode: 550 })).toBe(true);
    expect(isPermanent({ responseCode: 451 })).toBe(false);
    expect(isPermanent({ code: 'ECONNREFUSED' })).toBe(false);
    expect(isPermanent(null)).toBe(false);
  });

  it('derives one Message-ID per key, in the sender domain', () => {
    const id = messageIdOf('order:1:receipt', 'Sound Putter <shop@putter.example>');
    expect(id).toMatch(/^<[0-9a-f]{40}@putter\.example>$/);
    expect(messageIdOf('order:1:receipt', 'shop@putter.example')).toBe(id);
    expect(messageIdOf('order:1:shipped', 'shop@putter.example')).not.toBe(id);
    expect(domainOf('nobody')).toBe('localhost');
  });

  it('writes an error as one bounded line', () => {
    expect(describeError({ code: 'EENVELOPE', responseCode: 550, message: 'No such\nuser' })).toBe(
      'EENVELOPE 550 No such user',
    );
    expect(describeError(new Error('x'.repeat(600)))).toHaveLength(500);
  });
});
