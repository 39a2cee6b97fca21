import { randomUUID } from 'node:crypto';
import { Client, type ClientBase, type Pool } from 'pg';
import { runTogetherInTransaction, type SqlStatement } from '../../database/send-together';
import { withTransaction } from '../../database/with-transaction';
import {
  type AppendOptions,
  type AppendResult,
  type DomainEvent,
  EventStore,
  type EventToAppend,
  type InlineProjection,
  inlineProjectionsFor,
  type LogPosition,
  type ReadStreamResult,
  type RecordedEvent,
  WrongExpectedVersionError,
} from '../event-store.port';

const CHANNEL = 'events_appended';

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_position: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  created_at: Date;
}

const COLUMNS =
  'global_position, transaction_id, stream_id, stream_position, event_id, type, data, metadata, created_at';

/**
 * The oldest transaction that may still add events: pg_snapshot_xmin of the statement's snapshot, except that
 * transactions of backends connected to other databases are left out. Transaction ids and snapshots span the whole
 * server, so without this any write transaction in any database (a migration, another app) stalls every
 * subscriber; a backend never writes to another database, so leaving those out cannot let an event be skipped.
 * A foreign transaction that ends between the snapshot and the activity read is kept in, which only makes the
 * reader wait. Without the privilege to see other roles' backends their xids read as NULL and are kept in too.
 */
const COMMIT_HORIZON = `SELECT COALESCE(
    (SELECT min(x) FROM pg_snapshot_xip(pg_current_snapshot()) AS x
     WHERE x::xid NOT IN (
       SELECT a.backend_xid FROM pg_stat_get_activity(NULL) AS a
       WHERE a.backend_xid IS NOT NULL
         AND a.datid <> (SELECT oid FROM pg_database WHERE datname = current_database()))),
    pg_snapshot_xmax(pg_current_snapshot()))`;

const toRecorded = (row: EventRow): RecordedEvent => ({
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  eventId: row.event_id,
  streamId: row.stream_id,
  streamPosition: Number(row.stream_position),
  globalPosition: String(row.global_position),
  transactionId: String(row.transaction_id),
  createdAt: row.created_at.toISOString(),
});

/** A rival append won: our version check failed, or a concurrent insert took the same stream position. */
const isConflict = (error: unknown): boolean => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === 'ES409' || (code === '23505' && constraint === 'events_stream_position_unique');
};

/**
 * An inline projection as this adapter runs it: `apply` inside the append's transaction, or, when every
 * projection an append touches offers `statements`, those statements sent together with the append (one round trip).
 */
export interface PostgresInlineProjection extends InlineProjection<ClientBase> {
  /**
   * Optional: the writes for one event as statements that need nothing but its type, data and the metadata it is
   * appended with (no reads). The append and these writes are then sent together in one transaction: one round trip
   * on a pipelined pool (`sendTogether`). `null` for an event whose writes need a read: that append runs as a transaction with `apply`.
   */
  statements?(event: Pick<RecordedEvent, 'type' | 'data' | 'metadata'>): SqlStatement[] | null;
}

export interface PostgresEventStoreOptions {
  /** Read models written in the append's transaction (see `InlineProjection`). */
  inline?: readonly PostgresInlineProjection[];
  /** Cross-process wake-ups are coalesced to at most one NOTIFY per this many ms, sent outside append transactions. */
  notifyCoalesceMs?: number;
  /** Connection string for the LISTEN connection; without it only in-process appends wake subscribers. */
  listenConnectionString?: string;
}

/**
 * The PostgreSQL event store. An append is one statement (`append_to_stream`); when inline projections take its
 * events, their statements are sent together with it, or it runs as BEGIN/append/apply/COMMIT. Readers of the global log read only below the oldest open
 * transaction of this database (pg_snapshot_xmin, see COMMIT_HORIZON) in (transaction id, position) order, so no
 * event is ever skipped.
 */
