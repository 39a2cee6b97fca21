import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'pg';
import { sessionIdOf } from './sessions.repository';
import { accountOfEmailSql, emailParams } from './users.repository';

export const DEVICE_COOKIE = 'sp_device';

/** 32 random bytes in base64url, as the session token. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Sent only to the sign-in calls, never readable by scripts. */
const deviceCookieOptions = (secure: boolean, maxAgeSeconds: number): CookieSerializeOptions => ({
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'lax',
  secure,
  maxAge: maxAgeSeconds,
});

/** The well-formed device token a request carries, if any. */
export const deviceTokenOf = (req: FastifyRequest): string | undefined => {
  const value = (req as { cookies?: Record<string, string | undefined> }).cookies?.[DEVICE_COOKIE];
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
};

export const setDeviceCookie = (reply: FastifyReply, token: string, secure: boolean, maxAgeSeconds: number) => {
  void reply.setCookie(DEVICE_COOKIE, token, deviceCookieOptions(secure, maxAgeSeconds));
};

/**
 * Browsers that have signed in to an account before (OWASP's "device cookies"). Only the token's SHA-256 is stored,
 * as for sessions; a row older than the trust lifetime no longer counts and is dropped at the account's next sign-in.
 */
@Injectable()
export class TrustedDevicesRepository {
  constructor(@Inject(Pool) private readonly pool: Pool) {}

  /** Whether this device token has signed in within `ttlSeconds` to the account this e-mail signs in to. */
  async isTrusted(token: string, email: string, ttlSeconds: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM trusted_devices d
        WHERE d.id = $1 AND d.user_id = ${accountOfEmailSql('$3', '$4')}
          AND d.last_used_at > now() - make_interval(secs => $2)`,
      [sessionIdOf(token), ttlSeconds, ...emailParams(email)],
    );
    return (rowCount ?? 0) > 0;
  }

  /** Records a successful sign-in from this browser; returns the token to set (its own, or a new one). */
  async trust(existingToken: string | undefined, userId: string, ttlSeconds: number): Promise<string> {
    const token = existingToken ?? randomBytes(32).toString('base64url');
    await this.pool.query(
      `INSERT INTO trusted_devices (id, user_id) VALUES ($1, $2)
       ON CONFLICT (id, user_id) DO UPDATE SET last_used_at = now()`,
      [sessionIdOf(token), userId],
    );
    await this.pool.query(
      `DELETE FROM trusted_devices WHERE user_id = $1 AND last_used_at < now() - make_interval(secs => $2)`,
      [userId, ttlSeconds],
    );
    return token;
  }
}
