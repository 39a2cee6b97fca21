import type { CartView, ConfigurePutterResult } from '@sound-putter/contracts';
import { PostgresEventStore } from '../src/infrastructure/event-store/postgres/postgres-event-store';
import { rebuildProjections } from '../src/infrastructure/projections/rebuild';
import { createTestApp, type TestApp } from './support/test-app';
import { allProjections } from '../src/projection-registry';

/** The inline read models' rows (an async one, fed by the worker, has its own rebuild test: no worker runs here). */
const snapshot = async (t: TestApp) => {
  const out: Record<string, unknown[]> = {};
  for (const table of allProjections.filter((p) => p.mode === 'inline').flatMap((p) => p.tables)) {
    out[table] = (await t.db.pool.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
  }
  return out;
};

describe('read models rebuilt from the log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('give the same rows as the live (inline) run', async () => {
    const a = t.client();
    const b = t.client();
    const c1 = (await a.post<ConfigurePutterResult>('/api/configure-putter', { modelId: 'melody-c' })).body;
    const c2 = (
      await b.post<ConfigurePutterResult>('/api/configure-putter', { modelId: 'melody-d', gripId: 'grip-forest-tour' })
    ).body;
    await a.post('/api/cart/add', { configurationId: c1.configurationId, quantity: 2 });
    await a.post('/api/cart/add', { configurationId: c2.configurationId });
    const cart = (await a.get<CartView>('/api/cart')).body;
    await a.put(`/api/cart/items/${cart.items[0].id}`, { quantity: 7 });
    await a.delete(`/api/cart/items/${cart.items[1].id}`);
    await b.post('/api/cart/add', { configurationId: c2.configurationId });
    await b.delete('/api/cart');
    await b.post('/api/cart/add', { configurationId: c1.configurationId, quantity: 3 });

    const live = await snapshot(t);
    expect(live.rm_cart_lines).toHaveLength(2);
    const store = new PostgresEventStore(t.db.pool);
    const reports = await rebuildProjections(t.db.pool, store, allProjections);
    expect(reports.find((r) => r.projection === 'cart-lines')?.events).toBe(7);
    expect(await snapshot(t)).toEqual(live);
    await store.close();
  });
});
