import 'reflect-metadata';
import { Pool } from 'pg';
import { ConfigError, loadConfig } from '../infrastructure/config/app-config';
import { sealLegacyOrderEvents } from '../orders';

/**
 * `npm run personal-data:seal-legacy`: the one-off migration after deploying sealed personal data. Seals the
 * plaintext personal fields of every order event written before (schema version 1) with its customer's key, in
 * place, so erasing a customer later erases those events too. Safe with the API running, and to run again.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.EVENTSTORE_URL) throw new Error('Only the PostgreSQL event log can be rewritten; see deploy/RUNBOOK.md');
  const pool = new Pool({ connectionString: config.DATABASE_URL, max: 2 });
  try {
    const sealed = await sealLegacyOrderEvents(pool);
    process.stdout.write(`sealed the personal fields of ${sealed} legacy order events\n`);
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
