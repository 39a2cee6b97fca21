import { newToken, parseToken, redemptionOf, secretHashOf, type StoredToken } from './mailed-token';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const issued = newToken();
const secret = parseToken(issued.token)?.secret ?? '';
const stored = (changes: Partial<StoredToken> = {}): StoredToken => ({
  purpose: 'verify_email',
  secretHash: issued.secretHash,
  expiresAt: new Date('2026-11-26T11:00:00.000Z'),
  usedAt: null,
  ...changes,
});

describe('mailed tokens', () => {
  it('carries its id and a 32-byte secret whose hash is what is stored', () => {
    const parsed = parseToken(issued.token);
    expect(parsed?.id).toBe(issued.id);
    expect(parsed?.secret).toHaveLength(43);
    expect(secretHashOf(secret).equals(issued.secretHash)).toBe(true);
  });

  it('parses nothing that is not an id and a secret', () => {
    expect(parseToken(`${issued.token}x`)).toBeNull();
    expect(parseToken(issued.id)).toBeNull();
    expect(parseToken(`not-a-uuid.${secret}`)).toBeNull();
  });

  it.each([
    ['a live link of its purpose', stored(), 'verify_email', 'ok'],
    ['an unknown id', undefined, 'verify_email', 'token_invalid'],
    ['another purpose', stored(), 'reset_password', 'token_invalid'],
    ['a used link', stored({ usedAt: NOW }), 'verify_email', 'token_used'],
    ['an expired link', stored({ expiresAt: NOW }), 'verify_email', 'token_expired'],
  ] as const)('%s redeems as %s', (_, row, purpose, expected) => {
    expect(redemptionOf(row, secret, purpose, NOW)).toBe(expected);
  });

  it('says only "invalid" for a wrong secret, even when the link was used or has expired', () => {
    const other = parseToken(newToken().token)?.secret ?? '';
    expect(redemptionOf(stored({ usedAt: NOW }), other, 'verify_email', NOW)).toBe('token_invalid');
    expect(redemptionOf(stored({ expiresAt: NOW }), other, 'verify_email', NOW)).toBe('token_invalid');
  });
});
