import 'reflect-metadata';
import { Pool } from 'pg';
import { allProjections } from '../projection-registry';
import { ensureProjectionSchemas } from '../infrastructure/projections/projection-schema';
import { runMigrations } from '../infrastructure/database/migrate';

/** Brings a database up to date: migrations and read-model tables. Safe to run on every start. */
export async function prepareDatabase(databaseUrl: string, log: (msg: string) => void = () => undefined) {
  const applied = await runMigrations(databaseUrl, log);
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await ensureProjectionSchemas(pool, allProjections);
    // The catalog is no longer seeded here: the API appends the seed file to the catalog stream when it boots.
    return { applied };
  } finally {
    await pool.end();
  }
}

if (require.main === module) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    process.stderr.write('DATABASE_URL is not set\n');
    process.exit(78);
  }
  prepareDatabase(url)
    .then((r) => {
      process.stdout.write(`${JSON.stringify({ level: 30, msg: 'database ready', ...r })}\n`);
    })
    .catch((error: unknown) => {
      process.stderr.write(`migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}
