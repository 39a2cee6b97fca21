import { systemMetadata } from '../../../../test/support/event-metadata';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database';
import { keepInlineBySubscription } from '../../../../test/support/inline-by-subscription';
import type { AppConfig } from '../../config/app-config';
import { InlineBySubscription } from '../../projections/inline-by-subscription';
import type { Projection } from '../../projections/projection';
import { buildAndSwitch } from '../../projections/rebuild';
import { CachingEventStore } from '../caching-event-store';
import { eventStoreContract } from '../event-store.contract';
import { createEventStore } from '../event-store.module';
import type { EventStore } from '../event-store.port';
import { KurrentEventStore } from './kurrent-event-store';

jest.mock('@eventstore/db-client', () => jest.requireActual('./kurrent-client.stand-in').kurrentClientStandIn());

/**
 * The shared contract against the KurrentDB adapter over the in-memory client stand-in, with its inline
 * projections kept as the KurrentDB deployment keeps them: a checkpointed subscription in real PostgreSQL.
 * (kurrent-event-store.int-spec.ts runs the same against a real server when one answers.)
 */
const url = 'esdb://stand-in:2113?tls=false';
let db: TestDatabase;
const opened: EventStore[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(opened.map((s) => s.close().catch(() => undefined)));
  await db.drop();
});

eventStoreContract('KurrentDB adapter over an in-memory stand-in', async () => {
  const store = await KurrentEventStore.connect(url);
  return {
    store,
    openAnother: () => KurrentEventStore.connect(url),
    openWithInline: async (projection) => {
      const inline = await keepInlineBySubscription(await KurrentEventStore.connect(url), db, projection);
      opened.push(inline);
      return inline;
    },
    dispose: () => store.close(),
  };
});

describe('createEventStore with EVENTSTORE_URL: the wiring the API and worker get, over the stand-in', () => {
  const probe: Projection = {
    name: 'wiring-probe',
    version: 1,
    mode: 'inline',
    tables: ['rm_wiring_probe'],
    schema: 'CREATE TABLE IF NOT EXISTS rm_wiring_probe (event_id uuid PRIMARY KEY, stream_id text NOT NULL)',
    handles: ['WiringProbed'],
    apply: async (tx, event) => {
      await tx.query('INSERT INTO rm_wiring_probe VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        event.eventId,
        event.streamId,
      ]);
    },
  };
  const async: Projection = { ...probe, name: 'wiring-probe-async', mode: 'async', handles: ['WiringProbedLater'] };

  it('keeps the inline projections of the registry by subscription, with the append reading its own write', async () => {
    const config = { EVENTSTORE_URL: url, DATABASE_URL: db.url } as AppConfig;
    const store = await createEventStore(config, db.pool, [probe, async]);
    opened.push(store);
    expect(store).toBeInstanceOf(CachingEventStore);
    const inline = (store as CachingEventStore).inner;
    expect(inline).toBeInstanceOf(InlineBySubscription);
    const metadata = systemMetadata({ at: '2026-11-22T05:00:00.000Z' });
    await store.appendToStream('wiring-1', [{ event: { type: 'WiringProbed', data: {} }, metadata }], {
      expectedVersion: 0,
    });
    const { rows } = await db.pool.query(`SELECT stream_id FROM rm_wiring_probe`);
    expect(rows).toEqual([{ stream_id: 'wiring-1' }]);
    // Only the inline projection is the store's: the async one is the worker's (LogConsumersService).
    expect((inline as InlineBySubscription).runningHere()).toEqual(['wiring-probe']);
  });

  it('rebuilds an inline read model blue/green under live appends, each append reading its own write', async () => {
    // Counts applications per event, so an event applied twice shows as 2.
    const counted: Projection = {
      name: 'wiring-counted',
      version: 1,
      mode: 'inline',
      tables: ['rm_wiring_counted'],
      schema: `CREATE TABLE IF NOT EXISTS rm_wiring_counted (
        event_id uuid PRIMARY KEY, stream_id text NOT NULL, applied integer NOT NULL)`,
      handles: ['WiringCounted'],
      apply: async (tx, event) => {
        await tx.query(
          `INSERT INTO rm_wiring_counted VALUES ($1, $2, 1)
           ON CONFLICT (event_id) DO UPDATE SET applied = rm_wiring_counted.applied + 1`,
          [event.eventId, event.streamId],
        );
      },
    };
    const config = { EVENTSTORE_URL: url, DATABASE_URL: db.url } as AppConfig;
    const store = await createEventStore(config, db.pool, [counted]);
    opened.push(store);
    const metadata = systemMetadata({ at: '2026-11-22T05:00:00.000Z' });
    const counted1 = { event: { type: 'WiringCounted', data: {} }, metadata };
    for (let i = 0; i < 30; i++) {
      await store.appendToStream(`counted-seed-${i}`, [counted1, counted1, counted1], { expectedVersion: 0 });
    }
    let building = true;
    const live = { appends: 0, duringBuild: 0, unseen: [] as string[] };
    const writer = (async () => {
      for (let i = 0; building || live.appends < live.duringBuild + 3; i++) {
        const stream = `counted-live-${i}`;
        const during = building;
        await store.appendToStream(stream, [counted1], { expectedVersion: 0 });
        live.appends++;
        if (during) live.duringBuild++;
        const { rows } = await db.pool.query('SELECT 1 FROM rm_wiring_counted WHERE stream_id = $1', [stream]);
        if (rows.length !== 1) live.unseen.push(stream);
      }
    })();
    while (live.appends < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    const report = await buildAndSwitch(
      db.pool,
      store,
      { ...counted, version: 2 },
      { reason: 'version', batchSize: 20 },
    );
    building = false;
    await writer;

    expect(report).toMatchObject({ version: 2, fromVersion: 1 });
    process.stdout.write(
      `blue/green over the KurrentDB adapter (stand-in): ${report?.eventsRead} events replayed, ` +
        `${report?.tailEvents} at the switch, ${report?.catchUpMs} ms, ${report?.switchAttempts} switch attempt(s); ` +
        `${live.duringBuild} live appends during it\n`,
    );
    expect(live.unseen).toEqual([]);
    expect(live.duringBuild).toBeGreaterThan(0);
    const { rows } = await db.pool.query(
      `SELECT count(*)::int AS rows, count(*) FILTER (WHERE applied <> 1)::int AS repeated FROM rm_wiring_counted`,
    );
    expect(rows).toEqual([{ rows: 90 + live.appends, repeated: 0 }]);
  });
});
