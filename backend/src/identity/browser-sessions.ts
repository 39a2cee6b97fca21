import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'pg';
import { SessionRevocations } from './session-revocations';

export const BROWSER_COOKIE = 'sp_browser';
/** Browsers cap a cookie's lifetime at 400 days anyway. */
const BROWSER_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** A page's first requests leave together, before the first answer brings the cookie. */
export const FIRST_REQUESTS_GRACE_MS = 30_000;
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string): Buffer => createHash('sha256').update(token).digest();

/** Path `/` so the Socket.IO handshake carries it too; never readable by scripts. */
const browserCookieOptions = (secure: boolean): CookieSerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure,
  maxAge: BROWSER_COOKIE_MAX_AGE_SECONDS,
});

/** The well-formed browser token a cookie header or a parsed request carries, if any. */
export const browserTokenOf = (cookies: Record<string, string | undefined> | undefined): string | undefined => {
  const value = cookies?.[BROWSER_COOKIE];
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
};

export const browserTokenOfRequest = (req: FastifyRequest): string | undefined =>
  browserTokenOf((req as { cookies?: Record<string, string | undefined> }).cookies);

export const setBrowserCookie = (reply: FastifyReply, token: string, secure: boolean): void => {
  void reply.setCookie(BROWSER_COOKIE, token, browserCookieOptions(secure));
};

/** What the server knows of one session id's binding. */
export interface Binding {
  tokenHash: Buffer;
  ageMs: number;
  confirmed: boolean;
  ended: boolean;
}

/**
 * What a session id is worth to a request showing `token` (or none):
 * - `owner`: the browser that bound it;
 * - `first_requests`: no cookie has come back yet and the binding is seconds old, so this is taken to be one of
 *   that browser's first requests (reads), sent before the answer that set the cookie;
 * - `not_bound`: another browser's id (or its cookie was lost);
 * - `ended`: signed out with this id; nobody may use it again.
 */
export type Standing = 'owner' | 'first_requests' | 'not_bound' | 'ended';

export const standingOf = (binding: Binding, token: string | undefined, safeMethod: boolean): Standing => {
  if (binding.ended) return 'ended';
  if (token !== undefined && hashOf(token).equals(binding.tokenHash)) return 'owner';
  // Only reads: a page's first requests are reads, and no change is ever made without the cookie but the first.
  if (safeMethod && !binding.confirmed && binding.ageMs < FIRST_REQUESTS_GRACE_MS) return 'first_requests';
  return 'not_bound';
};

interface BindingRow {
  token_hash: Buffer;
  age_ms: number;
  confirmed: boolean;
  ended: boolean;
}

const bindingOf = (row: BindingRow): Binding => ({
  tokenHash: row.token_hash,
  ageMs: Number(row.age_ms),
  confirmed: row.confirmed,
  ended: row.ended,
});

const COLUMNS = `token_hash, (extract(epoch FROM now() - created_at) * 1000)::float8 AS age_ms,
  confirmed_at IS NOT NULL AS confirmed, ended_at IS NOT NULL AS ended`;

/**
 * Binds each client-chosen x-session-id to the browser that showed it first (the httpOnly sp_browser cookie), so
 * the id alone, read from a log or guessed, reaches no cart and no order.
 */
@Injectable()
export class BrowserSessions {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly revocations: SessionRevocations,
  ) {}

  /**
   * The standing of `token` for `sessionId`, binding the id to that token (or to a new one, `issued`, for the
   * response to set) when nobody has shown it before. One round trip in the usual case.
   */
  async claim(
    sessionId: string,
    token: string | undefined,
    safeMethod: boolean,
  ): Promise<{ standing: Standing; issued?: string }> {
    const candidate = token ?? randomBytes(32).toString('base64url');
    const { rows } = await this.pool.query<BindingRow & { inserted: boolean }>(
      `WITH ins AS (
         INSERT INTO browser_sessions (id, token_hash, confirmed_at) VALUES ($1, $2, CASE WHEN $3 THEN now() END)
         ON CONFLICT (id) DO NOTHING RETURNING ${COLUMNS})
       SELECT true AS inserted, * FROM ins
       UNION ALL SELECT false, ${COLUMNS} FROM browser_sessions WHERE id = $1
       LIMIT 1`,
      [sessionId, hashOf(candidate), token !== undefined],
    );
    // A concurrent first request committed the row after this statement's snapshot: it is visible now.
    const row = rows[0] ?? (await this.read(sessionId));
    if (!row) throw new Error(`browser session ${sessionId} neither inserted nor found`);
    if ('inserted' in row && row.inserted) return { standing: 'owner', issued: token ? undefined : candidate };
    const binding = bindingOf(row);
    const standing = standingOf(binding, token, safeMethod);
    if (standing === 'owner' && !binding.confirmed) {
      await this.pool.query('UPDATE browser_sessions SET confirmed_at = now() WHERE id = $1 AND confirmed_at IS NULL', [
        sessionId,
      ]);
    }
    return { standing };
  }

  /** The standing of `token` for `sessionId` without binding anything (a socket handshake): none when unknown. */
  async standing(sessionId: string, token: string | undefined): Promise<Standing> {
    const row = await this.read(sessionId);
    return row ? standingOf(bindingOf(row), token, true) : 'not_bound';
  }

  /** Ends the id for everyone (logout, account deletion): its sockets are told at once. */
  async end(sessionId: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO browser_sessions (id, token_hash, ended_at) VALUES ($1, $2, now())
       ON CONFLICT (id) DO UPDATE SET ended_at = now() WHERE browser_sessions.ended_at IS NULL`,
      [sessionId, randomBytes(32)],
    );
    this.revocations.browserSessionEnded(sessionId);
  }

  private async read(sessionId: string): Promise<BindingRow | undefined> {
    const { rows } = await this.pool.query<BindingRow>(`SELECT ${COLUMNS} FROM browser_sessions WHERE id = $1`, [
      sessionId,
    ]);
    return rows[0];
  }
}
