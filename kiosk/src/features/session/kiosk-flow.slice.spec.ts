import { idleSecondsFor, IDLE_SECONDS, QR_IDLE_SECONDS } from './idle-time';
import {
  kioskFlowSlice,
  orderPaid,
  orderPlaced,
  promptPayRequested,
  promptPayWithdrawn,
  stepAfterPlacing,
  stepChanged,
  type KioskFlowState,
  type PlacedOrder,
} from './kiosk-flow.slice';

const reduce = kioskFlowSlice.reducer;
const start = (): KioskFlowState => reduce(undefined, { type: '@@init' });
const placed = (paidBy: PlacedOrder['paidBy'], orderId = 'order-1'): PlacedOrder => ({
  orderId,
  clientSecret: 'secret',
  paidBy,
  paid: false,
});
const run = (...actions: Parameters<typeof reduce>[1][]) => actions.reduce(reduce, start());

describe('kiosk flow: the ways to pay', () => {
  it('goes from placing the order to the QR, the card form, or straight to done at the counter', () => {
    expect(stepAfterPlacing).toEqual({ promptpay: 'promptpay', card: 'card', counter: 'done' });
    expect(run(stepChanged(stepAfterPlacing.promptpay)).step).toBe('promptpay');
  });

  it('holds a QR as pending from the moment it is asked for until the order is paid', () => {
    const asked = run(orderPlaced(placed('promptpay')), promptPayRequested('order-1'));
    expect(asked.qrPendingFor).toBe('order-1');
    const paid = reduce(asked, orderPaid());
    expect(paid.qrPendingFor).toBeNull();
    expect(paid.order?.paid).toBe(true);
  });

  it('forgets the pending QR once it is withdrawn, but not for another order', () => {
    const asked = run(orderPlaced(placed('promptpay')), promptPayRequested('order-1'));
    expect(reduce(asked, promptPayWithdrawn('order-2')).qrPendingFor).toBe('order-1');
    expect(reduce(asked, promptPayWithdrawn('order-1')).qrPendingFor).toBeNull();
  });

  it('keeps the pending QR when the customer turns to the counter without it being withdrawn', () => {
    const state = run(
      orderPlaced(placed('promptpay')),
      promptPayRequested('order-1'),
      orderPlaced(placed('counter')),
      stepChanged('done'),
    );
    expect(state.qrPendingFor).toBe('order-1');
  });

  it('never marks a QR pending for an order already paid', () => {
    const state = run(orderPlaced(placed('card')), orderPaid(), promptPayRequested('order-1'));
    expect(state.qrPendingFor).toBeNull();
  });

  it('starts a visit with no pending QR', () => {
    expect(start().qrPendingFor).toBeNull();
  });
});

describe('idle time', () => {
  it('gives the PromptPay QR three minutes and every other step one', () => {
    expect(idleSecondsFor('promptpay')).toBe(QR_IDLE_SECONDS);
    expect(QR_IDLE_SECONDS).toBe(180);
    for (const step of ['choose', 'details', 'payment', 'card', 'done'] as const)
      expect(idleSecondsFor(step)).toBe(IDLE_SECONDS);
  });
});
