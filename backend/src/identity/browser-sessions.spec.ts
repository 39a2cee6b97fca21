import { createHash } from 'node:crypto';
import { type Binding, FIRST_REQUESTS_GRACE_MS, standingOf } from './browser-sessions';

const token = 'a'.repeat(43);
const bound = (over: Partial<Binding> = {}): Binding => ({
  tokenHash: createHash('sha256').update(token).digest(),
  ageMs: 60_000,
  ended: false,
  ...over,
});

describe('standingOf', () => {
  it('is the owner with the bound cookie, for reads and changes', () => {
    expect(standingOf(bound(), token, true)).toBe('owner');
    expect(standingOf(bound(), token, false)).toBe('owner');
  });

  it('is not bound without the cookie or with another one', () => {
    expect(standingOf(bound(), undefined, true)).toBe('not_bound');
    expect(standingOf(bound(), 'b'.repeat(43), true)).toBe('not_bound');
  });

  it('lets reads in without the cookie only while the binding is young, never changes', () => {
    const young = { ageMs: FIRST_REQUESTS_GRACE_MS - 1 };
    // Whether or not another request has brought the cookie back already: reads leave a few at a time.
    expect(standingOf(bound(young), undefined, true)).toBe('first_requests');
    expect(standingOf(bound(young), undefined, false)).toBe('not_bound');
    expect(standingOf(bound({ ...young, ageMs: FIRST_REQUESTS_GRACE_MS }), undefined, true)).toBe('not_bound');
  });

  it('is ended for everyone once signed out, the cookie included', () => {
    expect(standingOf(bound({ ended: true }), token, true)).toBe('ended');
    expect(standingOf(bound({ ended: true, ageMs: 0 }), undefined, true)).toBe('ended');
  });
});
