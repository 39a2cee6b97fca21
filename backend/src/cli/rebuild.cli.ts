import 'reflect-metadata';
import { Pool } from 'pg';
import { allProjections, allUpcasters } from '../projection-registry';
import { ConfigError, loadConfig } from '../infrastructure/config/app-config';
import { createEventStore } from '../infrastructure/event-store/event-store.module';
import { rebuildProjections } from '../infrastructure/projections/rebuild';

/** `npm run projections:rebuild`: drops every rm_ table and replays the event log into it. */
async function main(): Promise<void> {
  const config = loadConfig();
  const pool = new Pool({ connectionString: config.DATABASE_URL, max: 4 });
  const store = await createEventStore(config, pool, [], allUpcasters);
  try {
    const started = Date.now();
    const reports = await rebuildProjections(pool, store, allProjections);
    for (const r of reports) process.stdout.write(`rebuilt ${r.projection}: ${r.events} events applied\n`);
    process.stdout.write(`done in ${Date.now() - started} ms\n`);
  } finally {
    await store.close();
    await pool.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
