import type { INestApplicationContext } from '@nestjs/common';
import type { CartView } from '@sound-putter/contracts';
import { createTestApp, newSessionId, type TestApp } from '../../../test/support/test-app';
import { eventually, placePaidOrder, startWorker } from '../../../test/support/paid-orders';
import { EventStore } from '../../infrastructure/event-store/event-store.port';
import { streams } from '../../infrastructure/event-store/stream-names';
import { checkpointSql } from '../../infrastructure/projections/subscription-runner';

const CONSUMER = 'empty-cart-when-paid';

describe('the cart is emptied when its order is paid (log consumer)', () => {
  let t: TestApp;
  let worker: INestApplicationContext | null = null;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  const cartEvents = async (sessionId: string) =>
    (await t.app.get(EventStore).readStream(streams.cart(sessionId))).events.map((e) => ({
      type: e.type,
      data: e.data as { reason?: string; orderId?: string },
    }));
  const checkpoint = async () =>
    (await t.db.pool.query<{ global_position: string }>(checkpointSql.read, [CONSUMER])).rows[0]?.global_position;

  it('repairs a paid order with a full cart when the worker starts, and a replay empties nothing new', async () => {
    // No worker runs: the payment is recorded and the cart still holds the line, as after a crash in between.
    const sessionId = newSessionId();
    const shopper = t.client(sessionId);
    const { orderId } = await placePaidOrder(t, shopper);
    expect((await shopper.get<CartView>('/api/cart')).body.count).toBe(1);
    const paid = (await t.app.get(EventStore).readStream(streams.order(orderId))).events.find(
      (e) => e.type === 'OrderPaid',
    );
    expect(paid).toBeDefined();

    worker = await startWorker(t);
    await eventually(async () => expect((await shopper.get<CartView>('/api/cart')).body.count).toBe(0));
    expect((await cartEvents(sessionId)).filter((e) => e.type === 'CartCleared')).toEqual([
      { type: 'CartCleared', data: expect.objectContaining({ reason: 'order_paid', orderId }) },
    ]);

    // A new line after the payment, then the consumer's checkpoint lost: the restart replays OrderPaid.
    const configured = await shopper.post<{ configurationId: string }>('/api/configure-putter', {
      modelId: 'melody-c',
      gripId: 'grip-crimson-pistol',
    });
    expect(
      (await shopper.post('/api/cart/add', { configurationId: configured.body.configurationId, quantity: 2 })).status,
    ).toBe(201);
    await worker.close();
    await t.db.pool.query('DELETE FROM subscription_checkpoints WHERE name = $1', [CONSUMER]);
    expect(await checkpoint()).toBeUndefined();
    worker = await startWorker(t);
    // Positive control: the replay really ran past the payment before the cart is checked.
    await eventually(async () =>
      expect(BigInt((await checkpoint()) ?? '0')).toBeGreaterThanOrEqual(BigInt(paid?.globalPosition ?? '0')),
    );
    expect((await shopper.get<CartView>('/api/cart')).body.count).toBe(2);
    expect((await cartEvents(sessionId)).filter((e) => e.type === 'CartCleared')).toHaveLength(1);
  });

  it("empties a cart whose events it saw in the log without reading the cart's stream first", async () => {
    await worker?.close();
    worker = await startWorker(t);
    const reads = jest.spyOn(worker.get(EventStore), 'readStream');
    const sessionId = newSessionId();
    const shopper = t.client(sessionId);
    await placePaidOrder(t, shopper);
    await eventually(async () => expect((await shopper.get<CartView>('/api/cart')).body.count).toBe(0));
    expect((await cartEvents(sessionId)).map((e) => e.type)).toEqual(['CartItemAdded', 'CartCleared']);
    expect(reads.mock.calls.map(([streamId]) => streamId)).not.toContain(streams.cart(sessionId));
    reads.mockRestore();
  });
});
