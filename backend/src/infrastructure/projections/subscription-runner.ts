import { setTimeout as sleep } from 'node:timers/promises';
import { Client, type ClientConfig } from 'pg';
import { LOG_START, type LogPosition, type RecordedEvent } from '../event-store/event-store.port';
import type { LogSource } from './shared-log-reads';

/** A consumer of the ordered global log. */
export interface LogConsumer {
  readonly name: string;
  /** For idempotent consumers only: write the checkpoint at most this often; a crash replays at most this much. */
  readonly checkpointEveryMs?: number;
  /**
   * Handles a batch in order. `saveCheckpoint` must be called with the client the work ran in, so projections
   * commit rows and checkpoint together; side-effect consumers may save after their (idempotent) effects.
   */
  handleBatch(
    events: RecordedEvent[],
    client: Client,
    saveCheckpoint: (at: LogPosition) => Promise<void>,
  ): Promise<void>;
}

export interface SubscriptionRunnerOptions {
  batchSize?: number;
  /** Safety-net poll when no wake-up arrives (a wake can be missed across processes, or held back by an open tx). */
  pollIntervalMs?: number;
  /**
   * After a short batch (caught up), wait at least this long before reading again even if woken: under a steady
   * stream of appends, reading every few events costs the database far more than the few ms of lag it saves.
   */
  minReadGapMs?: number;
  /** How often a standby replica retries to take the consumer's lock. */
  lockRetryMs?: number;
  onError?: (consumer: string, error: unknown) => void;
  onBatch?: (consumer: string, events: RecordedEvent[]) => void;
}

/**
 * How often the idempotent side-effect consumers (cart emptying, deadline jobs, status pushes) write their
 * checkpoints: under a steady stream of orders, once per batch was one more database write per checkout each.
 */
export const IDEMPOTENT_CHECKPOINT_EVERY_MS = 250;

export const checkpointSql = {
  read: `SELECT transaction_id::text AS transaction_id, global_position::text AS global_position
         FROM subscription_checkpoints WHERE name = $1`,
  save: `INSERT INTO subscription_checkpoints (name, transaction_id, global_position, updated_at)
         VALUES ($1, $2::xid8, $3, now())
         ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id,
           global_position = EXCLUDED.global_position, updated_at = now()`,
};

/** Runs one consumer over the global log on the one replica holding its advisory lock (README, "Subscriptions"). */
export class SubscriptionRunner {
  private client: Client | null = null;
  private stopped = false;
  private wakeUp: (() => void) | null = null;
  private pendingWake = false;
  private unsubscribe: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private position: LogPosition = LOG_START;
  private leader = false;
  /** A position handled but not yet written (checkpointEveryMs), and when the checkpoint was last written. */
  private unsaved: LogPosition | null = null;
  private lastSavedAt = 0;

  constructor(
    private readonly store: LogSource,
    private readonly connection: ClientConfig,
    private readonly consumer: LogConsumer,
    private readonly options: SubscriptionRunnerOptions = {},
  ) {}

  get isLeader(): boolean {
    return this.leader;
  }

  get checkpoint(): LogPosition {
    return this.position;
  }

  start(): void {
    if (this.loop) return;
    this.stopped = false;
    this.unsubscribe = this.store.onAppended(() => this.wake());
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.wake();
    await this.loop;
    this.loop = null;
  }

  private wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  private async idle(ms: number): Promise<void> {
    if (this.pendingWake || this.stopped) {
      this.pendingWake = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wakeUp = null;
    this.pendingWake = false;
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    const poll = this.options.pollIntervalMs ?? 500;
    const minGap = this.options.minReadGapMs ?? 5;
    while (!this.stopped) {
      try {
        if (!this.leader) {
          await this.tryLead();
          if (!this.leader) {
            await this.idle(this.options.lockRetryMs ?? 1000);
            continue;
          }
        }
        const client = this.client as Client;
        const events = await this.store.readAll(this.position, batchSize);
        if (events.length === 0) {
          await this.flushCheckpoint(client);
          await this.idle(poll);
          continue;
        }
        let saved: LogPosition | null = null;
        await this.consumer.handleBatch(events, client, async (at) => {
          saved = at;
          const every = this.consumer.checkpointEveryMs;
          if (every && Date.now() - this.lastSavedAt < every) this.unsaved = at;
          else await this.saveCheckpoint(client, at);
        });
        const last = events[events.length - 1];
        this.position = saved ?? { transactionId: last.transactionId, globalPosition: last.globalPosition };
        this.options.onBatch?.(this.consumer.name, events);
        if (events.length < batchSize && minGap > 0 && !this.stopped) await sleep(minGap);
      } catch (error) {
        this.options.onError?.(this.consumer.name, error);
        await this.dropLeadership();
        await this.idle(poll);
      }
    }
    if (this.client) await this.flushCheckpoint(this.client).catch(() => undefined);
    await this.dropLeadership();
  }

  private async saveCheckpoint(client: Client, at: LogPosition): Promise<void> {
    await client.query(checkpointSql.save, [this.consumer.name, at.transactionId, at.globalPosition]);
    this.lastSavedAt = Date.now();
    // Checkpoints are written in log order, so this one supersedes any held back before it.
    this.unsaved = null;
  }

  /** Writes a checkpoint held back by checkpointEveryMs. */
  private async flushCheckpoint(client: Client): Promise<void> {
    const at = this.unsaved;
    if (!at) return;
    this.unsaved = null;
    await this.saveCheckpoint(client, at);
  }

  private async tryLead(): Promise<void> {
    const client = new Client(this.connection);
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(hashtext($1)) AS ok`, [
        `subscription:${this.consumer.name}`,
      ]);
      if (!rows[0].ok) {
        await client.end();
        return;
      }
      const saved = await client.query<{ transaction_id: string; global_position: string }>(checkpointSql.read, [
        this.consumer.name,
      ]);
      this.position = saved.rows[0]
        ? { transactionId: saved.rows[0].transaction_id, globalPosition: saved.rows[0].global_position }
        : LOG_START;
      this.client = client;
      this.leader = true;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  private async dropLeadership(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.leader = false;
    // Never written: the next leader starts from the last written checkpoint and replays (idempotently) from there.
    this.unsaved = null;
    await client?.end().catch(() => undefined);
  }
}