export class PostgresEventStore extends EventStore {
  private readonly listeners = new Set<() => void>();
  private notifyTimer: NodeJS.Timeout | null = null;
  private listenClient: Client | null = null;
  private listenStarting: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly options: PostgresEventStoreOptions = {},
  ) {
    super();
  }

  async appendToStream(streamId: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const eventIds = events.map(() => randomUUID());
    const params = [
      streamId,
      options.expectedVersion,
      eventIds,
      events.map((e) => e.event.type),
      events.map((e) => JSON.stringify(e.event.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ];
    // A named statement is parsed and planned once per connection; unnamed, PostgreSQL re-plans it on every
    // append, which measured about a fifth of an append's CPU.
    const statement = {
      name: 'event_store_append',
      text: `SELECT global_position, stream_position, transaction_id
             FROM append_to_stream($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])`,
      values: params,
    };
    let rows: { global_position: string; stream_position: string; transaction_id: string }[];
    let recorded: RecordedEvent[];
    const build = (r: typeof rows): RecordedEvent[] =>
      r.map((row, i) => ({
        type: events[i].event.type,
        data: events[i].event.data,
        metadata: events[i].metadata,
        eventId: eventIds[i],
        streamId,
        streamPosition: Number(row.stream_position),
        globalPosition: String(row.global_position),
        transactionId: String(row.transaction_id),
        createdAt: events[i].metadata.at,
      }));
    const projections = inlineProjectionsFor(
      this.options.inline ?? [],
      events.map((e) => e.event.type),
    );
    const inline = projections.every((p) => p.statements) ? this.statementsFor(projections, events) : null;
    try {
      if (inline && inline.length > 0) {
        const [appended] = await runTogetherInTransaction(this.pool, [statement, ...inline]);
        rows = appended.rows;
        recorded = build(rows);
      } else if (inline) {
        // No read model to write with these events (none takes them, or their statements say so).
        rows = (await this.pool.query(statement)).rows;
        recorded = build(rows);
      } else {
        recorded = await withTransaction(this.pool, async (tx) => {
          rows = (await tx.query(statement)).rows;
          const written = build(rows);
          for (const event of written) {
            for (const projection of projections) {
              if (projection.handles.includes(event.type)) await projection.apply(tx, event);
            }
          }
          return written;
        });
      }
    } catch (error) {
      if (isConflict(error)) throw new WrongExpectedVersionError(streamId, options.expectedVersion);
      throw error;
    }
    this.wake();
    const last = recorded[recorded.length - 1];
    return {
      nextExpectedVersion: last.streamPosition,
      lastPosition: { transactionId: last.transactionId, globalPosition: last.globalPosition },
      recorded,
    };
  }

  override get sharesApplicationDatabase(): boolean {
    return true;
  }

  /** Every projection's statements for these events, or null when one of them needs `apply` (a read). */
  private statementsFor(
    projections: readonly PostgresInlineProjection[],
    events: EventToAppend[],
  ): SqlStatement[] | null {
    const out: SqlStatement[] = [];
    for (const { event, metadata } of events) {
      for (const projection of projections) {
        if (!projection.handles.includes(event.type)) continue;
        const statements = projection.statements?.({ type: event.type, data: event.data, metadata });
        if (!statements) return null;
        out.push(...statements);
      }
    }
    return out;
  }

  async readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<ReadStreamResult<E>> {
    const { rows } = await this.pool.query<EventRow>({
      name: 'event_store_read_stream',
      text: `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_position`,
      values: [streamId],
    });
    const events = rows.map(toRecorded) as RecordedEvent<E>[];
    return { events, version: events.length ? events[events.length - 1].streamPosition : 0 };
  }

  async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
         AND transaction_id < (${COMMIT_HORIZON})
       ORDER BY transaction_id, global_position
       LIMIT $3`,
      [after.transactionId, after.globalPosition, limit],
    );
    return rows.map(toRecorded);
  }

  /** See the port: the log after `after` as committed now, including what an open older transaction holds back. */
  override async readCommitted(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
       ORDER BY transaction_id, global_position
       LIMIT $3`,
      [after.transactionId, after.globalPosition, limit],
    );
    return rows.map(toRecorded);
  }

  /** Committed events a reader cannot see yet because an older transaction is still open (the stall to watch). */
  async heldBackCount(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM events WHERE transaction_id >= (${COMMIT_HORIZON})`,
    );
    return Number(rows[0].n);
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    void this.startListening();
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.notifyTimer = null;
    this.listeners.clear();
    const client = this.listenClient;
    this.listenClient = null;
    await client?.end().catch(() => undefined);
  }

  private wake(): void {
    for (const listener of this.listeners) listener();
    if (this.notifyTimer || this.closed) return;
    // One NOTIFY per window, outside any append transaction: NOTIFY serialises commits, so per-append NOTIFY
    // would cost most of the append throughput.
    this.notifyTimer = setTimeout(() => {
      this.notifyTimer = null;
      if (this.closed) return;
      this.pool.query(`SELECT pg_notify('${CHANNEL}', '')`).catch(() => undefined);
    }, this.options.notifyCoalesceMs ?? 5);
    this.notifyTimer.unref();
  }

  private startListening(): Promise<void> {
    if (!this.options.listenConnectionString || this.listenClient || this.closed) return Promise.resolve();
    this.listenStarting ??= (async () => {
      const client = new Client({ connectionString: this.options.listenConnectionString });
      client.on('notification', () => {
        for (const listener of this.listeners) listener();
      });
      client.on('error', () => {
        // The poll in each subscription keeps consumers moving; reconnect on the next registration.
        this.listenClient = null;
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
        if (this.closed) await client.end();
        else this.listenClient = client;
      } catch {
        await client.end().catch(() => undefined);
      } finally {
        this.listenStarting = null;
      }
    })();
    return this.listenStarting;
  }
}
