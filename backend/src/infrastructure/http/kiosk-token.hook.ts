import { createHash, timingSafeEqual } from 'node:crypto';
import { CLIENT_CHANNEL_HEADER, KIOSK_TOKEN_HEADER } from '@sound-putter/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../cqrs/domain-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** True only when the request carried the configured kiosk device token. */
    kiosk: boolean;
  }
}

// Equal-length digests let timingSafeEqual compare tokens of any length without leaking where they differ.
const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Marks requests from the kiosk device. A request that claims to be a kiosk (token or channel header) with a
 * missing or wrong token is refused, so a mistyped device set-up never places orders as web.
 */
export const kioskTokenHook = (configuredToken: string | undefined) => {
  const expected = configuredToken ? digest(configuredToken) : null;
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    req.kiosk = false;
    const token = req.headers[KIOSK_TOKEN_HEADER];
    const claimsKiosk = req.headers[CLIENT_CHANNEL_HEADER] === 'kiosk';
    if (token === undefined && !claimsKiosk) return done();
    if (typeof token !== 'string' || token === '') {
      return done(
        new DomainError('invalid_kiosk_token', 'Kiosk requests must carry the kiosk device token.', {
          [KIOSK_TOKEN_HEADER]: ['Set the device up with the kiosk token'],
        }),
      );
    }
    if (!expected) {
      return done(
        new DomainError('invalid_kiosk_token', 'This shop accepts no kiosk: its KIOSK_TOKEN is not set.', {
          [KIOSK_TOKEN_HEADER]: ['The server has no kiosk token configured'],
        }),
      );
    }
    if (!timingSafeEqual(digest(token), expected)) {
      return done(
        new DomainError('invalid_kiosk_token', 'The kiosk device token is wrong.', {
          [KIOSK_TOKEN_HEADER]: ['The token does not match the one this shop is configured with'],
        }),
      );
    }
    req.kiosk = true;
    done();
  };
};
