import { Injectable } from '@nestjs/common';
import type { ClientBase } from 'pg';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import {
  newToken,
  parseToken,
  redemptionOf,
  type StoredToken,
  TOKEN_TTL_SECONDS,
  type TokenPurpose,
} from './mailed-token';

/** The account and address a redeemed link speaks for. */
export interface RedeemedToken {
  userId: string;
  email: string;
}

interface TokenRow {
  user_id: string;
  email: string;
  purpose: TokenPurpose;
  secret_hash: Buffer;
  expires_at: Date;
  used_at: Date | null;
}

const storedOf = (row: TokenRow | undefined): StoredToken | undefined =>
  row && { purpose: row.purpose, secretHash: row.secret_hash, expiresAt: row.expires_at, usedAt: row.used_at };

/** Single-use links mailed to an account (table account_tokens); every call runs in the caller's transaction. */
@Injectable()
export class AccountTokens {
  constructor(private readonly clock: Clock) {}

  /** A new link for `email` (its id names the mail); the account's earlier unused links of this purpose stop working. */
  async issue(
    tx: ClientBase,
    userId: string,
    purpose: TokenPurpose,
    email: string,
  ): Promise<{ id: string; token: string }> {
    const now = this.clock.now();
    await tx.query(
      `UPDATE account_tokens SET expires_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL
         AND expires_at > $3`,
      [userId, purpose, now],
    );
    const { id, token, secretHash } = newToken();
    await tx.query(
      `INSERT INTO account_tokens (id, user_id, purpose, secret_hash, email, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, userId, purpose, secretHash, email, new Date(now.getTime() + TOKEN_TTL_SECONDS[purpose] * 1000), now],
    );
    return { id, token };
  }

  /** Every unused link of the account stops working now (a disabled account's invitation must not open it). */
  async retireAll(db: Pick<ClientBase, 'query'>, userId: string): Promise<void> {
    const now = this.clock.now();
    await db.query(
      'UPDATE account_tokens SET expires_at = $2 WHERE user_id::text = $1 AND used_at IS NULL AND expires_at > $2',
      [userId, now],
    );
  }

  /** Marks the link used, or throws its 4xx (`token_invalid`, `token_used`, `token_expired`). Locks the row. */
  async redeem(tx: ClientBase, token: string, purpose: TokenPurpose): Promise<RedeemedToken> {
    const parsed = parseToken(token.trim());
    if (!parsed) throw new DomainError('token_invalid');
    const { rows } = await tx.query<TokenRow>(
      `SELECT user_id, email, purpose, secret_hash, expires_at, used_at FROM account_tokens WHERE id = $1
       FOR UPDATE`,
      [parsed.id],
    );
    const now = this.clock.now();
    const outcome = redemptionOf(storedOf(rows[0]), parsed.secret, purpose, now);
    if (outcome !== 'ok') throw new DomainError(outcome);
    await tx.query('UPDATE account_tokens SET used_at = $2 WHERE id = $1', [parsed.id, now]);
    return { userId: rows[0].user_id, email: rows[0].email };
  }
}
