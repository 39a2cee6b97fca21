import { randomUUID } from 'node:crypto';
import type { CartView, ConfigurePutterResult } from '@sound-putter/contracts';
import { EventStore, type EventToAppend } from '../src/infrastructure/event-store/event-store.port';
import { streams } from '../src/infrastructure/event-store/stream-names';
import { buildAndSwitch, rebuildProjections } from '../src/infrastructure/projections/rebuild';
import { cartLinesProjection } from '../src/cart/projections/cart-lines.projection';
import { createTestApp, type TestApp, type TestClient } from './support/test-app';

/** The cart read model as the next release would declare it: same tables and SQL, version bumped. */
const cartLinesV2 = { ...cartLinesProjection, version: 2 };

const SEED_CARTS = 300;
const SEED_EVENTS_PER_CART = 5;
const WRITERS = 3;
const READERS = 3;

const meta = (at: string): EventToAppend['metadata'] => ({
  correlationId: 'blue-green-seed',
  causationId: null,
  actor: { kind: 'system', id: 'seed' },
  channel: 'system',
  at,
});

const linesSnapshot = async (t: TestApp) =>
  (await t.db.pool.query('SELECT * FROM rm_cart_lines ORDER BY item_id')).rows;

const quantityOf = (cart: CartView): number => cart.items.reduce((sum, item) => sum + item.quantity, 0);

