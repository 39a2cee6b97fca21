import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { CONFIGURATION_COLUMNS, type ConfigurationRow } from '../configuration-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many configurations a process keeps in memory (the least recently used is dropped first). */
const ROWS_KEPT = 10_000;

/** Configuration rows kept in memory once read: a recorded one never changes (README, "Configuration rows"). */
@Injectable()
export class ConfigurationRows {
  private readonly kept = new Map<string, ConfigurationRow>();

  constructor(@Inject(Pool) private readonly pool: Pool) {}

  /** The rows of these ids that exist (ids that are not UUIDs, or unknown, are left out), in no particular order. */
  async find(ids: readonly string[]): Promise<ConfigurationRow[]> {
    const found: ConfigurationRow[] = [];
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      if (!UUID.test(id)) continue;
      const row = this.kept.get(id.toLowerCase());
      if (row) {
        // Map order is insertion order: moving a row to the end makes the first one the least recently used.
        this.kept.delete(row.id);
        this.kept.set(row.id, row);
        found.push(row);
      } else missing.push(id);
    }
    if (missing.length === 0) return found;
    const { rows } = await this.pool.query<ConfigurationRow>(
      `SELECT ${CONFIGURATION_COLUMNS} FROM rm_configurations WHERE id = ANY($1::uuid[])`,
      [missing],
    );
    for (const row of rows) {
      this.kept.set(row.id, row);
      if (this.kept.size > ROWS_KEPT) this.kept.delete(this.kept.keys().next().value as string);
    }
    return [...found, ...rows];
  }
}
