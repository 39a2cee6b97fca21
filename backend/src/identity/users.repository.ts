import { Inject, Injectable } from '@nestjs/common';
import { type Role, type StaffAccountView, trimText, type UserView } from '@sound-putter/contracts';
import { type ClientBase, Pool } from 'pg';
import { emailKey } from './email-key';

export interface UserRecord extends UserView {
  passwordHash: string;
  /** Whether the account proved it holds its address (a mailed link); read only by `findByEmail`. */
  emailVerified?: boolean;
  /** Disabled by an admin: it cannot sign in; read only by `findByEmail`. */
  disabled?: boolean;
}

interface UserRow {
  id: string;
  email: string;
  role: Role;
  password_hash: string;
  email_verified?: boolean;
  disabled?: boolean;
}

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
  ...(row.email_verified === undefined ? {} : { emailVerified: row.email_verified }),
  ...(row.disabled === undefined ? {} : { disabled: row.disabled }),
});

interface StaffRow {
  id: string;
  email: string;
  role: Role;
  disabled_at: Date | null;
  created_at: Date;
  invited_at: Date | null;
  invitation_expires_at: Date | null;
}

/** The columns of a staff view; `users` must be the table's name in the statement. */
const STAFF_COLUMNS = `users.id, users.email, users.role, users.disabled_at, users.created_at, users.invited_at,
  (SELECT max(t.expires_at) FROM account_tokens t
    WHERE t.user_id = users.id AND t.purpose = 'accept_invitation' AND t.used_at IS NULL) AS invitation_expires_at`;

const toStaffView = (row: StaffRow): StaffAccountView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  disabled: row.disabled_at !== null,
  createdAt: row.created_at.toISOString(),
  invitation:
    row.invited_at === null ? null : { expiresAt: (row.invitation_expires_at ?? row.invited_at).toISOString() },
});

/** Thrown by `insert` when the e-mail (compared by its key, see email-key.ts) already has an account. */
export class EmailTaken extends Error {}

/**
 * SQL for the id of the account an e-mail signs in to, given its key and the address as typed. An account from before
 * keys whose address compares equal to an older one's has no key: it is found by its exact address (case aside).
 */
export const accountOfEmailSql = (keyParam: string, emailParam: string): string =>
  `(SELECT id FROM users WHERE email_key = ${keyParam} OR (email_key IS NULL AND lower(email) = lower(${emailParam}))
    ORDER BY email_key IS NULL DESC LIMIT 1)`;

/** The parameters `accountOfEmailSql` reads. */
export const emailParams = (email: string): [key: string, typed: string] => [emailKey(email), trimText(email)];

@Injectable()
export class UsersRepository {
  constructor(@Inject(Pool) private readonly pool: Pool) {}

  /** The account of this e-mail or of any address that compares equal to it. */
  async findByEmail(email: string): Promise<UserRecord | null> {
    const { rows } = await this.pool.query<UserRow>(
      `SELECT id, email, role, password_hash, email_verified_at IS NOT NULL AS email_verified,
              disabled_at IS NOT NULL AS disabled
         FROM users WHERE id = ${accountOfEmailSql('$1', '$2')}`,
      emailParams(email),
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Keeps the address as typed (trimmed) beside its key. */
  async insert(email: string, passwordHash: string, role: Role = 'customer'): Promise<UserRecord> {
    try {
      const { rows } = await this.pool.query<UserRow>(
        `INSERT INTO users (email, email_key, password_hash, role) VALUES ($1, $2, $3, $4)
         RETURNING id, email, role, password_hash`,
        [trimText(email), emailKey(email), passwordHash, role],
      );
      return toRecord(rows[0]);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new EmailTaken(email);
      throw error;
    }
  }

  /** A customer account in the caller's transaction, or null when the e-mail (by its key) already has one. */
  async insertIfNew(tx: ClientBase, email: string, passwordHash: string): Promise<UserRecord | null> {
    const { rows } = await tx.query<UserRow>(
      `INSERT INTO users (email, email_key, password_hash, role) VALUES ($1, $2, $3, 'customer') ON CONFLICT DO NOTHING
       RETURNING id, email, role, password_hash`,
      [trimText(email), emailKey(email), passwordHash],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Inserts unless the e-mail exists; returns whether a row was created. Safe for several starters at once. */
  async insertIfMissing(email: string, passwordHash: string, role: Role): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO users (email, email_key, password_hash, role) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [trimText(email), emailKey(email), passwordHash, role],
    );
    return rowCount === 1;
  }

  /** Accounts without a key (made before keys existed), oldest first. */
  async withoutKey(): Promise<{ id: string; email: string }[]> {
    const { rows } = await this.pool.query<{ id: string; email: string }>(
      'SELECT id, email FROM users WHERE email_key IS NULL ORDER BY created_at, id',
    );
    return rows;
  }

  /** Gives the account its e-mail's key unless another account holds it; returns whether it now has it. */
  async setKey(id: string, email: string): Promise<boolean> {
    try {
      const { rowCount } = await this.pool.query(
        `UPDATE users SET email_key = $2
         WHERE id = $1 AND email_key IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE email_key = $2)`,
        [id, emailKey(email)],
      );
      return rowCount === 1;
    } catch (error) {
      // A sign-up took the key between the check and the write.
      if ((error as { code?: string }).code === '23505') return false;
      throw error;
    }
  }

  /** E-mail per user id, for the ids that have an account; ids that are not UUIDs are ignored. */
  async emailsByIds(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.pool.query<{ id: string; email: string }>(
      'SELECT id::text AS id, email FROM users WHERE id::text = ANY($1::text[])',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.email]));
  }

