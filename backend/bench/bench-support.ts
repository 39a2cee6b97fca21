/** What the benchmark scripts share: the PostgreSQL server to use, throwaway databases and session ids. */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { Client } from 'pg';

export const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A well-formed x-session-id ('sess_' + 9 of [a-z0-9]). */
export const sessionId = (): string => `sess_${Array.from(randomBytes(9), (b) => ALPHABET[b % 36]).join('')}`;

export const withDatabase = (url: string, db: string): string => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};

/** Runs one statement on the server's admin database (CREATE / DROP DATABASE). */
export async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The machine's load average (1, 5, 15 min) and its CPU count, for every bench's header and footer. */
export const loadAverage = (): string =>
  `${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${cpus().length} CPUs)`;

/**
 * A read model's table as the active build holds it (`rm_<projection>_v<version>_b<build>.<table>`): the stable
 * name is a view, and a baseline table made LIKE a view would lack its primary key and indexes.
 */
export async function activeReadModelTable(
  pg: { query: (sql: string, values?: unknown[]) => Promise<{ rows: { schema_name: string }[] }> },
  projection: string,
  table: string,
): Promise<string> {
  const { rows } = await pg.query('SELECT schema_name FROM projection_versions WHERE projection = $1', [projection]);
  if (!rows[0]) throw new Error(`read model ${projection} has no active build`);
  return `${rows[0].schema_name}.${table}`;
}
