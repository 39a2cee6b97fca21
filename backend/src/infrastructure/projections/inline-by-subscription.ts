import type { ClientConfig, Pool } from 'pg';
import {
  type AppendOptions,
  type AppendResult,
  compareLogPositions,
  type DomainEvent,
  EventStore,
  type EventToAppend,
  inlineProjectionsFor,
  type LogPosition,
  type ReadStreamResult,
  type RecordedEvent,
} from '../event-store/event-store.port';
import type { Projection } from './projection';
import { ProjectionConsumer } from './projection-consumer';
import { ensureProjectionSchemas } from './projection-schema';
import { checkpointSql, SubscriptionRunner, type SubscriptionRunnerOptions } from './subscription-runner';

export interface InlineBySubscriptionOptions {
  /** The read models' database: their rows and the subscriptions' checkpoints live here. */
  pool: Pool;
  /** Each subscription runs on its own connection (it holds the projection's advisory lock on it). */
  connection: ClientConfig;
  /** The inline projections this store keeps. */
  projections: readonly Projection[];
  /**
   * How long an append waits for its projections before it returns anyway (default 10 s). Its events are in the
   * log by then, so failing the command would invite a retry that appends them twice; the read model catches
   * up when the projection runs again, and `onWaitTimedOut` reports it.
   */
  waitTimeoutMs?: number;
  /** While waiting on a projection another process runs, how often its committed checkpoint is read (10 ms). */
  checkpointPollMs?: number;
  runner?: Omit<SubscriptionRunnerOptions, 'onBatch'>;
  onWaitTimedOut?: (projections: string[], position: LogPosition) => void;
}

/** Inline projections for a store that cannot write them in the append's transaction (README, "Inline projections"). */
export class InlineBySubscription extends EventStore {
  private readonly runners = new Map<string, SubscriptionRunner>();
  private readonly batchListeners = new Set<() => void>();

  constructor(
    private readonly log: EventStore,
    private readonly options: InlineBySubscriptionOptions,
  ) {
    super();
  }

  /** Makes the projections' tables, then starts one checkpointed subscription per inline projection. */
  async start(): Promise<void> {
    await ensureProjectionSchemas(this.options.pool, this.options.projections);
    for (const projection of this.options.projections) {
      if (this.runners.has(projection.name)) continue;
      const runner = new SubscriptionRunner(this.log, this.options.connection, new ProjectionConsumer(projection), {
        // A waiting append is the reader here: read again as soon as woken.
        minReadGapMs: 0,
        ...this.options.runner,
        onBatch: () => {
          for (const listener of this.batchListeners) listener();
        },
      });
      this.runners.set(projection.name, runner);
      runner.start();
    }
  }

  /** The inline projections whose subscription this process runs now (the others run elsewhere or stand by). */
  runningHere(): string[] {
    return [...this.runners].filter(([, runner]) => runner.isLeader).map(([name]) => name);
  }

  async appendToStream(streamId: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult> {
    const result = await this.log.appendToStream(streamId, events, options);
    const waitFor = inlineProjectionsFor(
      this.options.projections,
      events.map((e) => e.event.type),
    );
    if (waitFor.length > 0) await this.caughtUp(waitFor, result.lastPosition);
    return result;
  }

  readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<ReadStreamResult<E>> {
    return this.log.readStream<E>(streamId);
  }

  readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    return this.log.readAll(after, limit);
  }

  onAppended(listener: () => void): () => void {
    return this.log.onAppended(listener);
  }

  async close(): Promise<void> {
    await Promise.all([...this.runners.values()].map((r) => r.stop()));
    this.runners.clear();
    await this.log.close();
  }

  /**
   * Resolves true once every one of `projections` has committed its checkpoint at or past `position`, false when
   * `waitTimeoutMs` ran out first.
   */
  async caughtUp(projections: readonly Projection[], position: LogPosition): Promise<boolean> {
    let expired = false;
    const timer = setTimeout(() => (expired = true), this.options.waitTimeoutMs ?? 10_000);
    try {
      for (;;) {
        const behind = await this.behind(projections, position);
        if (behind.length === 0) return true;
        if (expired) {
          this.options.onWaitTimedOut?.(behind, position);
          return false;
        }
        await this.nextBatchOrPoll();
      }
    } finally {
      clearTimeout(timer);
    }
  }

  /** The projections whose committed checkpoint is still before `position`. */
  private async behind(projections: readonly Projection[], position: LogPosition): Promise<string[]> {
    const behind: string[] = [];
    const elsewhere: string[] = [];
    for (const projection of projections) {
      const runner = this.runners.get(projection.name);
      // The leader's position is its committed checkpoint: it moves only after rows and checkpoint commit.
      if (runner?.isLeader) {
        if (compareLogPositions(runner.checkpoint, position) < 0) behind.push(projection.name);
      } else elsewhere.push(projection.name);
    }
    for (const name of elsewhere) {
      const { rows } = await this.options.pool.query<{ transaction_id: string; global_position: string }>(
        checkpointSql.read,
        [`projection:${name}`],
      );
      const at = rows[0] && { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position };
      if (!at || compareLogPositions(at, position) < 0) behind.push(name);
    }
    return behind;
  }

  private nextBatchOrPoll(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.batchListeners.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.options.checkpointPollMs ?? 10);
      this.batchListeners.add(done);
    });
  }
}
