import type { OrderStatusChangedPayload } from '@sound-putter/contracts';
import { FakeTrackingSocket } from '../testing/fake-tracking-socket';
import { getLiveState, watchOrder } from './order-watch';
import { isNewerPosition, onResync, setTrackingSocketFactory } from './tracking-socket';

const ORDER = '3f0c6a52-0d1e-4c55-9a43-2b9c1f0e7a11';
const change = (status: OrderStatusChangedPayload['status'], position: string): OrderStatusChangedPayload => ({
  orderId: ORDER,
  status,
  progress: 0,
  at: '2026-11-22T10:00:00.000Z',
  position,
  cancelled: false,
});

describe('order watching', () => {
  let fake: FakeTrackingSocket;
  let opened: number;
  beforeEach(() => {
    fake = new FakeTrackingSocket();
    opened = 0;
    setTrackingSocketFactory(() => {
      opened += 1;
      return fake.asSocket();
    });
  });
  afterEach(() => setTrackingSocketFactory());

  it('compares positions beyond 2^53 by length, then as text', () => {
    expect(isNewerPosition('10', '9')).toBe(true);
    expect(isNewerPosition('9007199254740993', '9007199254740992')).toBe(true);
    expect(isNewerPosition('12', '12')).toBe(false);
    expect(isNewerPosition('1', undefined)).toBe(true);
  });

  it('watches once connected, passes each new change once and drops repeats and stale pushes', () => {
    const seen: string[] = [];
    const snapshots: string[] = [];
    fake.answerWatch = (orderId) => ({ ok: true, orderId, status: 'confirmed', position: '5' });
    const stop = watchOrder(ORDER, {
      onChange: (c) => seen.push(`${c.status}@${c.position}`),
      onSnapshot: (ack) => snapshots.push(String(ack.status)),
    });
    expect(getLiveState()).toBe('connecting');
    fake.connect();
    expect(getLiveState()).toBe('live');
    expect(fake.watched).toEqual([ORDER]);
    expect(snapshots).toEqual(['confirmed']);

    fake.statusChanged(change('confirmed', '4')); // older than the watch answer
    fake.statusChanged(change('crafting', '7'));
    fake.statusChanged(change('crafting', '7')); // at-least-once repeat
    fake.statusChanged(change('shipped', '12'));
    fake.statusChanged({ ...change('shipped', '20'), orderId: '00000000-0000-4000-8000-000000000000' });
    expect(seen).toEqual(['crafting@7', 'shipped@12']);
    stop();
  });

  it('passes an order updated (no status step) once, in the order of the log beside its status changes', () => {
    const seen: string[] = [];
    // Positions above those the test before saw for the same order (the page's gate outlives a watch).
    fake.answerWatch = (orderId) => ({ ok: true, orderId, status: 'shipped', position: '15' });
    const stop = watchOrder(ORDER, {
      onChange: (c) => seen.push(`${c.status}@${c.position}`),
      onUpdated: (u) => seen.push(`updated@${u.position}`),
    });
    fake.connect();
    fake.push('order/updated', { orderId: ORDER, at: '2026-11-22T10:05:00.000Z', position: '18' });
    fake.push('order/updated', { orderId: ORDER, at: '2026-11-22T10:05:00.000Z', position: '18' }); // a repeat
    fake.statusChanged(change('delivered', '19'));
    fake.push('order/updated', { orderId: ORDER, at: '2026-11-22T10:04:00.000Z', position: '17' }); // stale
    expect(seen).toEqual(['updated@18', 'delivered@19']);
    stop();
  });

  it('watches again after a reconnect that lost the rooms, not after a recovered one', () => {
    const stop = watchOrder(ORDER, { onChange: () => undefined });
    fake.connect();
    fake.drop();
    expect(getLiveState()).toBe('offline');
    fake.connect({ recovered: true });
    expect(fake.watched).toEqual([ORDER]);
    fake.drop();
    fake.connect({ recovered: false });
    expect(fake.watched).toEqual([ORDER, ORDER]);
    stop();
  });

  it('shares one connection and one server watch, and closes both with the last watcher', () => {
    const a = watchOrder(ORDER, { onChange: () => undefined });
    fake.connect();
    const b = watchOrder(ORDER, { onChange: () => undefined });
    expect(opened).toBe(1);
    expect(fake.watched).toEqual([ORDER]);
    a();
    expect(fake.unwatched).toEqual([]);
    b();
    expect(fake.unwatched).toEqual([ORDER]);
    expect(fake.connected).toBe(false);
    expect(getLiveState()).toBe('idle');
  });

  it('reports a refused watch', () => {
    const errors: string[] = [];
    fake.answerWatch = () => ({ ok: false, error: 'order_not_found' });
    const stop = watchOrder(ORDER, { onChange: () => undefined, onError: (code) => errors.push(code) });
    fake.connect();
    expect(errors).toEqual(['order_not_found']);
    stop();
  });

  it('tells a board when to resync: after an unrecovered reconnect only', () => {
    const resyncs: number[] = [];
    const off = onResync(fake.asSocket(), () => resyncs.push(1));
    fake.connect();
    expect(resyncs).toHaveLength(0);
    fake.connect({ recovered: true });
    expect(resyncs).toHaveLength(0);
    fake.connect({ recovered: false });
    expect(resyncs).toHaveLength(1);
    off();
  });
});
