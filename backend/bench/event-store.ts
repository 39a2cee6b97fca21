/**
 * Event store benchmark: append throughput and latency against a bare INSERT of the same row, the cost of waking
 * subscribers, and subscription lag from commit to delivery. Creates its own database and drops it at the end.
 *
 *   npm run bench:event-store            (BENCH_SECONDS=5 per measured run; DATABASE_URL = the server to use)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client, Pool } from 'pg';
import { runMigrations } from '../src/infrastructure/database/migrate';
import { createPlainLog } from '../dev-stack/services/runtime-log';
import { startTestServices } from '../dev-stack/services/service-discovery';
import { ServiceStack } from '../dev-stack/services/service-stack';
import type { EventMetadata, LogPosition, RecordedEvent } from '../src/infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../src/infrastructure/event-store/postgres/postgres-event-store';
import { EventUpcasters } from '../src/infrastructure/event-store/upcasters';
import { UpcastingEventStore } from '../src/infrastructure/event-store/upcasting-event-store';
import { allUpcasters } from '../src/projection-registry';
import { type LogConsumer, SubscriptionRunner } from '../src/infrastructure/projections/subscription-runner';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WAKE_ROUNDS = Number(process.env.BENCH_WAKE_ROUNDS ?? 9);
const WAKE_SECONDS = Number(process.env.BENCH_WAKE_SECONDS ?? 1.5);
const LAG_RATE = Number(process.env.BENCH_LAG_RATE ?? 500);

const metadata: EventMetadata = {
  correlationId: '6f1c2a9e-0d4b-4c1e-9a7e-1f2b3c4d5e6f',
  causationId: null,
  actor: { kind: 'session', id: 'sess_bench0001' },
  channel: 'web',
  at: '2026-01-01T00:00:00.000Z',
};
const data = { sku: 'blade-milled-303', quantity: 1, unitSatang: 1_250_000, options: { grip: 'pistol', loft: 3 } };
const event = { event: { type: 'CartItemAdded', data }, metadata };

interface RunResult {
  ops: number;
  seconds: number;
  latencies: number[];
  /** CPU spent by this process and the database's backends for this run, in µs (NaN when unmeasurable). */
  cpuMicros: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const summarise = (r: RunResult) => {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return {
    perSecond: r.ops / r.seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    cpuPerOp: r.cpuMicros / r.ops,
  };
};

/**
 * CPU used so far by this process plus the PostgreSQL backends serving the bench database (read from /proc, so
 * only when the server runs on this host). Other programs on a shared machine change throughput a lot from one
 * second to the next, but barely change the CPU each append costs, so this gives a steadier comparison.
 */
const cpuMeter = (client: Client, database: string) => {
  const ticksToMicros = 1e6 / 100;
  return async (): Promise<number> => {
    const own = process.cpuUsage();
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
      database,
    ]);
    let backends = 0;
    for (const { pid } of rows) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        backends += (Number(fields[11]) + Number(fields[12])) * ticksToMicros;
      } catch {
        return NaN;
      }
    }
    return own.user + own.system + backends;
  };
};

/** W writers, each appending one event at a time to its own stream, for `seconds`. */
async function runWriters(
  writers: number,
  seconds: number,
  cpu: () => Promise<number>,
  op: (writer: number, seq: number) => Promise<unknown>,
): Promise<RunResult> {
  const latencies: number[] = [];
  let ops = 0;
  const cpuStart = await cpu();
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let seq = 0; performance.now() < deadline; seq++) {
        const t = performance.now();
        await op(w, seq);
        latencies.push(performance.now() - t);
        ops++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return { ops, seconds: elapsed, latencies, cpuMicros: (await cpu()) - cpuStart };
}

type WakeMode = 'off' | 'notify' | 'polled' | 'remote' | 'local';

/** The same as 'off', run again: its ratio to 'off' shows how much two identical runs differ on this machine. */
type Variant = WakeMode | 'repeat';

interface Compared {
  summary: ReturnType<typeof summarise>;
  /** Median over rounds of this variant's ops/s divided by the first variant's ops/s in the same round. */
  ratio: number;
  ratios: number[];
  /** Median over rounds of this variant's CPU per append divided by the first variant's, in the same round. */
  cpuRatio: number;
}

