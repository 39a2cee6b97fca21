import type { DashboardView, InitOrderResult, OrderPaid, OrderPlaced } from '@sound-putter/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { eventually, orderEvents, payByCard, startWorker, statusBody } from '../../../test/support/paid-orders';
import { testCustomerDetails } from '../../../test/support/customer-details';
import { browser, type SignedInBrowser, signInAs } from '../../../test/support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../../../test/support/test-app';
import { FakeClock } from '../../infrastructure/clock/clock';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres/postgres-event-store';
import { rebuildProjections } from '../../infrastructure/projections/rebuild';
import { dashboardProjection } from './dashboard.projection';
import { refillStatements, rollupTables } from './dashboard-rollups';

const KIOSK_TOKEN = 'kiosk-device-token-for-tests-0123456789';
const HOUR = 3600;
/** A Bangkok wall-clock time ("2026-11-18 09:00") as the instant it is. */
const bkk = (local: string) => new Date(`${local.replace(' ', 'T')}:00.000+07:00`);

/**
 * GET /api/admin/dashboard on real PostgreSQL, fed by the worker's subscription: a history of orders made with a
 * fake clock over three Bangkok days, figures checked by hand, then the same figures after a rebuild from the log.
 */
describe('back office dashboard (issue 32)', () => {
  const clock = new FakeClock(bkk('2026-11-18 08:00'));
  let t: TestApp;
  let worker: INestApplicationContext;
  let staff: SignedInBrowser;
  let admin: SignedInBrowser;
  let customer: SignedInBrowser;
  const ids: Record<string, string> = {};

  const step = async (orderId: string, status: string, at: string) => {
    clock.set(bkk(at));
    const res = await staff.client.patch(`/api/orders/${orderId}/status`, statusBody(status));
    if (res.status !== 200) throw new Error(`${status}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  const order = async (
    shopper: TestClient,
    modelId: string,
    choices: Record<string, string> = {},
    details?: object,
  ) => {
    const configured = await shopper.post<{ configurationId: string }>('/api/configure-putter', {
      modelId,
      ...choices,
    });
    await shopper.post('/api/cart/add', { configurationId: configured.body.configurationId, quantity: 1 });
    const init = await shopper.post<InitOrderResult>('/api/orders/init', {
      customerDetails: details ?? testCustomerDetails(),
    });
    if (init.status !== 200) throw new Error(`init: ${init.status} ${JSON.stringify(init.body)}`);
    return init.body;
  };
  const webOrder = async (paidAt: string, modelId: string, choices: Record<string, string> = {}) => {
    clock.set(bkk(paidAt));
    const shopper = browser(t);
    const init = await order(shopper, modelId, choices);
    await payByCard(shopper, init.clientSecret);
    return init.orderId;
  };
  const dashboard = (client: TestClient, from: string, to: string) =>
    client.get<DashboardView>(`/api/admin/dashboard?from=${from}&to=${to}`);
  const paidSatang = async (orderId: string) =>
    ((await orderEvents(t, orderId)).find((e) => e.type === 'OrderPaid')?.data as OrderPaid['data']).amountSatang;
  const modelName = async (orderId: string) =>
    ((await orderEvents(t, orderId))[0].data as OrderPlaced['data']).lines[0].modelName;
  /** Until the worker's dashboard subscription has applied every event appended so far. */
  const caughtUp = async () => {
    const { rows } = await t.db.pool.query<{ head: string }>('SELECT max(global_position)::text AS head FROM events');
    await eventually(async () => {
      const saved = await t.db.pool.query<{ at: string }>(
        `SELECT global_position::text AS at FROM subscription_checkpoints WHERE name = 'projection:dashboard'`,
      );
      expect(BigInt(saved.rows[0]?.at ?? 0)).toBeGreaterThanOrEqual(BigInt(rows[0].head));
    }, 20_000);
  };

  const KEYS = new Set(['level', 'period', 'day', 'channel', 'model_name', 'category', 'option_id', 'stage', 'bucket']);
  /** Every roll-up row that holds something (taking a contribution out and back in leaves rows of zeros). */
  const rollupRows = async (db: { query: (text: string) => Promise<{ rows: Record<string, unknown>[] }> }) => {
    const out: Record<string, Record<string, unknown>[]> = {};
    for (const table of Object.values(rollupTables)) {
      const { rows } = await db.query(`SELECT * FROM ${table} t ORDER BY t`);
      out[table] = rows.filter((r) => Object.entries(r).some(([k, v]) => !KEYS.has(k) && Number(v) !== 0));
    }
    return out;
  };
  /** The roll-ups as the projection kept them, and as summed afresh from the per-order rows (then rolled back). */
  const keptAndRefilled = async () => {
    const kept = await rollupRows(t.db.pool);
    const client = await t.db.pool.connect();
    try {
      await client.query('BEGIN');
      for (const statement of refillStatements()) await client.query(statement.text, statement.values);
      const refilled = await rollupRows(client);
      await client.query('ROLLBACK');
      return { kept, refilled };
    } finally {
      client.release();
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ KIOSK_TOKEN }, { clock });
    [staff, admin, customer] = [await signInAs(t, 'staff'), await signInAs(t, 'admin'), await signInAs(t, 'customer')];
    worker = await startWorker(t);

    // Nov 18: two web orders delivered (one on time, one late) and a kiosk order still in the workshop.
    ids.w1 = await webOrder('2026-11-18 09:00', 'melody-c');
    await step(ids.w1, 'crafting', '2026-11-18 11:00');
    await step(ids.w1, 'shipped', '2026-11-18 21:00');
    await step(ids.w1, 'delivered', '2026-11-19 05:00');
    ids.w2 = await webOrder('2026-11-18 10:00', 'melody-d', { gripId: 'grip-forest-tour' });
    await step(ids.w2, 'crafting', '2026-11-18 10:30');
    await step(ids.w2, 'shipped', '2026-11-19 06:00');
    // Marked delivered too early and taken back: only the second delivery counts, in the promise and the stages.
    await step(ids.w2, 'delivered', '2026-11-19 11:40');
    clock.set(bkk('2026-11-19 11:50'));
    const recalled = await staff.client.post(`/api/orders/${ids.w2}/recall`, {
      reason: 'Not yet',
      status: 'delivered',
    });
    expect(recalled.status).toBe(200);
    await step(ids.w2, 'delivered', '2026-11-19 12:00');
    clock.set(bkk('2026-11-18 15:00'));
    const kiosk = t.client(undefined, { 'x-kiosk-token': KIOSK_TOKEN });
    const k1 = await order(kiosk, 'melody-d', {}, { name: 'Nok Walk-in', phone: '891234567', phoneCountryCode: '+66' });
    ids.k1 = k1.orderId;
    expect((await staff.client.post(`/api/orders/${ids.k1}/in-store-payment`)).status).toBe(200);
    await step(ids.k1, 'crafting', '2026-11-18 16:00');
    // Nov 19: a remake of the on-time order (no charge), and a late-evening web order cancelled after midnight.
    clock.set(bkk('2026-11-19 09:00'));
    const remake = await staff.client.post<{ id: string }>(`/api/orders/${ids.w1}/remakes`, {
      reason: 'defect',
      requestId: '9d8f3c1e-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
    });
    expect(remake.status).toBe(201);
    ids.remake = remake.body.id;
    ids.w3 = await webOrder('2026-11-19 23:30', 'melody-c');
    clock.set(bkk('2026-11-20 00:10'));
    expect((await staff.client.post(`/api/orders/${ids.w3}/cancel`, { reason: 'Changed mind' })).status).toBe(200);
    // Nov 20: a web order just paid.
    ids.w4 = await webOrder('2026-11-20 08:00', 'melody-c');
    clock.set(bkk('2026-11-20 08:30'));
    await caughtUp();
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it('answers staff and admin; 401 signed out, 403 for a customer', async () => {
    expect((await dashboard(staff.client, '2026-11-18', '2026-11-20')).status).toBe(200);
    expect((await dashboard(admin.client, '2026-11-18', '2026-11-20')).status).toBe(200);
    expect((await dashboard(browser(t), '2026-11-18', '2026-11-20')).status).toBe(401);
    expect((await dashboard(customer.client, '2026-11-18', '2026-11-20')).status).toBe(403);
  });

  it.each([
    ['a day that is not one', '2026-02-30', '2026-03-01', 'from'],
    ['a malformed day', '18-11-2026', '2026-11-20', 'from'],
    ['no end', '2026-11-18', '', 'to'],
    ['an end before the start', '2026-11-20', '2026-11-18', 'to'],
    ['more than 366 days', '2025-01-01', '2026-11-20', 'to'],
  ])('refuses %s with 422', async (_, from, to, field) => {
    const res = await dashboard(admin.client, from, to);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation_failed', details: { [field]: [expect.any(String)] } });
  });

  it('computes sales per day and channel, the average order value and the mix from the generated history', async () => {
    const [w1, w2, w3, w4, k1] = await Promise.all(['w1', 'w2', 'w3', 'w4', 'k1'].map((k) => paidSatang(ids[k])));
    const view = (await dashboard(staff.client, '2026-11-18', '2026-11-20')).body;
    expect(view).toMatchObject({
      from: '2026-11-18',
      to: '2026-11-20',
      generatedAt: bkk('2026-11-20 08:30').toISOString(),
    });
    const nonZero = view.salesByDay.filter((d) => d.orders > 0);
    expect(nonZero).toEqual([
      { day: '2026-11-18', channel: 'web', orders: 2, salesSatang: w1 + w2, refundedSatang: 0 },
      { day: '2026-11-18', channel: 'kiosk', orders: 1, salesSatang: k1, refundedSatang: 0 },
      // Paid at 23:30 Bangkok: the 19th, though it was 16:30 UTC; its refund counts against that day.
      { day: '2026-11-19', channel: 'web', orders: 1, salesSatang: w3, refundedSatang: w3 },
      { day: '2026-11-20', channel: 'web', orders: 1, salesSatang: w4, refundedSatang: 0 },
    ]);
    expect(view.salesByDay).toHaveLength(3 * 3);
    const web = w1 + w2 + w3 + w4;
    expect(view.channels.find((c) => c.channel === 'web')).toEqual({
      channel: 'web',
      orders: 4,
      salesSatang: web,
      refundedSatang: w3,
      averageOrderValueSatang: Math.round(web / 4),
    });
    expect(view.totals).toEqual({
      orders: 5,
      salesSatang: web + k1,
      refundedSatang: w3,
      averageOrderValueSatang: Math.round((web + k1) / 5),
    });
    // The remake (no charge) is in no sales figure and no mix.
    const [c, d] = [await modelName(ids.w1), await modelName(ids.w2)];
    expect(view.models).toEqual([
      { modelName: c, quantity: 3, salesSatang: w1 + w3 + w4 },
      { modelName: d, quantity: 2, salesSatang: w2 + k1 },
    ]);
    const grips = view.options.filter((o) => o.category === 'grip');
    expect(grips.reduce((s, o) => s + o.quantity, 0)).toBe(5);
    expect(grips).toContainEqual({ category: 'grip', optionId: 'grip-forest-tour', quantity: 1 });
  });

  it('computes the 24-hour promise, the lateness, the median time per stage and the orders at risk now', async () => {
    const view = (await dashboard(staff.client, '2026-11-18', '2026-11-20')).body;
    // Confirmed in the range, not cancelled: w1 on time, w2 late, k1 overdue; the remake and w4 still open.
    expect(view.promise).toEqual({
      onTime: 1,
      late: 1,
      overdue: 1,
      open: 2,
      onTimeRate: 1 / 3,
      lateness: [
        { bucket: 'early_12h_plus', orders: 0 },
        { bucket: 'early_6_12h', orders: 0 },
        { bucket: 'early_0_6h', orders: 1 },
        { bucket: 'late_0_1h', orders: 0 },
        { bucket: 'late_1_6h', orders: 1 },
        { bucket: 'late_6_24h', orders: 0 },
        { bucket: 'late_24h_plus', orders: 0 },
      ],
    });
    expect(view.stages).toEqual([
      { stage: 'paid_to_crafting', orders: 3, medianSeconds: 1 * HOUR },
      { stage: 'crafting_to_shipped', orders: 2, medianSeconds: ((10 + 19.5) / 2) * HOUR },
      { stage: 'shipped_to_delivered', orders: 2, medianSeconds: 7 * HOUR },
    ]);
    // Now (Nov 20 08:30): k1's deadline passed yesterday 15:00, the remake's is at 09:00 (inside the 2-hour window).
    expect(view.atRisk).toEqual({
      windowSeconds: 2 * HOUR,
      count: 2,
      orders: [
        {
          orderId: ids.k1,
          status: 'crafting',
          channel: 'kiosk',
          deliveryDeadline: bkk('2026-11-19 15:00').toISOString(),
          secondsLeft: -17.5 * HOUR,
        },
        {
          orderId: ids.remake,
          status: 'confirmed',
          channel: expect.any(String),
          deliveryDeadline: bkk('2026-11-20 09:00').toISOString(),
          secondsLeft: 0.5 * HOUR,
        },
      ],
    });
    const oneDay = (await dashboard(staff.client, '2026-11-19', '2026-11-19')).body;
    expect(oneDay.totals.orders).toBe(1);
    expect(oneDay.promise).toMatchObject({ onTime: 0, late: 0, overdue: 0, open: 1, onTimeRate: null });
  });

  it('gives the same figures for every past day after a rebuild from the log', async () => {
    const ranges = [
      ['2026-11-18', '2026-11-20'],
      ['2026-11-18', '2026-11-18'],
      ['2026-11-19', '2026-11-19'],
      ['2026-11-20', '2026-11-20'],
    ];
    const figures = async () =>
      Promise.all(ranges.map(async ([from, to]) => (await dashboard(admin.client, from, to)).body));
    const before = await figures();
    const store = new PostgresEventStore(t.db.pool);
    const [report] = await rebuildProjections(t.db.pool, store, [dashboardProjection]);
    await store.close();
    expect(report).toMatchObject({ projection: 'dashboard', fromVersion: dashboardProjection.version });
    expect(report.events).toBeGreaterThan(20);
    expect(await figures()).toEqual(before);
    const { kept, refilled } = await keptAndRefilled();
    expect(kept).toEqual(refilled);
  });

  it('answers 503 with Retry-After while an older build serves, until the new version is switched to', async () => {
    const set = (version: number) =>
      t.db.pool.query(`UPDATE projection_versions SET version = $1 WHERE projection = 'dashboard'`, [version]);
    await set(dashboardProjection.version - 1);
    try {
      const res = await dashboard(staff.client, '2026-11-18', '2026-11-20');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 503, code: 'service_unavailable' });
      expect(res.headers['retry-after']).toBe('30');
    } finally {
      await set(dashboardProjection.version);
    }
    expect((await dashboard(staff.client, '2026-11-18', '2026-11-20')).status).toBe(200);
  });

  it('keeps roll-ups equal to every order summed afresh', async () => {
    const { kept, refilled } = await keptAndRefilled();
    // Not two empty sets: the history's sales, mix, promise and stage durations are all there.
    for (const table of Object.values(rollupTables)) expect(kept[table].length).toBeGreaterThan(0);
    expect(kept).toEqual(refilled);
  });
});
