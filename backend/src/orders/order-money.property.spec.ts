import fc from 'fast-check';
import { type OrderStatus, orderStatuses, remakeReasons } from '@sound-putter/contracts';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import { decide, evolve, initialState, type Order, type OrderCommand, type OrderEvent } from './order.decider';

/** Fixed in CI so a failure replays; FAST_CHECK_SEED picks another, FAST_CHECK_RUNS more sequences. */
const SEED = Number(process.env.FAST_CHECK_SEED ?? 20261126);
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 500);

const orderId = '7c3e1f0a-2b4d-4e6f-8a9b-0c1d2e3f4a5b';
const now = '2026-03-01T10:00:00.000Z';
const total = 2_100_000;
/** The cancel handler's one refund id per order (the gateway replays it under the order's key). */
const cancelRefundId = 're_cancel';

/** What a test sequence does: the deciders' commands, and "cancel" as the handler runs it (cancel, then refund the due). */
type Step =
  | { kind: 'command'; command: OrderCommand }
  /** Several commands one after the other (the workshop taking an order through crafting to shipped). */
  | { kind: 'commands'; commands: OrderCommand[] }
  | { kind: 'cancel'; role: 'customer' | 'staff' }
  | { kind: 'cancel-refund-retry' };

const place = (channel: 'web' | 'kiosk'): OrderCommand => ({
  type: 'PlaceOrder',
  orderId,
  cartId: 'cart-1',
  userId: null,
  sessionId: 'sess-1',
  channel,
  personal: { subjectId: null, plaintext: null } as never,
  lines: [{ configurationId: 'c-1', quantity: 1, unitPriceSatang: total, modelName: 'Melody C' }],
  totalSatang: total,
  paymentIntentId: 'pi_1',
  fingerprint: 'fp-1',
  saveForFuture: false,
  now,
});

const refundIds = ['re_1', 're_2', 're_3', 're_4'];
const amount = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 600_000 }), weight: 6 },
  { arbitrary: fc.integer({ min: 1, max: total }), weight: 2 },
  { arbitrary: fc.constantFrom(0, -1, -500, total + 1, 10.5, 0.01, total), weight: 2 },
);

const pay: fc.Arbitrary<Step> = fc.oneof(
  fc
    .record({ amountSatang: fc.constantFrom(total, total, total, total - 1, total + 1) })
    .map(({ amountSatang }): Step => ({
      kind: 'command',
      command: { type: 'RecordPayment', orderId, paymentId: 'pi_1', amountSatang, now, promiseSeconds: 86_400 },
    })),
  fc.constant<Step>({ kind: 'command', command: { type: 'MarkPaidInStore', orderId, now, promiseSeconds: 86_400 } }),
);
const refund: fc.Arbitrary<Step> = fc
  .record({
    refundId: fc.constantFrom(...refundIds),
    amountSatang: amount,
    request: fc.constantFrom('q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'),
  })
  .map(({ refundId, amountSatang, request }): Step => ({
    kind: 'command',
    command: {
      type: 'RecordRefund',
      orderId,
      refundId,
      amountSatang,
      reason: 'goodwill',
      now,
      refundedBy: { role: 'staff', userId: 'staff-1' },
      method: 'card',
      status: 'pending',
      requestId: request,
    },
  }));
const settle: fc.Arbitrary<Step> = fc
  .record({ refundId: fc.constantFrom(...refundIds, cancelRefundId), ok: fc.boolean() })
  .map(({ refundId, ok }): Step => ({
    kind: 'command',
    command: {
      type: 'SettleRefund',
      orderId,
      refundId,
      status: ok ? 'succeeded' : 'failed',
      failureReason: ok ? null : 'card_expired',
      now,
    },
  }));
const other: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom<OrderStatus>(...orderStatuses).map((to): Step => ({
    kind: 'command',
    command: {
      type: 'AdvanceStatus',
      orderId,
      to,
      now,
      shipment: { carrier: 'thailand_post_ems', trackingNumber: 'EX123456785TH' },
    },
  })),
  fc.constantFrom<'customer' | 'staff'>('customer', 'staff').map((role): Step => ({ kind: 'cancel', role })),
  fc.constant<Step>({ kind: 'cancel-refund-retry' }),
);
/** The workshop's steps forward and staff taking the last one back (the clock stands still: always in the window). */
const progress: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom<OrderStatus>('crafting', 'shipped', 'delivered').map((to): Step => ({
    kind: 'command',
    command: {
      type: 'AdvanceStatus',
      orderId,
      to,
      now,
      shipment: { carrier: 'thailand_post_ems', trackingNumber: 'EX123456785TH' },
    },
  })),
  fc.constant<Step>({
    kind: 'command',
    command: {
      type: 'RecallStep',
      orderId,
      reason: 'Pressed on the wrong card',
      recalledBy: null,
      now,
      windowSeconds: 1800,
    },
  }),
);
/** Staff open a remake of the order (a few remake ids, so retries of one request come up). */
const remake: fc.Arbitrary<Step> = fc
  .record({
    remakeOrderId: fc.constantFrom('r-1', 'r-2', 'r-3'),
    reason: fc.constantFrom(...remakeReasons),
  })
  .map(({ remakeOrderId, reason }): Step => ({
    kind: 'command',
    command: {
      type: 'OpenRemake',
      orderId,
      remakeOrderId,
      reason,
      note: null,
      lines: null,
      openedBy: 'staff-1',
      now,
    },
  }));