/**
 * Runs the variants in rounds, rotating their order each round, and compares each to the first variant within
 * its round. This machine is shared, so throughput drifts between runs; paired ratios cancel most of the drift.
 */
async function compare(variants: (() => Promise<RunResult>)[], rounds: number): Promise<Compared[]> {
  const results: RunResult[][] = variants.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < variants.length; k++) {
      const v = (k + round) % variants.length;
      results[v].push(await variants[v]());
    }
  }
  return results.map((runs) => {
    const ratios = runs.map((r, i) => r.ops / r.seconds / (results[0][i].ops / results[0][i].seconds));
    const perSecond = runs.map((r) => r.ops / r.seconds);
    const cpuPerOp = runs.map((r) => r.cpuMicros / r.ops);
    const cpuRatios = runs.map((r, i) => r.cpuMicros / r.ops / (results[0][i].cpuMicros / results[0][i].ops));
    const all = summarise({ ops: 0, seconds: 1, latencies: runs.flatMap((r) => r.latencies), cpuMicros: NaN });
    return {
      summary: { ...all, perSecond: median(perSecond), cpuPerOp: median(cpuPerOp) },
      ratio: median(ratios),
      ratios,
      cpuRatio: median(cpuRatios),
    };
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratioText = (c: Compared) => c.ratio.toFixed(2);
const cpuText = (c: Compared) => (Number.isNaN(c.cpuRatio) ? '' : c.cpuRatio.toFixed(2));
const spread = (c: Compared) => `${Math.min(...c.ratios).toFixed(2)}..${Math.max(...c.ratios).toFixed(2)}`;

const openPool = async (url: string, size: number): Promise<Pool> => {
  const pool = new Pool({ connectionString: url, max: size });
  pool.on('error', () => undefined);
  // Open every connection before measuring, so connection set-up is not counted as append latency.
  await Promise.all(Array.from({ length: size }, () => pool.query('SELECT 1')));
  return pool;
};

/** A subscriber that only acknowledges: it measures delivery, not projection work. */
class LagProbe implements LogConsumer {
  /** performance.now() at delivery, by event id. */
  readonly deliveredAt = new Map<string, number>();
  /** ms from the row's insert timestamp (taken inside the append, before its commit) to delivery. */
  readonly fromInsert: number[] = [];
  delivered = 0;
  recordFrom = Date.now();
  constructor(readonly name: string) {}

  async handleBatch(events: RecordedEvent[], _client: Client, saveCheckpoint: (at: LogPosition) => Promise<void>) {
    const now = Date.now();
    const tick = performance.now();
    for (const e of events) {
      const insertedAt = Date.parse(e.createdAt);
      if (insertedAt >= this.recordFrom) this.fromInsert.push(now - insertedAt);
      this.deliveredAt.set(e.eventId, tick);
    }
    this.delivered += events.length;
    const last = events[events.length - 1];
    await saveCheckpoint({ transactionId: last.transactionId, globalPosition: last.globalPosition });
  }
}

/** A store whose wake-up mechanism is switched off: no in-process listeners called, no NOTIFY. */
const withoutWake = (store: PostgresEventStore): PostgresEventStore => {
  (store as unknown as { wake: () => void }).wake = () => undefined;
  return store;
};

const rows: string[][] = [];
const row = (name: string, writers: number | string, r: ReturnType<typeof summarise>, ratio = '', cpuRatio = '') =>
  rows.push([
    name,
    String(writers),
    r.perSecond.toFixed(0),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    ratio,
    Number.isNaN(r.cpuPerOp) ? '' : r.cpuPerOp.toFixed(0),
    cpuRatio,
  ]);

const printTable = () => {
  const header = ['scenario', 'writers', 'ops/s', 'p50 ms', 'p99 ms', 'ops ratio', 'CPU µs/op', 'CPU ratio'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
};

/**
 * BENCH_DATABASE_ADMIN_URL or DATABASE_URL when set; otherwise the integration tests' discovery (a Docker engine,
 * else a throwaway local cluster), stopped again when the bench ends.
 */
async function findServer(stack: ServiceStack): Promise<string> {
  const explicit = process.env.BENCH_DATABASE_ADMIN_URL || process.env.DATABASE_URL;
  if (explicit) return explicit;
  const services = await startTestServices({
    // Redis plays no part here; naming one keeps discovery from starting it.
    env: { ...process.env, REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' },
    log: benchLog,
    stack,
  });
  console.log(`No DATABASE_URL: benchmarking on ${services.postgres} PostgreSQL`);
  return services.databaseAdminUrl;
}

const benchLog = createPlainLog('[bench]');

async function main(): Promise<void> {
  const stack = new ServiceStack();
  try {
    await bench(await findServer(stack));
  } finally {
    await stack.stopAll(benchLog);
  }
}

async function bench(adminUrl: string): Promise<void> {
  const name = `sp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = (() => {
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    return u.toString();
  })();
  const verdicts: string[] = [];
  let meterClient: Client | null = null;
  try {
    await runMigrations(url);
    const setup = new Client({ connectionString: url });
    meterClient = setup;
    await setup.connect();
    // The baseline table has the same columns, defaults, identity and indexes as the event log.
    await setup.query('CREATE TABLE bench_bare_events (LIKE events INCLUDING ALL)');
    const settings = await setup.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('synchronous_commit', 'fsync', 'server_version')`,
    );
    const cpu = cpuMeter(setup, name);
    const free = await setup.query<{ free: number }>(
      `SELECT current_setting('max_connections')::int - count(*)::int AS free FROM pg_stat_activity`,
    );
    const needed = 64 + 8;
    if (free.rows[0].free < needed) {
      throw new Error(
        `The server has ${free.rows[0].free} free connections; the 64-writer runs need about ${needed}. ` +
          'Raise max_connections or stop what holds them.',
      );
    }
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ' ',
        )} on ${cpus().length} CPUs; PostgreSQL ${settings.rows.map((s) => `${s.name}=${s.setting}`).join(' ')}; ${SECONDS}s per run, ` +
        `${ROUNDS} rounds per throughput pair, ${WAKE_ROUNDS} per wake-up set (medians of paired ratios)`,
    );

    // Every run starts from empty tables and a fresh checkpoint, so runs compare like with like and subscribers
    // measure steady-state delivery rather than catching up on earlier runs.
    const reset = async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query('TRUNCATE events, bench_bare_events, subscription_checkpoints');
      await client.query('CHECKPOINT');
      await client.end();
    };

    let runId = 0;
    const bare = async (writers: number, seconds = SECONDS) => {
      await reset();
      const pool = await openPool(url, writers);
      const run = ++runId;
      try {
        return await runWriters(writers, seconds, cpu, (w, seq) =>
          pool.query(
            `INSERT INTO bench_bare_events (stream_id, stream_position, event_id, type, data, metadata)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [
              `bench-${run}-${w}`,
              seq + 1,
              randomUUID(),
              event.event.type,
              JSON.stringify(data),
              JSON.stringify(metadata),
            ],
          ),
        );
      } finally {
        await pool.end();
      }
    };
    /**
     * off: no wake-up at all (no listener called, no NOTIFY). notify: coalesced NOTIFY and a LISTEN connection, no
     * reader. polled: a live subscriber that only polls (wake-up off). remote: a subscriber on its own store and
     * pool, woken by the coalesced NOTIFY only, as the worker process is. local: a subscriber on the appending store,
     * woken in-process on every append (and by NOTIFY), the most wake-ups a subscriber can get.
     */
    const append = async (writers: number, mode: WakeMode, seconds = SECONDS, upcasting = false) => {
      await reset();
      const pool = await openPool(url, writers + 2);
      const wakes = mode !== 'off' && mode !== 'polled';
      const store = new PostgresEventStore(pool, wakes ? { listenConnectionString: url } : {});
      if (!wakes) withoutWake(store);
      // As the API appends: through the upcaster registry, which stamps each event's schema version.
      const writer = upcasting ? new UpcastingEventStore(store, new EventUpcasters(allUpcasters)) : store;
      const run = ++runId;
      let runner: SubscriptionRunner | null = null;
      let readerPool: Pool | null = null;
      let readerStore: PostgresEventStore | null = null;
      if (mode === 'polled' || mode === 'local') {
        runner = new SubscriptionRunner(store, { connectionString: url }, new LagProbe(`bench-${run}`), {
          pollIntervalMs: 250,
        });
      } else if (mode === 'remote') {
        readerPool = await openPool(url, 2);
        readerStore = new PostgresEventStore(readerPool, { listenConnectionString: url });
        runner = new SubscriptionRunner(readerStore, { connectionString: url }, new LagProbe(`bench-${run}`), {
          pollIntervalMs: 250,
        });
      } else if (mode === 'notify') {
        // A listener keeps the LISTEN connection open and NOTIFY flowing, with nobody reading the log.
        store.onAppended(() => undefined);
      }
      runner?.start();
      await sleep(200);
      try {
        return await runWriters(writers, seconds, cpu, (w, seq) =>
          writer.appendToStream(`bench-${run}-${w}`, [event], { expectedVersion: seq }),
        );
      } finally {
        await runner?.stop();
        await readerStore?.close();
        await readerPool?.end();
        await store.close();
        await pool.end();
      }
    };

    // Warm caches and the WAL before anything is measured.
    await bare(16, 1);
    await append(16, 'off', 1);

    for (const writers of [16, 64]) {
      const [b, a, u] = await compare(
        [() => bare(writers), () => append(writers, 'off'), () => append(writers, 'off', SECONDS, true)],
        ROUNDS,
      );
      row('bare INSERT (pg)', writers, b.summary, '1.00', '1.00');
      row('appendToStream', writers, a.summary, ratioText(a), cpuText(a));
      row('  through the upcaster registry', writers, u.summary, ratioText(u), cpuText(u));
      verdicts.push(
        `append/bare at ${writers} writers = ${a.ratio.toFixed(2)} ops/s (spread ${spread(a)})` +
          `${writers === 16 ? ', target >= 0.60' : ''}; CPU per append ${cpuText(a)}x the bare INSERT's; ` +
          `through the upcaster registry ${u.ratio.toFixed(2)} (spread ${spread(u)})`,
      );
    }

    const variants: Variant[] = ['off', 'repeat', 'notify', 'polled', 'remote', 'local'];
    const [off, repeat, notify, polled, remote, local] = await compare(
      variants.map((mode) => () => append(16, mode === 'repeat' ? 'off' : mode, WAKE_SECONDS)),
      WAKE_ROUNDS,
    );
    const relative = (c: Compared, base: Compared) => ({
      ratio: median(c.ratios.map((r, i) => r / base.ratios[i])),
      cpuRatio: c.cpuRatio / base.cpuRatio,
    });
    row('append, wake-up off, no reader', 16, off.summary, '1.00', '1.00');
    row('  the same again (noise)', 16, repeat.summary, ratioText(repeat), cpuText(repeat));
    row('append, coalesced NOTIFY, no reader', 16, notify.summary, ratioText(notify), cpuText(notify));
    row('append, subscriber polling (250 ms)', 16, polled.summary, ratioText(polled), cpuText(polled));
    row('append, subscriber woken by NOTIFY', 16, remote.summary, ratioText(remote), cpuText(remote));
    row('append, subscriber woken in-process', 16, local.summary, ratioText(local), cpuText(local));
    const pct = (ratio: number) => `${((1 - ratio) * 100).toFixed(1)}%`;
    const cpuPct = (ratio: number) => `${((ratio - 1) * 100).toFixed(1)}%`;
    const vsPolled = (label: string, c: Compared) => {
      const r = relative(c, polled);
      return `${label} ${pct(r.ratio)} ops/s, ${cpuPct(r.cpuRatio)} CPU/append`;
    };
    verdicts.push(
      `wake-up cost at 16 writers (target < 5%; medians of ${WAKE_ROUNDS} paired rounds): ` +
        `identical runs differ by ${pct(repeat.ratio)} ops/s (spread ${spread(repeat)}) and ` +
        `${cpuPct(repeat.cpuRatio)} CPU/append; ` +
        `coalesced NOTIFY alone ${pct(notify.ratio)} ops/s (spread ${spread(notify)}), ` +
        `${cpuPct(notify.cpuRatio)} CPU/append; against a subscriber that only polls: ` +
        `${vsPolled('woken by NOTIFY', remote)}; ${vsPolled('woken in-process', local)}`,
    );

    // Lag: a steady LAG_RATE appends/s over 16 streams; one subscriber woken in-process (same store), one on its
    // own store and pool, woken only by the coalesced NOTIFY as a worker process would be.
    {
      await reset();
      const pool = await openPool(url, 16);
      const store = new PostgresEventStore(pool, { listenConnectionString: url });
      const otherPool = await openPool(url, 4);
      const other = new PostgresEventStore(otherPool, { listenConnectionString: url });
      const local = new LagProbe('lag-local');
      const remote = new LagProbe('lag-remote');
      const runners = [
        new SubscriptionRunner(store, { connectionString: url }, local),
        new SubscriptionRunner(other, { connectionString: url }, remote),
      ];
      runners.forEach((r) => r.start());
      await sleep(300);
      local.recordFrom = remote.recordFrom = Date.now();
      const run = ++runId;
      const versions = new Array<number>(16).fill(0);
      const tails: Promise<unknown>[] = new Array(16).fill(Promise.resolve());
      const latencies: number[] = [];
      const committedAt = new Map<string, number>();
      const total = LAG_RATE * SECONDS * 2;
      const start = performance.now();
      for (let i = 0; i < total; i++) {
        const due = start + (i * 1000) / LAG_RATE;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        const s = i % 16;
        tails[s] = tails[s].then(async () => {
          const t = performance.now();
          const result = await store.appendToStream(`lag-${run}-${s}`, [event], { expectedVersion: versions[s] });
          const acked = performance.now();
          committedAt.set(result.recorded[0].eventId, acked);
          versions[s]++;
          latencies.push(acked - t);
        });
      }
      await Promise.all(tails);
      const rate = total / ((performance.now() - start) / 1000);
      const deadline = Date.now() + 5000;
      while ((local.delivered < total || remote.delivered < total) && Date.now() < deadline) await sleep(10);
      await Promise.all(runners.map((r) => r.stop()));
      await other.close();
      await store.close();
      await Promise.all([pool.end(), otherPool.end()]);
      /**
       * From commit: from the moment the writer's append returned (its COMMIT acknowledged) to delivery; a
       * subscriber that got the event before the writer heard back counts 0. From insert: from the row's
       * clock_timestamp(), which also counts the commit's own flush.
       */
      const lagRow = (label: string, probe: LagProbe) => {
        const fromCommit = [...committedAt].map(([id, at]) =>
          Math.max(0, (probe.deliveredAt.get(id) ?? Infinity) - at),
        );
        const sorted = fromCommit.sort((a, b) => a - b);
        const insertSorted = [...probe.fromInsert].sort((a, b) => a - b);
        rows.push([
          `${label}, from commit`,
          '16',
          rate.toFixed(0),
          percentile(sorted, 50).toFixed(2),
          percentile(sorted, 99).toFixed(2),
          `${probe.delivered}/${total}`,
          '',
          '',
        ]);
        rows.push([
          `${label}, from insert`,
          '16',
          rate.toFixed(0),
          percentile(insertSorted, 50).toFixed(2),
          percentile(insertSorted, 99).toFixed(2),
          '',
          '',
          '',
        ]);
        return percentile(sorted, 99);
      };
      const sortedAppend = [...latencies].sort((a, b) => a - b);
      rows.push([
        `append at ${LAG_RATE}/s (paced)`,
        '16',
        rate.toFixed(0),
        percentile(sortedAppend, 50).toFixed(2),
        percentile(sortedAppend, 99).toFixed(2),
        '',
        '',
        '',
      ]);
      const p99Local = lagRow('lag, same process', local);
      const p99Remote = lagRow('lag, other store via NOTIFY', remote);
      verdicts.push(
        `subscription lag p99 from commit to delivery at ${LAG_RATE} appends/s = ${p99Local.toFixed(1)} ms ` +
          `same process, ${p99Remote.toFixed(1)} ms via NOTIFY (target < 50 ms)`,
      );
    }

    console.log('');
    printTable();
    console.log('');
    for (const v of verdicts) console.log(v);
    console.log(
      `load average at the end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await meterClient?.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
