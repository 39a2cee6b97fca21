import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { ClientBase, Pool } from 'pg';
import type { SqlStatement } from '../database/sql-literal';

type Db = Pick<ClientBase, 'query'> | Pick<Pool, 'query'>;

/** A value sealed with one customer's key: `sealed` is base64 of iv (12 bytes) ‖ GCM tag (16) ‖ ciphertext. */
export interface Sealed {
  subjectId: string;
  sealed: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * How a customer is found in the key table: a hash, so the table never holds the e-mail or phone itself. An order
 * placed signed in is sealed with its account's key, so erasing the account reaches its orders and nobody else's
 * (an anonymous checkout with the same e-mail keeps the e-mail's key).
 */
export const personalDataLookup = (who: {
  userId?: string | null;
  email?: string | null;
  phone?: string;
  phoneCountryCode?: string;
}) => {
  const email = who.email?.trim().toLowerCase();
  const id = who.userId
    ? `user:${who.userId}`
    : email
      ? `email:${email}`
      : `phone:${who.phoneCountryCode ?? ''}${who.phone ?? ''}`;
  return createHash('sha256').update(id).digest('hex');
};

/** AES-256-GCM with the subject id as associated data, so a sealed value cannot be moved to another customer. */
export const sealWith = (key: Buffer, subjectId: string, value: unknown): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subjectId));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
};

export const openWith = <T>(key: Buffer, subjectId: string, sealed: string): T => {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(subjectId));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as T;
};

/** Keys this process used in the last minute, so its read-model writes need not read them back (README, "Erasure"). */
const recentKeys = new Map<string, { key: Buffer; until: number }>();
const RECENT_KEYS = 1000;
const RECENT_KEY_MS = 60_000;

const remember = (subjectId: string, key: Buffer): void => {
  recentKeys.delete(subjectId);
  recentKeys.set(subjectId, { key, until: performance.now() + RECENT_KEY_MS });
  if (recentKeys.size > RECENT_KEYS) recentKeys.delete(recentKeys.keys().next().value as string);
};

/** The sealed value opened with a key this process used lately, or null when it has none (read it instead). */
export function openRecentlySealed<T>(sealed: Sealed): T | null {
  const entry = recentKeys.get(sealed.subjectId);
  if (!entry) return null;
  if (entry.until < performance.now()) {
    recentKeys.delete(sealed.subjectId);
    return null;
  }
  return openWith<T>(entry.key, sealed.subjectId, sealed.sealed);
}

/** A row of personal_data_keys as subjectKeyStatement answers it. */
export interface KeyRow {
  subject_id: string;
  key: Buffer;
}

/**
 * Finds or creates the key of the customer `lookup` names (several writers at once end up with the same row), as a
 * statement a caller may send in one message with its own; `subjectKeyFrom` reads its result.
 */
export const subjectKeyStatement = (lookup: string): SqlStatement => ({
  text: `WITH ins AS (
           INSERT INTO personal_data_keys (lookup, key) VALUES ($1, decode($2, 'hex')) ON CONFLICT (lookup) DO NOTHING
           RETURNING subject_id, key)
         SELECT subject_id, key FROM ins UNION ALL SELECT subject_id, key FROM personal_data_keys WHERE lookup = $1`,
  values: [lookup, randomBytes(32).toString('hex')],
});

/** The key `subjectKeyStatement` answered with, remembered for this process's read model writes. */
export async function subjectKeyFrom(
  db: Db,
  lookup: string,
  rows: readonly KeyRow[],
): Promise<{ subjectId: string; key: Buffer }> {
  const row =
    rows[0] ??
    // A concurrent insert committed after the statement's snapshot: its row is visible to the next one.
    (await db.query<KeyRow>('SELECT subject_id, key FROM personal_data_keys WHERE lookup = $1', [lookup])).rows[0];
  remember(row.subject_id, row.key);
  return { subjectId: row.subject_id, key: row.key };
}

/** The customer's key, created on first use. */
export async function subjectKey(db: Db, lookup: string): Promise<{ subjectId: string; key: Buffer }> {
  return subjectKeyFrom(db, lookup, (await db.query<KeyRow>(subjectKeyStatement(lookup))).rows);
}

/** `value` sealed with a customer's key (see subjectKey). */
export const sealedWith = ({ subjectId, key }: { subjectId: string; key: Buffer }, value: unknown): Sealed => ({
  subjectId,
  sealed: sealWith(key, subjectId, value),
});

/** Seals a value with the key of the customer `lookup` names (see personalDataLookup). */
export async function sealPersonalData(db: Db, lookup: string, value: unknown): Promise<Sealed> {
  return sealedWith(await subjectKey(db, lookup), value);
}

/** The sealed value, or null when the customer's key is gone (erased). */
export async function openPersonalData<T>(db: Db, sealed: Sealed): Promise<T | null> {
  const { rows } = await db.query<{ key: Buffer }>('SELECT key FROM personal_data_keys WHERE subject_id = $1', [
    sealed.subjectId,
  ]);
  return rows[0] ? openWith<T>(rows[0].key, sealed.subjectId, sealed.sealed) : null;
}

/** Crypto-shredding: deletes the keys, so everything sealed with them can never be read again. */
export async function forgetSubjects(db: Db, subjectIds: readonly string[]): Promise<number> {
  if (subjectIds.length === 0) return 0;
  for (const subjectId of subjectIds) recentKeys.delete(subjectId);
  const { rowCount } = await db.query('DELETE FROM personal_data_keys WHERE subject_id = ANY($1::uuid[])', [
    [...subjectIds],
  ]);
  return rowCount ?? 0;
}

/** The subject a lookup names, if it still has a key. */
export async function subjectOf(db: Db, lookup: string): Promise<string | null> {
  const { rows } = await db.query<{ subject_id: string }>(
    'SELECT subject_id FROM personal_data_keys WHERE lookup = $1',
    [lookup],
  );
  return rows[0]?.subject_id ?? null;
}
