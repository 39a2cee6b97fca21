import { SESSION_HEADER, SESSION_ID_PATTERN } from '@sound-putter/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../cqrs/domain-error';

/** API paths that machines call without a browser session. */
const EXEMPT = [
  /^\/api\/health\//,
  /^\/api\/docs/,
  /^\/api\/payments\/stripe\/webhook$/,
  /^\/api\/webhooks\/carrier$/,
  /^\/api\/config$/,
  /^\/api\/newsletter\/unsubscribe\/one-click$/,
  // Mail apps fetch an order's putter pictures.
  /^\/api\/putter-configurations\/[^/]+\/picture\.png$/,
  // A phone opens an order's receipt by the link in the kiosk's QR code (its token is the permission).
  /^\/api\/orders\/[^/]+\/receipt$/,
];

/**
 * Checks the form of x-session-id on every /api call. The id is trusted for nothing but the anonymous cart and
 * the orders that session placed; it is never proof of identity.
 */
export function sessionIdHook(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  req.sessionId = null;
  req.user ??= null;
  req.authSessionId ??= null;
  const path = req.url.split('?')[0];
  if (!path.startsWith('/api/') || EXEMPT.some((re) => re.test(path))) return done();
  const value = req.headers[SESSION_HEADER];
  if (typeof value !== 'string' || !SESSION_ID_PATTERN.test(value)) {
    return done(
      new DomainError('invalid_session_id', undefined, {
        [SESSION_HEADER]: ["Send the browser session id: 'sess_' followed by 9 lowercase letters or digits"],
      }),
    );
  }
  req.sessionId = value;
  done();
}
