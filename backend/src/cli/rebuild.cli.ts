import 'reflect-metadata';
import { Pool } from 'pg';
import { allProjections, allUpcasters } from '../projection-registry';
import { ConfigError, loadConfig } from '../infrastructure/config/app-config';
import { createEventStore } from '../infrastructure/event-store/event-store.module';
import { rebuildProjections } from '../infrastructure/projections/rebuild';

/**
 * `npm run projections:rebuild`: a blue/green rebuild of every read model (new tables replayed from the log beside
 * the serving ones, then switched to), safe with the API and worker running.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const pool = new Pool({ connectionString: config.DATABASE_URL, max: 4, pipeline: true });
  const store = await createEventStore(config, pool, [], allUpcasters);
  try {
    const started = Date.now();
    const reports = await rebuildProjections(pool, store, allProjections);
    for (const r of reports) {
      process.stdout.write(
        `rebuilt ${r.projection} v${r.version} (was v${r.fromVersion}): ${r.events} events applied ` +
          `(${r.eventsRead} read, ${r.tailEvents} at the switch), caught up and switched in ${r.catchUpMs} ms ` +
          `(${r.switchAttempts} switch attempt(s)); now ${r.schema}, dropped ${r.droppedSchema}\n`,
      );
    }
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
