import { setTimeout as sleep } from 'node:timers/promises';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { Pool } from 'pg';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { EventStore } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { innermostStore } from '../event-store/forwarding-event-store';
import { subscriptionErrors, subscriptionHeldBack, subscriptionLag, subscriptionLeader } from '../metrics/metrics';
import { PROJECTIONS, type Projection } from './projection';
import { ProjectionConsumer } from './projection-consumer';
import { ensureProjectionSchemas, projectionsToBuild } from './projection-schema';
import { buildAndSwitch } from './rebuild';
import { SharedLogReads } from './shared-log-reads';
import { type LogConsumer, SubscriptionRunner } from './subscription-runner';

const pause = (ms: number, signal: AbortSignal) => sleep(ms, undefined, { signal }).catch(() => undefined);

/** Multi-provider token for side-effect consumers of the log (deadline scheduler, status pusher, ...). */
export const LOG_CONSUMERS = Symbol('LOG_CONSUMERS');

/**
 * The worker's side of the log: one SubscriptionRunner per async projection and per side-effect consumer. Each
 * runs on one replica at a time (advisory lock), so extra workers stand by and take over when one dies.
 */
@Injectable()
export class LogConsumersService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('log-consumers');
  private runners: SubscriptionRunner[] = [];
  private consumerNames: string[] = [];
  private gaugeTimer: NodeJS.Timeout | null = null;
  private readonly builds = new AbortController();
  private building: Promise<void> | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    @Inject(Pool) private readonly pool: Pool,
    @Inject(PROJECTIONS) private readonly projections: readonly Projection[],
    @Optional() @Inject(LOG_CONSUMERS) private readonly consumers: LogConsumer[] = [],
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await ensureProjectionSchemas(this.pool, this.projections);
    const consumers: LogConsumer[] = [
      ...this.projections.filter((p) => p.mode === 'async').map((p) => new ProjectionConsumer(p)),
      ...(this.consumers ?? []),
    ];
    // One read of the log's tail serves every runner here (they are all woken by the same appends).
    const log = new SharedLogReads(this.store);
    this.runners = consumers.map(
      (consumer) =>
        new SubscriptionRunner(log, { connectionString: this.config.DATABASE_URL }, consumer, {
          onError: (name, error) => {
            subscriptionErrors.labels(name).inc();
            this.logger.error({ consumer: name, err: error }, 'log consumer failed; retrying');
          },
          onBatch: (name, events) => {
            const newest = events[events.length - 1];
            subscriptionLag.labels(name).set((this.clock.now().getTime() - Date.parse(newest.createdAt)) / 1000);
            subscriptionLeader.labels(name).set(1);
          },
        }),
    );
    this.consumerNames = consumers.map((c) => c.name);
    for (const runner of this.runners) runner.start();
    // Leadership and stalls change without events flowing, so sample them on a timer.
    this.gaugeTimer = setInterval(() => void this.sampleGauges(), 5000);
    this.gaugeTimer.unref();
    this.logger.log(`log consumers started: ${consumers.map((c) => c.name).join(', ') || 'none'}`);
    this.building = this.buildNewVersions();
  }

  /**
   * Blue/green: every projection whose declared version is not the active build's is replayed into new tables
   * beside the serving ones, then switched to (`buildAndSwitch`). One replica builds; the others look again every
   * few seconds until the switch is recorded (or take over the build, from its checkpoint, if the builder died).
   */
  private async buildNewVersions(): Promise<void> {
    const signal = this.builds.signal;
    while (!signal.aborted) {
      let pending: Projection[];
      try {
        pending = await projectionsToBuild(this.pool, this.projections);
      } catch (error) {
        this.logger.error({ err: error }, "could not read the read models' versions; retrying");
        await pause(5000, signal);
        continue;
      }
      if (pending.length === 0) return;
      for (const projection of pending) {
        if (signal.aborted) return;
        try {
          const report = await buildAndSwitch(this.pool, this.store, projection, { reason: 'version', signal });
          if (report) this.logger.log({ ...report }, `read model ${projection.name} v${report.version} is live`);
        } catch (error) {
          this.logger.error({ projection: projection.name, err: error }, 'read model build failed; retrying');
        }
      }
      await pause(5000, signal);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.gaugeTimer) clearInterval(this.gaugeTimer);
    this.builds.abort();
    await this.building;
    await Promise.all(this.runners.map((r) => r.stop()));
  }

  private async sampleGauges(): Promise<void> {
    this.runners.forEach((runner, i) => subscriptionLeader.labels(this.consumerNames[i]).set(runner.isLeader ? 1 : 0));
    const store = innermostStore(this.store);
    if (store instanceof PostgresEventStore) {
      subscriptionHeldBack.set(await store.heldBackCount().catch(() => 0));
    }
  }
}
