import { createHash, randomBytes } from 'node:crypto';

/** A token for a mailed link: 32 random bytes in base64url (LINK_TOKEN_PATTERN in contracts). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a link token: its SHA-256 (a leaked table opens no link). */
export const linkTokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();
