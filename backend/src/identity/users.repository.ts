import { Inject, Injectable } from '@nestjs/common';
import type { Role, UserView } from '@sound-putter/contracts';
import { Pool } from 'pg';

export interface UserRecord extends UserView {
  passwordHash: string;
}

interface UserRow {
  id: string;
  email: string;
  role: Role;
  password_hash: string;
}

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
});

/** Thrown by `insert` when the e-mail (compared case-insensitively) already has an account. */
export class EmailTaken extends Error {}

@Injectable()
export class UsersRepository {
  constructor(@Inject(Pool) private readonly pool: Pool) {}

  async findByEmail(email: string): Promise<UserRecord | null> {
    const { rows } = await this.pool.query<UserRow>(
      'SELECT id, email, role, password_hash FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async insert(email: string, passwordHash: string, role: Role = 'customer'): Promise<UserRecord> {
    try {
      const { rows } = await this.pool.query<UserRow>(
        `INSERT INTO users (email, password_hash, role) VALUES ($1, $2, $3)
         RETURNING id, email, role, password_hash`,
        [email, passwordHash, role],
      );
      return toRecord(rows[0]);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new EmailTaken(email);
      throw error;
    }
  }

  /** Inserts unless the e-mail exists; returns whether a row was created. Safe for several starters at once. */
  async insertIfMissing(email: string, passwordHash: string, role: Role): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO users (email, password_hash, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [email, passwordHash, role],
    );
    return rowCount === 1;
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

  async update(id: string, changes: { passwordHash?: string; role?: Role }): Promise<void> {
    await this.pool.query(
      `UPDATE users SET password_hash = coalesce($2, password_hash), role = coalesce($3, role), updated_at = now()
       WHERE id = $1`,
      [id, changes.passwordHash ?? null, changes.role ?? null],
    );
  }

  /** Deletes the account; its sessions and saved addresses go with it (ON DELETE CASCADE). */
  async delete(id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('DELETE FROM users WHERE id = $1', [id]);
    return rowCount === 1;
  }
}
