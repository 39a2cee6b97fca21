import type { IncomingMessage } from 'node:http';

/** `scheme://host[:port]` as browsers send it in Origin, or null when it is not an origin. */
export const originOf = (value: string): string | null => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** ALLOWED_ORIGINS as a list of origins; empty when unset (same origin only). */
export const parseAllowedOrigins = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => originOf(entry) ?? entry);

/**
 * Whether a Socket.IO request may proceed. A page on another site must not open a socket that carries the shop's
 * cookie: browsers always send Origin, so a request with one must name the shop's own origin (the Host it was sent
 * to) or, when configured, one of the listed origins. Programs that send no Origin carry no visitor's cookie.
 */
export function socketOriginAllowed(req: Pick<IncomingMessage, 'headers'>, allowed: string[]): boolean {
  const header = req.headers.origin;
  if (header === undefined) return true;
  const origin = originOf(header);
  if (!origin) return false;
  if (allowed.length > 0) return allowed.includes(origin);
  return new URL(origin).host === req.headers.host;
}
