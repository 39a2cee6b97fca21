import { parseTrustProxy } from './create-app';

describe('parseTrustProxy', () => {
  it('trusts no proxy unless told, so X-Forwarded-For cannot be spoofed by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.1,10.0.0.2')).toBe('10.0.0.1,10.0.0.2');
  });
});
