import { SESSION_HEADER, SESSION_ID_PATTERN } from '@sound-putter/contracts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

const randomSuffix = (length: number): string => {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
};

export const createSessionId = (): string => `sess_${randomSuffix(9)}`;

const storedId = (): string | null => {
  try {
    const stored = localStorage.getItem(SESSION_HEADER);
    return stored && SESSION_ID_PATTERN.test(stored) ? stored : null;
  } catch {
    return null;
  }
};

/**
 * Whether this page's code started in a browser with no cart key stored: one that has never used the shop here, so
 * its cart is empty until it adds something (the checkout says so at once, as index.html's prerendered screen did).
 */
export const arrivedWithoutSession: boolean = storedId() === null;

/** The anonymous cart's key: kept in localStorage under the header's own name, replaced when missing or malformed. */
export const getSessionId = (): string => {
  try {
    const stored = localStorage.getItem(SESSION_HEADER);
    if (stored && SESSION_ID_PATTERN.test(stored)) return stored;
    const fresh = createSessionId();
    localStorage.setItem(SESSION_HEADER, fresh);
    return fresh;
  } catch {
    // Storage can be disabled (private mode); a per-page id still lets the cart work for this visit.
    fallbackId ??= createSessionId();
    return fallbackId;
  }
};

/** A kiosk reset, and a logout, start a new anonymous session. */
export const resetSessionId = (): string => {
  const fresh = createSessionId();
  try {
    localStorage.setItem(SESSION_HEADER, fresh);
  } catch {
    fallbackId = fresh;
  }
  return fresh;
};

let fallbackId: string | undefined;
