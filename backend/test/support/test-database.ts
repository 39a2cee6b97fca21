import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { runMigrations } from '../../src/infrastructure/database/migrate';
import { shopPoolOptions } from '../../src/infrastructure/database/pg-types';

export interface TestDatabase {
  url: string;
  pool: Pool;
  drop(): Promise<void>;
}

/** The server integration tests may create databases on: set by the jest global setup, or DATABASE_URL. */
export const testAdminUrl = (): string => {
  const url = process.env.TEST_DATABASE_ADMIN_URL ?? process.env.DATABASE_URL;
  if (!url)
    throw new Error('No test PostgreSQL: TEST_DATABASE_ADMIN_URL / DATABASE_URL is not set (jest global setup)');
  return url;
};

export const testRedisUrl = (): string =>
  process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** A fresh, migrated database for one test file, so files run in parallel without sharing rows. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const admin = testAdminUrl();
  const name = `sp_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const adminClient = new Client({ connectionString: admin });
  await adminClient.connect();
  try {
    await adminClient.query(`CREATE DATABASE ${name}`);
  } finally {
    await adminClient.end();
  }
  const url = withDatabase(admin, name);
  if (options.migrate !== false) await runMigrations(url);
  // Made as the shop's pool is: bigint money columns as numbers, pipelined.
  const pool = new Pool({ connectionString: url, max: 20, ...shopPoolOptions });
  pool.on('error', () => undefined);
  return {
    url,
    pool,
    drop: async () => {
      await pool.end().catch(() => undefined);
      const client = new Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
