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
  ended: boolean;
}

/**
 * What a session id is worth to a request showing `token` (or none):
 * - `owner`: the browser that bound it;
 * - `first_requests`: a read without the cookie while the binding is seconds old, taken to be one of that browser's
 *   first requests, sent before the answer that set the cookie reached it;
 * - `not_bound`: another browser's id (or its cookie was lost);
 * - `ended`: signed out with this id; nobody may use it again.
 */
export type Standing = 'owner' | 'first_requests' | 'not_bound' | 'ended';

export const standingOf = (binding: Binding, token: string | undefined, safeMethod: boolean): Standing => {
  if (binding.ended) return 'ended';
  if (token !== undefined && hashOf(token).equals(binding.tokenHash)) return 'owner';
  // Only reads, and only while the binding is seconds old: a page's first requests are reads, and a browser sends a
  // few at a time, so some that left without the cookie arrive after others brought it. No change is ever made
  // without the cookie but the first.
  if (safeMethod && binding.ageMs < FIRST_REQUESTS_GRACE_MS) return 'first_requests';
  return 'not_bound';
};

interface BindingRow {
  token_hash: Buffer;
  age_ms: number;
  ended: boolean;
}

const bindingOf = (row: BindingRow): Binding => ({
  tokenHash: row.token_hash,
  ageMs: Number(row.age_ms),
  ended: row.ended,
});

/**
 * How long this process trusts a binding it has just seen its cookie match (bench:checkout: one PostgreSQL round
 * trip per /api request cost 0.33x → 0.21x of the bare baseline). A logout on another replica reaches a request
 * here with the old id and the old cookie at most this late; the replica that took the logout forgets at once.
 */
const OWNER_CACHE_MS = 5_000;
const OWNER_CACHE_SIZE = 10_000;

const COLUMNS = `token_hash, (extract(epoch FROM now() - created_at) * 1000)::float8 AS age_ms,
  ended_at IS NOT NULL AS ended`;

/**
 * Binds each client-chosen x-session-id to the browser that showed it first (the httpOnly sp_browser cookie), so
 * the id alone, read from a log or guessed, reaches no cart and no order.
 */
@Injectable()
export class BrowserSessions {
  /** sessionId → the hash of the cookie it was last seen with as owner, and until when that holds without a read. */
  private readonly owners = new Map<string, { tokenHash: Buffer; until: number }>();

  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly revocations: SessionRevocations,
  ) {}

  private ownerFromCache(sessionId: string, token: string | undefined): boolean {
    const entry = this.owners.get(sessionId);
    if (!entry || token === undefined) return false;
    if (entry.until < performance.now()) {
      this.owners.delete(sessionId);
      return false;
    }
    return hashOf(token).equals(entry.tokenHash);
  }

  private rememberOwner(sessionId: string, token: string): void {
    this.owners.delete(sessionId);
    this.owners.set(sessionId, { tokenHash: hashOf(token), until: performance.now() + OWNER_CACHE_MS });
    if (this.owners.size > OWNER_CACHE_SIZE) this.owners.delete(this.owners.keys().next().value as string);
  }

  /**
   * The standing of `token` for `sessionId`, binding the id to that token (or to a new one, `issued`, for the
   * response to set) when nobody has shown it before. One round trip in the usual case.
   */
  async claim(
    sessionId: string,
    token: string | undefined,
    safeMethod: boolean,
  ): Promise<{ standing: Standing; issued?: string }> {
    if (this.ownerFromCache(sessionId, token)) return { standing: 'owner' };
    const candidate = token ?? randomBytes(32).toString('base64url');
    const { rows } = await this.pool.query<BindingRow & { inserted: boolean }>(
      `WITH ins AS (
         INSERT INTO browser_sessions (id, token_hash) VALUES ($1, $2)
         ON CONFLICT (id) DO NOTHING RETURNING ${COLUMNS})
       SELECT true AS inserted, * FROM ins
       UNION ALL SELECT false, ${COLUMNS} FROM browser_sessions WHERE id = $1
       LIMIT 1`,
      [sessionId, hashOf(candidate)],
    );
    // A concurrent first request committed the row after this statement's snapshot: it is visible now.
    const row = rows[0] ?? (await this.read(sessionId));
    if (!row) throw new Error(`browser session ${sessionId} neither inserted nor found`);
    if ('inserted' in row && row.inserted) {
      this.rememberOwner(sessionId, candidate);
      return { standing: 'owner', issued: token ? undefined : candidate };
    }
    const standing = standingOf(bindingOf(row), token, safeMethod);
    if (standing === 'owner' && token !== undefined) this.rememberOwner(sessionId, token);
    return { standing };
  }

  /**
   * The standing of `token` for `sessionId` without binding anything (a socket handshake): none when unknown, and no
   * first-seconds grace (a page opens its socket after its first answers brought the cookie).
   */
  async standing(sessionId: string, token: string | undefined): Promise<Standing> {
    const row = await this.read(sessionId);
    return row ? standingOf(bindingOf(row), token, false) : 'not_bound';
  }

  /** Ends the id for everyone (logout, account deletion): its sockets are told at once. */
  async end(sessionId: string): Promise<void> {
    this.owners.delete(sessionId);
    await this.pool.query(
      `INSERT INTO browser_sessions (id, token_hash, ended_at) VALUES ($1, $2, now())
       ON CONFLICT (id) DO UPDATE SET ended_at = now() WHERE browser_sessions.ended_at IS NULL`,
      [sessionId, randomBytes(32)],
    );
    this.revocations.browserSessionEnded(sessionId);
  }

  /** Records the account signed in with this id, so a password reset can end it (`endAllOf`). */
  async signedIn(sessionId: string, userId: string): Promise<void> {
    await this.pool.query('UPDATE browser_sessions SET user_id = $2 WHERE id = $1', [sessionId, userId]);
  }

  /** Ends every id the account signed in with (a password reset): like `end` for each. */
  async endAllOf(userId: string): Promise<void> {
    const { rows } = await this.pool.query<{ id: string }>(
      'UPDATE browser_sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL RETURNING id',
      [userId],
    );
    for (const { id } of rows) {
      this.owners.delete(id);
      this.revocations.browserSessionEnded(id);
    }
  }

  private async read(sessionId: string): Promise<BindingRow | undefined> {
    const { rows } = await this.pool.query<BindingRow>(`SELECT ${COLUMNS} FROM browser_sessions WHERE id = $1`, [
      sessionId,
    ]);
    return rows[0];
  }
}
