import { domainToASCII, domainToUnicode } from 'node:url';
import unhomoglyph from 'unhomoglyph';

/** Zero-width spaces and joiners, soft hyphens, direction marks…: UTS #39 drops them before comparing. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The ASCII character a multi-character prototype stands for ("rn" is the prototype of "m"), read from the table, so
 * a non-ASCII look-alike of "m" compares equal to "m" while ASCII itself is never mapped (see `skeleton`).
 */
const asciiOfPrototype = new Map<string, string>();
for (let code = 0x21; code < 0x7f; code++) {
  const char = String.fromCharCode(code);
  const prototype = unhomoglyph(char);
  if (prototype.length > 1) asciiOfPrototype.set(prototype, char);
}

const prototypeOf = (char: string): string => {
  if (char.charCodeAt(0) < 0x80) return char;
  const prototype = unhomoglyph(char);
  return asciiOfPrototype.get(prototype) ?? prototype;
};

/**
 * The UTS #39 skeleton (NFD, each character's prototype from confusables.txt, NFD), mapping only non-ASCII
 * characters: "m" and "rn", "l" and "1", "0" and "O" are different real mailboxes, while a Cyrillic "о" is not an "o".
 */
const skeleton = (text: string): string => Array.from(text.normalize('NFD'), prototypeOf).join('').normalize('NFD');

const fold = (text: string): string => skeleton(text.toLowerCase()).toLowerCase();

/** A domain as DNS sees it: no trailing dot, IDN labels in Unicode to fold, then in their ASCII (punycode) form. */
const domainKey = (domain: string): string => {
  const bare = domain.replace(/\.+$/, '');
  const folded = fold(domainToUnicode(bare) || bare);
  return domainToASCII(folded) || folded;
};

/**
 * The comparison key of an e-mail address: one account per key (users.email_key). Addresses that a person cannot
 * tell apart, or that reach the same mailbox, share it: Unicode compatibility forms (NFKC: fullwidth letters), case,
 * invisible characters, a trailing dot on the domain, an IDN domain in Unicode or punycode, and look-alike letters
 * from other scripts. A plain ASCII address's key is the address in lower case without the trailing dot (the
 * migration that added keys relies on that). Not for display or sending: the account keeps the address as typed.
 */
export const emailKey = (email: string): string => {
  const text = email.normalize('NFKC').replace(IGNORABLE, '').trim();
  const at = text.lastIndexOf('@');
  if (at < 0) return fold(text);
  return `${fold(text.slice(0, at))}@${domainKey(text.slice(at + 1))}`;
};