  /** Every staff and admin account, enabled ones first, by e-mail. */
  async staffAccounts(): Promise<StaffAccountView[]> {
    const { rows } = await this.pool.query<StaffRow>(
      `SELECT ${STAFF_COLUMNS} FROM users WHERE role IN ('staff', 'admin')
        ORDER BY disabled_at IS NOT NULL, lower(email)`,
    );
    return rows.map(toStaffView);
  }

  /** Changes an account's role and whether it is disabled; null when there is no such account. */
  async setRoleAndDisabled(id: string, changes: { role?: Role; disabled?: boolean }): Promise<StaffAccountView | null> {
    const { rows } = await this.pool.query<StaffRow>(
      `UPDATE users SET role = coalesce($2, role),
              disabled_at = CASE WHEN $3::boolean IS NULL THEN disabled_at
                                 WHEN $3 THEN coalesce(disabled_at, now()) ELSE NULL END,
              updated_at = now()
        WHERE id::text = $1 RETURNING ${STAFF_COLUMNS}`,
      [id, changes.role ?? null, changes.disabled ?? null],
    );
    return rows[0] ? toStaffView(rows[0]) : null;
  }

  /** One staff or admin account as an admin sees it, or null. */
  async staffAccount(db: Pick<ClientBase, 'query'>, id: string): Promise<StaffAccountView | null> {
    const { rows } = await db.query<StaffRow>(
      `SELECT ${STAFF_COLUMNS} FROM users WHERE id::text = $1 AND role IN ('staff', 'admin')`,
      [id],
    );
    return rows[0] ? toStaffView(rows[0]) : null;
  }

  /**
   * An invited colleague's account in the caller's transaction: `passwordHash` hashes a secret nobody keeps, so it
   * cannot sign in before the invitation is accepted. EmailTaken when the e-mail (by its key) has an account.
   */
  async insertInvited(tx: ClientBase, email: string, passwordHash: string, role: Role): Promise<UserRecord> {
    const { rows } = await tx.query<UserRow>(
      `INSERT INTO users (email, email_key, password_hash, role, invited_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT DO NOTHING RETURNING id, email, role, password_hash`,
      [trimText(email), emailKey(email), passwordHash, role],
    );
    if (!rows[0]) throw new EmailTaken(email);
    return toRecord(rows[0]);
  }

  /** Locks a pending invitation's enabled account; null when the account is not one (accepted, disabled, gone). */
  async lockInvited(tx: ClientBase, id: string): Promise<UserRecord | null> {
    const { rows } = await tx.query<UserRow>(
      `SELECT id, email, role, password_hash FROM users
        WHERE id::text = $1 AND invited_at IS NOT NULL AND disabled_at IS NULL AND role IN ('staff', 'admin')
        FOR UPDATE`,
      [id],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * The invited colleague's own password: the account is a plain staff account from now on. False when it was
   * disabled, or made a customer, since the invitation left: the link opens nothing then.
   */
  async acceptInvitation(tx: ClientBase, id: string, passwordHash: string): Promise<boolean> {
    const { rowCount } = await tx.query(
      `UPDATE users SET password_hash = $2, invited_at = NULL, updated_at = now()
        WHERE id = $1 AND invited_at IS NOT NULL AND disabled_at IS NULL AND role IN ('staff', 'admin')`,
      [id, passwordHash],
    );
    return rowCount === 1;
  }

  /** Withdraws a pending invitation: its account and links go (ON DELETE CASCADE); null when there was none. */
  async deleteInvited(id: string): Promise<{ id: string; email: string } | null> {
    const { rows } = await this.pool.query<{ id: string; email: string }>(
      `DELETE FROM users WHERE id::text = $1 AND invited_at IS NOT NULL AND role IN ('staff', 'admin')
       RETURNING id, email`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** How many enabled admin accounts there are besides this one. */
  async otherEnabledAdmins(id: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND disabled_at IS NULL AND invited_at IS NULL
         AND id::text <> $1`,
      [id],
    );
    return rows[0].n;
  }

  async update(id: string, changes: { passwordHash?: string; role?: Role }): Promise<void> {
    await this.pool.query(
      `UPDATE users SET password_hash = coalesce($2, password_hash), role = coalesce($3, role), updated_at = now()
       WHERE id = $1`,
      [id, changes.passwordHash ?? null, changes.role ?? null],
    );
  }

  /**
   * Records that the account holds `email`, if that is still its address (a link mailed to an address it has since
   * left proves nothing about the account). Returns whether it is.
   */
  async markVerified(tx: ClientBase, id: string, email: string): Promise<boolean> {
    const { rowCount } = await tx.query(
      `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
       WHERE id = $1 AND lower(email) = lower($2)`,
      [id, email],
    );
    return rowCount === 1;
  }

  /** Moves the account to a proven address (verified from now); EmailTaken when another account holds it. Locks the row. */
  async changeEmail(tx: ClientBase, id: string, email: string): Promise<{ previous: string } | null> {
    const { rows } = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1 FOR UPDATE', [id]);
    if (!rows[0]) return null;
    try {
      await tx.query(
        `UPDATE users SET email = $2, email_key = $3, email_verified_at = now(), updated_at = now() WHERE id = $1`,
        [id, trimText(email), emailKey(email)],
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new EmailTaken(email);
      throw error;
    }
    return { previous: rows[0].email };
  }

  /** Deletes the account; its sessions and saved addresses go with it (ON DELETE CASCADE). */
  async delete(id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('DELETE FROM users WHERE id = $1', [id]);
    return rowCount === 1;
  }
}
