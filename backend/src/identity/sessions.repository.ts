import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Role } from '@sound-putter/contracts';
import { Pool } from 'pg';
import type { RequestUser } from '../infrastructure/http/request-context';
import { SessionRevocations } from './session-revocations';

/** 32 random bytes in base64url: exactly 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only the token's SHA-256 is stored: reading the table does not give anyone a usable cookie. */
export const sessionIdOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface ResolvedSession {
  sessionId: string;
  user: RequestUser;
  expiresAt: Date;
}

/** Server-side login sessions, so logout and revocation take effect at once. */
@Injectable()
export class SessionsRepository {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly revocations: SessionRevocations,
  ) {}

  /** Starts a session and returns the cookie token (never stored as such). */
  async create(userId: string, ttlSeconds: number): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const sessionId = sessionIdOf(token);
    const { rows } = await this.pool.query<{ expires_at: Date }>(
      `INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
       RETURNING expires_at`,
      [sessionId, userId, ttlSeconds],
    );
    // Old sessions of this user are dropped here rather than by a timer: it costs nothing when nobody signs in.
    await this.pool.query(
      `DELETE FROM sessions WHERE user_id = $1 AND (expires_at < now() OR revoked_at < now() - interval '1 day')`,
      [userId],
    );
    return { token, sessionId, expiresAt: rows[0].expires_at };
  }

  /** The live session behind a cookie token, or null when it is malformed, unknown, revoked or expired. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const { rows } = await this.pool.query<{
      session_id: string;
      user_id: string;
      email: string;
      role: Role;
      expires_at: Date;
    }>(
      `SELECT s.id AS session_id, u.id AS user_id, u.email, u.role, s.expires_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.disabled_at IS NULL`,
      [sessionIdOf(token)],
    );
    const row = rows[0];
    return row
      ? {
          sessionId: row.session_id,
          user: { id: row.user_id, email: row.email, role: row.role },
          expiresAt: row.expires_at,
        }
      : null;
  }

  /** Whether a session (by its stored id) is still neither revoked nor expired. */
  async isLive(sessionId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'SELECT 1 FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()',
      [sessionId],
    );
    return rowCount === 1;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.pool.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
    this.revocations.revoked(sessionId);
  }

  /** Ends every live session of a user (account deletion): their sockets are told at once. */
  async revokeAllOf(userId: string): Promise<void> {
    const { rows } = await this.pool.query<{ id: string }>(
      'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
      [userId],
    );
    for (const row of rows) this.revocations.revoked(row.id);
  }
}
