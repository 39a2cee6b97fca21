import path from 'node:path';
import { runner } from 'node-pg-migrate';

/** Where the SQL migrations live: copied beside the compiled code by the build, read from src under jest. */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Applies every pending migration (node-pg-migrate, with its advisory lock, so concurrent starters are safe). */
export async function runMigrations(
  databaseUrl: string,
  log: (msg: string) => void = () => undefined,
): Promise<number> {
  const applied = await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    migrationsTable: 'pgmigrations',
    direction: 'up',
    count: Infinity,
    checkOrder: true,
    verbose: false,
    singleTransaction: true,
    log,
    logger: { debug: () => undefined, info: log, warn: log, error: log },
  });
  return applied.length;
}
