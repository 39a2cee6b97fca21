/**
 * Event store benchmark: append throughput and latency against a bare INSERT of the same row, the cost of waking
 * subscribers, and subscription lag from commit to delivery. Creates its own database and drops it at the end.
 *
 *   npm run bench:event-store            (BENCH_SECONDS=5 per measured run; DATABASE_URL = the server to use)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client, Pool } from 'pg';
import { runMigrations } from '../src/infrastructure/database/migrate';
import type { EventMetadata, LogPosition, RecordedEvent } from '../src/infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../src/infrastructure/event-store/postgres/postgres-event-store';
import { type LogConsumer, SubscriptionRunner } from '../src/infrastructure/projections/subscription-runner';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WAKE_ROUNDS = Number(process.env.BENCH_WAKE_ROUNDS ?? 11);
const WAKE_SECONDS = Number(process.env.BENCH_WAKE_SECONDS ?? 1.5);
const LAG_RATE = Number(process.env.BENCH_LAG_RATE ?? 500);
const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? process.env.DATABASE_URL;

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
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const summarise = (r: RunResult) => {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return { perSecond: r.ops / r.seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/** W writers, each appending one event at a time to its own stream, for `seconds`. */
async function runWriters(
  writers: number,
  seconds: number,
  op: (writer: number, seq: number) => Promise<unknown>,
): Promise<RunResult> {
  const latencies: number[] = [];
  let ops = 0;
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
  return { ops, seconds: (performance.now() - start) / 1000, latencies };
}

interface Compared {
  summary: ReturnType<typeof summarise>;
  /** Median over rounds of this variant's ops/s divided by the first variant's ops/s in the same round. */
  ratio: number;
  ratios: number[];
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
    const all = summarise({ ops: 0, seconds: 1, latencies: runs.flatMap((r) => r.latencies) });
    return { summary: { ...all, perSecond: median(perSecond) }, ratio: median(ratios), ratios };
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratioText = (c: Compared) => c.ratio.toFixed(2);
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
  readonly lags: number[] = [];
  delivered = 0;
  recordFrom = Date.now();
  constructor(readonly name: string) {}

  async handleBatch(events: RecordedEvent[], _client: Client, saveCheckpoint: (at: LogPosition) => Promise<void>) {
    const now = Date.now();
    for (const e of events) {
      const committedAt = Date.parse(e.createdAt);
      if (committedAt >= this.recordFrom) this.lags.push(now - committedAt);
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
const row = (name: string, writers: number | string, r: ReturnType<typeof summarise>, ratio = '') =>
  rows.push([name, String(writers), r.perSecond.toFixed(0), r.p50.toFixed(2), r.p99.toFixed(2), ratio]);

const printTable = () => {
  const header = ['scenario', 'writers', 'ops/s', 'p50 ms', 'p99 ms', 'ratio'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
};

async function main(): Promise<void> {
  if (!adminUrl) throw new Error('Set DATABASE_URL (or BENCH_DATABASE_ADMIN_URL) to a PostgreSQL server to benchmark');
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
  try {
    await runMigrations(url);
    const setup = new Client({ connectionString: url });
    await setup.connect();
    // The baseline table has the same columns, defaults, identity and indexes as the event log.
    await setup.query('CREATE TABLE bench_bare_events (LIKE events INCLUDING ALL)');
    const settings = await setup.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('synchronous_commit', 'fsync', 'server_version')`,
    );
    await setup.end();
    console.log(
      `PostgreSQL ${settings.rows.map((s) => `${s.name}=${s.setting}`).join(' ')}; ${SECONDS}s per run, ` +
        `${ROUNDS} rounds per throughput pair, ${WAKE_ROUNDS} per wake-up trio (medians of paired ratios)`,
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
        return await runWriters(writers, seconds, (w, seq) =>
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
    const append = async (writers: number, mode: 'off' | 'notify' | 'subscriber', seconds = SECONDS) => {
      await reset();
      const pool = await openPool(url, writers + 2);
      const store = new PostgresEventStore(pool, mode === 'off' ? {} : { listenConnectionString: url });
      if (mode === 'off') withoutWake(store);
      const run = ++runId;
      let runner: SubscriptionRunner | null = null;
      if (mode === 'subscriber') {
        runner = new SubscriptionRunner(store, { connectionString: url }, new LagProbe(`bench-${run}`));
        runner.start();
        await sleep(200);
      } else if (mode === 'notify') {
        // A listener keeps the LISTEN connection open and NOTIFY flowing, with nobody reading the log.
        store.onAppended(() => undefined);
        await sleep(200);
      }
      try {
        return await runWriters(writers, seconds, (w, seq) =>
          store.appendToStream(`bench-${run}-${w}`, [event], { expectedVersion: seq }),
        );
      } finally {
        await runner?.stop();
        await store.close();
        await pool.end();
      }
    };

    // Warm caches and the WAL before anything is measured.
    await bare(16, 1);
    await append(16, 'off', 1);

    for (const writers of [16, 64]) {
      const [b, a] = await compare([() => bare(writers), () => append(writers, 'off')], ROUNDS);
      row('bare INSERT (pg)', writers, b.summary, '1.00');
      row('appendToStream', writers, a.summary, ratioText(a));
      verdicts.push(
        `append/bare at ${writers} writers = ${a.ratio.toFixed(2)}${writers === 16 ? ' (target >= 0.60)' : ''}`,
      );
    }

    const [off, notify, subscribed] = await compare(
      [
        () => append(16, 'off', WAKE_SECONDS),
        () => append(16, 'notify', WAKE_SECONDS),
        () => append(16, 'subscriber', WAKE_SECONDS),
      ],
      WAKE_ROUNDS,
    );
    row('append, wake-up off', 16, off.summary, '1.00');
    row('append, coalesced NOTIFY on', 16, notify.summary, ratioText(notify));
    row('append, NOTIFY + live subscriber', 16, subscribed.summary, ratioText(subscribed));
    verdicts.push(
      `wake-up cost at 16 writers = ${((1 - notify.ratio) * 100).toFixed(1)}% NOTIFY only, ` +
        `${((1 - subscribed.ratio) * 100).toFixed(1)}% with a live subscriber (target < 5%; median of ` +
        `${WAKE_ROUNDS} paired rounds, spread ${spread(notify)} / ${spread(subscribed)})`,
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
      const total = LAG_RATE * SECONDS * 2;
      const start = performance.now();
      for (let i = 0; i < total; i++) {
        const due = start + (i * 1000) / LAG_RATE;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        const s = i % 16;
        tails[s] = tails[s].then(async () => {
          const t = performance.now();
          await store.appendToStream(`lag-${run}-${s}`, [event], { expectedVersion: versions[s] });
          versions[s]++;
          latencies.push(performance.now() - t);
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
      const lagRow = (label: string, probe: LagProbe) => {
        const sorted = [...probe.lags].sort((a, b) => a - b);
        rows.push([
          label,
          '16',
          rate.toFixed(0),
          percentile(sorted, 50).toFixed(2),
          percentile(sorted, 99).toFixed(2),
          `${probe.delivered}/${total}`,
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
      ]);
      const p99Local = lagRow('lag commit->delivery, same process', local);
      const p99Remote = lagRow('lag commit->delivery, via NOTIFY', remote);
      verdicts.push(
        `subscription lag p99 = ${p99Local.toFixed(1)} ms same process, ${p99Remote.toFixed(1)} ms via NOTIFY ` +
          `(target < 50 ms; ms resolution, from the event's insert timestamp)`,
      );
    }

    console.log('');
    printTable();
    console.log('');
    for (const v of verdicts) console.log(v);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
