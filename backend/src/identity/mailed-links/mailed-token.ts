import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** What a mailed link is for; a link redeems only for its own purpose. */
export type TokenPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'accept_invitation';

/**
 * How long each link works: a reset is short-lived (it signs nobody in, but it takes the account); a colleague's
 * invitation waits 72 hours (over a weekend), and an admin can send a new one.
 */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60,
  reset_password: 60 * 60,
  change_email: 24 * 60 * 60,
  accept_invitation: 72 * 60 * 60,
};

/** `<uuid>.<43 base64url characters>`: the id finds the row, the 32 random bytes prove the link. */
const TOKEN_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

export interface IssuedToken {
  id: string;
  /** What goes into the link; never stored. */
  token: string;
  secretHash: Buffer;
}

export const secretHashOf = (secret: string): Buffer => createHash('sha256').update(secret).digest();

export const newToken = (): IssuedToken => {
  const id = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  return { id, token: `${id}.${secret}`, secretHash: secretHashOf(secret) };
};

export const parseToken = (token: string): { id: string; secret: string } | null => {
  const match = TOKEN_PATTERN.exec(token);
  return match ? { id: match[1], secret: match[2] } : null;
};

/** The stored side of a link, as the redeeming transaction reads it. */
export interface StoredToken {
  purpose: TokenPurpose;
  secretHash: Buffer;
  expiresAt: Date;
  usedAt: Date | null;
}

export type Redemption = 'ok' | 'token_invalid' | 'token_used' | 'token_expired';

/**
 * Whether a link redeems now. The secret is checked first (in constant time): whoever lacks it learns only
 * "invalid", never whether the link was used or has expired.
 */
export const redemptionOf = (
  stored: StoredToken | undefined,
  secret: string,
  purpose: TokenPurpose,
  now: Date,
): Redemption => {
  if (!stored || stored.purpose !== purpose) return 'token_invalid';
  if (!timingSafeEqual(secretHashOf(secret), stored.secretHash)) return 'token_invalid';
  if (stored.usedAt) return 'token_used';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'token_expired';
  return 'ok';
};