describe('blue/green rebuild of a read model under live writes and reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves every read, never goes back in time, switches once to tables equal to a replay', async () => {
    const store = t.app.get(EventStore);
    const config = (await t.client().post<ConfigurePutterResult>('/api/configure-putter', { modelId: 'melody-c' }))
      .body;
    // A log worth replaying: carts written straight through the store (inline projection included).
    await Promise.all(
      Array.from({ length: 10 }, async (_, lane) => {
        for (let c = lane; c < SEED_CARTS; c += 10) {
          const cartId = `seed-${c}`;
          const at = new Date(Date.UTC(2026, 10, 1, 0, 0, c)).toISOString();
          const items = Array.from({ length: SEED_EVENTS_PER_CART - 1 }, () => randomUUID());
          const events: EventToAppend[] = items.map((itemId, i) => ({
            event: {
              type: 'CartItemAdded',
              data: {
                cartId,
                itemId,
                configurationId: config.configurationId,
                quantity: i + 1,
                unitPriceSatang: 1_050_000,
                addedAt: at,
              },
            },
            metadata: meta(at),
          }));
          events.push({
            event: { type: 'CartItemQuantityChanged', data: { cartId, itemId: items[0], quantity: 7, changedAt: at } },
            metadata: meta(at),
          });
          await store.appendToStream(streams.cart(cartId), events, { expectedVersion: 0 });
        }
      }),
    );
    const { rows: before } = await t.db.pool.query<{ version: number; schema_name: string }>(
      `SELECT version, schema_name FROM projection_versions WHERE projection = 'cart-lines'`,
    );
    expect(before).toEqual([{ version: 1, schema_name: expect.stringMatching(/^rm_cart_lines_v1_b\d+$/) }]);

    // Live traffic: each writer adds to its own cart one putter at a time (a cart takes at most ฿999,999.99, so a
    // writer moves on to a new shopper every 80 putters); readers read every shopper's cart in turn.
    type Shopper = { client: TestClient; acknowledged: number; seen: number };
    // A shopper's first request is a read, as a browser's page load is: it brings the sp_browser cookie its session id
    // is bound to, before a write (refused without it) and the readers' reads race each other.
    const newShopper = async (): Promise<Shopper> => {
      const client = t.client();
      expect((await client.get('/api/cart')).status).toBe(200);
      return { client, acknowledged: 0, seen: 0 };
    };
    const shoppers: Shopper[] = await Promise.all(Array.from({ length: WRITERS }, newShopper));
    let stop = false;
    let rebuilding = false;
    const reads = { total: 0, duringRebuild: 0, failed: [] as string[], backwards: [] as string[] };
    const writes = { total: 0, duringRebuild: 0, failed: [] as string[] };
    const writers = shoppers.slice().map(async (first) => {
      for (let shopper = first; !stop;) {
        if (shopper.acknowledged === 80) {
          shopper = await newShopper();
          shoppers.push(shopper);
        }
        const during = rebuilding;
        const res = await shopper.client.post('/api/cart/add', {
          configurationId: config.configurationId,
          quantity: 1,
        });
        writes.total++;
        if (during) writes.duringRebuild++;
        if (res.status !== 201) writes.failed.push(`${res.status} ${JSON.stringify(res.body)}`);
        else shopper.acknowledged++;
      }
    });
    const readers = Array.from({ length: READERS }, async (_, r) => {
      for (let i = r; !stop; i++) {
        const shopper = shoppers[i % shoppers.length];
        // What this read must at least show: every add answered, and every read answered, before it was sent.
        const acknowledgedBefore = shopper.acknowledged;
        const seenBefore = shopper.seen;
        const during = rebuilding;
        const res = await shopper.client.get<CartView>('/api/cart');
        reads.total++;
        if (during) reads.duringRebuild++;
        if (res.status !== 200) {
          reads.failed.push(`${res.status} ${JSON.stringify(res.body)}`);
          continue;
        }
        const quantity = quantityOf(res.body);
        if (quantity < acknowledgedBefore || quantity < seenBefore) {
          reads.backwards.push(`read ${quantity} after ${seenBefore} seen, ${acknowledgedBefore} acknowledged`);
        }
        shopper.seen = Math.max(shopper.seen, quantity);
      }
    });

    // Let the traffic start, then build version 2 beside version 1 and switch.
    while (reads.total < 10 || writes.total < 5) await new Promise((r) => setTimeout(r, 10));
    rebuilding = true;
    const report = await buildAndSwitch(t.db.pool, store, cartLinesV2, { reason: 'version', batchSize: 100 });
    rebuilding = false;
    const readsAfterSwitch = reads.total;
    while (reads.total < readsAfterSwitch + 10) await new Promise((r) => setTimeout(r, 10));
    stop = true;
    await Promise.all([...writers, ...readers]);

    expect(report).not.toBeNull();
    const done = report as NonNullable<typeof report>;
    process.stdout.write(
      `blue/green rebuild of cart-lines v1 -> v2: ${done.eventsRead} events replayed (${done.events} applied, ` +
        `${done.tailEvents} at the switch), caught up and switched in ${done.catchUpMs} ms, ` +
        `${done.switchAttempts} switch attempt(s); ${reads.duringRebuild} reads served during it ` +
        `(${reads.total} in all, ${reads.failed.length} failed, ${reads.backwards.length} back in time), ` +
        `${writes.total} writes (${writes.duringRebuild} during it, ${writes.failed.length} failed)\n`,
    );
    expect(reads.failed).toEqual([]);
    expect(reads.backwards).toEqual([]);
    expect(writes.failed).toEqual([]);
    expect(reads.duringRebuild).toBeGreaterThan(0);
    expect(writes.duringRebuild).toBeGreaterThan(0);
    expect(done.eventsRead).toBeGreaterThanOrEqual(SEED_CARTS * SEED_EVENTS_PER_CART);
    for (const shopper of shoppers) {
      const cart = await shopper.client.get<CartView>('/api/cart');
      expect(quantityOf(cart.body)).toBe(shopper.acknowledged);
    }

    // Switched once: version 2 active, one recorded switch, the old build's schema gone; asking again does nothing.
    const { rows: after } = await t.db.pool.query(
      `SELECT version, schema_name FROM projection_versions WHERE projection = 'cart-lines'`,
    );
    expect(after).toEqual([{ version: 2, schema_name: done.schema }]);
    const { rows: switches } = await t.db.pool.query(
      `SELECT id FROM projection_builds WHERE projection = 'cart-lines' AND version = 2 AND switched_at IS NOT NULL`,
    );
    expect(switches).toHaveLength(1);
    const { rows: old } = await t.db.pool.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [
      before[0].schema_name,
    ]);
    expect(old).toEqual([]);
    expect(await buildAndSwitch(t.db.pool, store, cartLinesV2, { reason: 'version' })).toBeNull();

    // The new tables equal a fresh replay of the log (itself a blue/green rebuild, now with nothing writing).
    const live = await linesSnapshot(t);
    expect(live.length).toBeGreaterThanOrEqual(SEED_CARTS * (SEED_EVENTS_PER_CART - 1));
    const [replay] = await rebuildProjections(t.db.pool, store, [cartLinesV2]);
    expect(replay).toMatchObject({ version: 2, fromVersion: 2, droppedSchema: done.schema });
    expect(await linesSnapshot(t)).toEqual(live);
  });
});