/** Crafted and shipped in one go, so sequences reach the statuses a remake is opened from. */
const craftAndShip: fc.Arbitrary<Step> = fc.constant<Step>({
  kind: 'commands',
  commands: (['crafting', 'shipped'] as const).map((to) => ({
    type: 'AdvanceStatus',
    orderId,
    to,
    now,
    shipment: { carrier: 'thailand_post_ems', trackingNumber: 'EX123456785TH' },
  })),
});
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: remake, weight: 1 },
  { arbitrary: craftAndShip, weight: 1 },
  { arbitrary: pay, weight: 1 },
  { arbitrary: refund, weight: 3 },
  { arbitrary: settle, weight: 3 },
  { arbitrary: other, weight: 2 },
  { arbitrary: progress, weight: 2 },
);

/** Runs a decision; a refused one (4xx) leaves the stream as it was. */
const attempt = (command: OrderCommand, state: Order): OrderEvent[] => {
  try {
    return decide(command, state);
  } catch (error) {
    if (error instanceof DomainError) return [];
    throw error;
  }
};

/** The cancel handler's refund of what is owed, under its one refund id (a retry asks again under the same id). */
const refundDue = (state: Order): OrderCommand | null => {
  if (state.status === 'none' || state.cancelledAt === null || state.paymentId === null) return null;
  const due = state.paidSatang - state.refundedSatang;
  if (due <= 0) return null;
  return { type: 'RecordRefund', orderId, refundId: cancelRefundId, amountSatang: due, reason: 'order_cancelled', now };
};

/** The remake order itself, placed from an opening of another order: at no charge, confirmed at once. */
const placeRemake = (channel: 'web' | 'kiosk'): OrderCommand => ({
  type: 'PlaceRemake',
  opened: {
    orderId: 'original-1',
    remakeOrderId: orderId,
    reason: 'defect',
    note: null,
    lines: [{ configurationId: 'c-1', quantity: 1, correctedConfigurationId: null, modelName: 'Melody C' }],
    openedBy: 'staff-1',
    openedAt: now,
  },
  original: {
    cartId: 'cart-1',
    userId: null,
    sessionId: 'sess-1',
    channel,
    personal: { subjectId: null, plaintext: null } as never,
    saveForFuture: false,
  },
  now,
  promiseSeconds: 86_400,
});

type Start = 'web' | 'kiosk' | 'remake';

const run = (start: Start, steps: Step[]): OrderEvent[] => {
  const events: OrderEvent[] = [];
  let state = initialState();
  const apply = (produced: OrderEvent[]) => {
    events.push(...produced);
    state = produced.reduce(evolve, state);
  };
  apply(attempt(start === 'remake' ? placeRemake('kiosk') : place(start), state));
  for (const s of steps) {
    if (s.kind === 'command') apply(attempt(s.command, state));
    else if (s.kind === 'commands') for (const command of s.commands) apply(attempt(command, state));
    else if (s.kind === 'cancel') {
      apply(
        attempt(
          {
            type: 'CancelOrder',
            orderId,
            cancelledBy: { role: s.role, userId: null },
            sessionId: 'sess-1',
            reason: s.role === 'staff' ? 'workshop cannot make it' : null,
            now,
          },
          state,
        ),
      );
      const refund = refundDue(state);
      if (refund) apply(attempt(refund, state));
    } else {
      const refund = refundDue(state);
      if (refund) apply(attempt(refund, state));
    }
    // Checked after every step, from the events alone (not the decider's own sums).
    checkMoney(events, state);
    checkRemakes(start, events);
  }
  return events;
};

