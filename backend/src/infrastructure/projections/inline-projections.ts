import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ClientBase } from 'pg';
import { Pool } from 'pg';
import type { SqlStatement } from '../database/sql-literal';
import type { DomainEvent, RecordedEvent } from '../event-store/event-store.port';
import { PROJECTIONS, type Projection } from './projection';
import { applyInline, ensureProjectionSchemas } from './projection-schema';

/** Applies the inline projections inside each append's transaction, giving read-your-writes to every request. */
@Injectable()
export class InlineProjections implements OnModuleInit {
  constructor(
    @Inject(PROJECTIONS) private readonly projections: readonly Projection[],
    @Inject(Pool) private readonly pool: Pool,
  ) {}

  async onModuleInit(): Promise<void> {
    await ensureProjectionSchemas(this.pool, this.projections);
  }

  readonly beforeCommit = (tx: ClientBase, recorded: RecordedEvent[]): Promise<void> =>
    applyInline(tx, this.projections, recorded);

  /** The inline writes for these events as statements, or null when a projection involved can only `apply`. */
  readonly statementsFor = (events: DomainEvent[]): SqlStatement[] | null => {
    const out: SqlStatement[] = [];
    for (const event of events) {
      for (const projection of this.projections) {
        if (projection.mode !== 'inline' || !projection.handles.includes(event.type)) continue;
        if (!projection.statements) return null;
        out.push(...projection.statements(event));
      }
    }
    return out;
  };
}
