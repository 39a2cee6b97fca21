import type { OrderView } from '@sound-putter/contracts';
import { boardColumns, columnOf, nextStepOf, startOfDay, stepActionLabel, stepLabel } from './board-columns';

const order = (overrides: Partial<OrderView>): OrderView =>
  ({
    id: '00000000-0000-4000-8000-00000000000a',
    shortId: '0000000A',
    access: 'full',
    status: 'confirmed',
    paymentStatus: 'paid',
    channel: 'web',
    deliveredAt: null,
    deliveryDeadline: '2026-11-22T12:00:00.000Z',
    lines: [],
    ...overrides,
  }) as OrderView;

const startOfToday = Date.parse('2026-11-22T00:00:00Z');

describe('board columns', () => {
  it('puts paid orders by status and leaves unpaid web orders off the board', () => {
    expect(columnOf(order({ status: 'confirmed' }), startOfToday)).toBe('waiting');
    expect(columnOf(order({ status: 'crafting' }), startOfToday)).toBe('crafting');
    expect(columnOf(order({ status: 'shipped' }), startOfToday)).toBe('shipped');
    expect(columnOf(order({ status: 'pending', paymentStatus: 'pending', channel: 'web' }), startOfToday)).toBeNull();
    expect(columnOf(order({ status: 'pending', paymentStatus: 'failed', channel: 'web' }), startOfToday)).toBeNull();
  });

  it('shows an unpaid kiosk order as waiting', () => {
    expect(columnOf(order({ status: 'pending', paymentStatus: 'pending', channel: 'kiosk' }), startOfToday)).toBe(
      'waiting',
    );
  });

  it('keeps only orders delivered today in the last column', () => {
    expect(columnOf(order({ status: 'delivered', deliveredAt: '2026-11-22T08:00:00Z' }), startOfToday)).toBe(
      'delivered',
    );
    expect(columnOf(order({ status: 'delivered', deliveredAt: '2026-11-21T23:59:59Z' }), startOfToday)).toBeNull();
  });

  it('groups in workshop order and keeps the list order inside a column', () => {
    const a = order({ id: 'a', status: 'crafting' });
    const b = order({ id: 'b', status: 'confirmed' });
    const c = order({ id: 'c', status: 'crafting' });
    const columns = boardColumns([a, b, c], startOfToday);
    expect(columns.map((col) => [col.id, col.orders.map((o) => o.id)])).toEqual([
      ['waiting', ['b']],
      ['crafting', ['a', 'c']],
      ['shipped', []],
      ['ready', []],
      ['delivered', []],
    ]);
  });

  it('offers the next step only; an unpaid kiosk order is confirmed by its payment', () => {
    expect(nextStepOf(order({ status: 'confirmed' }))).toBe('crafting');
    expect(nextStepOf(order({ status: 'shipped' }))).toBe('delivered');
    expect(nextStepOf(order({ status: 'delivered' }))).toBeNull();
    expect(nextStepOf(order({ status: 'pending', paymentStatus: 'pending', channel: 'kiosk' }))).toBeNull();
  });
});

describe('board columns: the two paths after crafting', () => {
  it('puts a shipped order under Shipped and a pickup order on the counter under Ready to collect', () => {
    expect(columnOf(order({ status: 'shipped', fulfilment: 'ship' }), startOfToday)).toBe('shipped');
    expect(columnOf(order({ status: 'shipped', fulfilment: 'pickup' }), startOfToday)).toBe('ready');
  });

  it('offers "Mark ready to collect" for a crafted pickup order, and no card step once it is on the counter', () => {
    const crafted = order({ status: 'crafting', fulfilment: 'pickup' });
    expect(nextStepOf(crafted)).toBe('shipped');
    expect(stepActionLabel(crafted, 'shipped')).toBe('Mark ready to collect');
    expect(stepLabel(crafted, 'shipped')).toBe('Ready to collect');
    expect(nextStepOf(order({ status: 'shipped', fulfilment: 'pickup' }))).toBeNull();
    // Positive control: a shipped order is still marked delivered from its card.
    const shipped = order({ status: 'shipped', fulfilment: 'ship' });
    expect(nextStepOf(shipped)).toBe('delivered');
    expect(stepActionLabel(order({ status: 'crafting', fulfilment: 'ship' }), 'shipped')).toBe('Mark shipped');
  });

  it('puts walk-ins waiting at the counter first in their column, the rest in the list order', () => {
    const paidFirst = order({ id: 'a', status: 'confirmed' });
    const walkIn = order({ id: 'b', status: 'pending', paymentStatus: 'pending', channel: 'kiosk' });
    const paidSecond = order({ id: 'c', status: 'confirmed', channel: 'kiosk' });
    const lateWalkIn = order({ id: 'd', status: 'pending', paymentStatus: 'failed', channel: 'kiosk' });
    const [waiting] = boardColumns([paidFirst, walkIn, paidSecond, lateWalkIn], startOfToday);
    expect(waiting.orders.map((o) => o.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it("starts the board's day at midnight in Bangkok, whatever the device's zone", () => {
    // 23:30 UTC is 06:30 the next morning in Bangkok: that day began at 17:00 UTC.
    expect(new Date(startOfDay(Date.parse('2026-11-22T23:30:00Z'))).toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(new Date(startOfDay(Date.parse('2026-11-22T16:59:59Z'))).toISOString()).toBe('2026-11-21T17:00:00.000Z');
  });
});