const checkMoney = (events: OrderEvent[], state: Order) => {
  const paid = events.filter((e) => e.type === 'OrderPaid').reduce((sum, e) => sum + e.data.amountSatang, 0);
  const refunded = events.reduce((sum, e) => {
    if (e.type === 'OrderRefunded') return sum + e.data.amountSatang;
    if (e.type === 'OrderRefundSettled' && e.data.status === 'failed') return sum - e.data.amountSatang;
    return sum;
  }, 0);
  expect(paid - refunded).toBeGreaterThanOrEqual(0);
  expect(events.filter((e) => e.type === 'OrderPaid').length).toBeLessThanOrEqual(1);
  for (const e of events)
    if (e.type === 'OrderRefunded') {
      expect(Number.isInteger(e.data.amountSatang)).toBe(true);
      expect(e.data.amountSatang).toBeGreaterThan(0);
    }
  // Each refund id recorded once, each settled at most once.
  const refundIdsSeen = events.flatMap((e) => (e.type === 'OrderRefunded' ? [e.data.refundId] : []));
  expect(new Set(refundIdsSeen).size).toBe(refundIdsSeen.length);
  const settledIds = events.flatMap((e) => (e.type === 'OrderRefundSettled' ? [e.data.refundId] : []));
  expect(new Set(settledIds).size).toBe(settledIds.length);
  for (const id of settledIds) expect(refundIdsSeen).toContain(id);
  if (state.status !== 'none') expect(state.refundedSatang).toBe(refunded);
  const cancels = events.filter((e) => e.type === 'OrderCancelled');
  expect(cancels.length).toBeLessThanOrEqual(1);
  const cancelRefunds = events.filter(
    (e): e is Extract<OrderEvent, { type: 'OrderRefunded' }> =>
      e.type === 'OrderRefunded' && e.data.refundId === cancelRefundId,
  );
  if (cancels.length === 0) expect(cancelRefunds).toHaveLength(0);
  else {
    // A cancelled order is refunded exactly once: what it owed at the cancel, when it owed anything.
    const [cancelled] = cancels;
    if (cancelled.type !== 'OrderCancelled') throw new Error('unreachable');
    const owed = cancelled.data.refundDueSatang;
    expect(cancelRefunds).toHaveLength(owed > 0 ? 1 : 0);
    if (owed > 0) expect(cancelRefunds[0].data.amountSatang).toBe(owed);
  }
};

/**
 * A remake is never paid and so never refunded; an order is made again only once it has shipped, each remake id once,
 * and opening one moves no money of the original.
 */
const checkRemakes = (start: Start, events: OrderEvent[]) => {
  if (start === 'remake') {
    expect(events.filter((e) => e.type === 'OrderPaid' || e.type === 'OrderRefunded')).toEqual([]);
    return;
  }
  const opened = events.flatMap((e, i) => (e.type === 'OrderRemakeOpened' ? [{ id: e.data.remakeOrderId, i }] : []));
  expect(new Set(opened.map((o) => o.id)).size).toBe(opened.length);
  const firstShipped = events.findIndex((e) => e.type === 'OrderShipped');
  if (opened.length > 0) expect(firstShipped).toBeGreaterThanOrEqual(0);
  for (const o of opened) expect(o.i).toBeGreaterThan(firstShipped);
};

describe('order money (property): random pay / refund / settle / cancel / status / recall / remake sequences', () => {
  it('keeps paid − refunded ≥ 0, records each refund once, refunds a cancelled order exactly once', () => {
    let sequences = 0;
    let cancelledPaid = 0;
    let refundEvents = 0;
    let recalls = 0;
    let remakesOpened = 0;
    let remakesMoved = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          { arbitrary: fc.constantFrom<Start>('web', 'kiosk'), weight: 8 },
          { arbitrary: fc.constant<Start>('remake'), weight: 1 },
        ),
        fc.array(step, { maxLength: 40 }),
        (start, steps) => {
          const events = run(start, steps);
          remakesOpened += events.filter((e) => e.type === 'OrderRemakeOpened').length;
          if (start === 'remake' && events.some((e) => e.type === 'CraftingStarted')) remakesMoved += 1;
          sequences += 1;
          if (events.some((e) => e.type === 'OrderCancelled' && e.data.refundDueSatang > 0)) cancelledPaid += 1;
          refundEvents += events.filter((e) => e.type === 'OrderRefunded').length;
          recalls += events.filter((e) => e.type === 'OrderStepRecalled').length;
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.info(
      `order money property: fast-check seed ${SEED}, ${RUNS} runs (${sequences} sequences, ` +
        `${cancelledPaid} cancelled after payment, ${refundEvents} refunds recorded, ${recalls} steps recalled, ` +
        `${remakesOpened} remakes opened, ${remakesMoved} remakes crafted)`,
    );
    // The generator reaches the states the invariants are about.
    expect(cancelledPaid).toBeGreaterThan(0);
    // A sequence in 20 records a refund at least (remake steps and remake orders, which have none, share the runs).
    expect(refundEvents).toBeGreaterThan(RUNS / 20);
    expect(recalls).toBeGreaterThan(0);
    expect(remakesOpened).toBeGreaterThan(0);
    expect(remakesMoved).toBeGreaterThan(0);
  });
});
