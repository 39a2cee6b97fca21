import {
  type OrderCancelled,
  type OrderPaymentReturned,
  type OrderRefunded,
  type OrderStatus,
  type RemakeLine,
  orderStatuses,
} from '@sound-putter/contracts';
import { DomainError, NotFound, ValidationFailed } from '../infrastructure/cqrs/domain-error';
import { deciderSpec } from '../../test/support/decider-spec';
import {
  type AddOrderNote,
  type ChangeOrderDetails,
  decide,
  evolve,
  initialState,
  type OpenRemake,
  type OrderEvent,
  type PlaceOrder,
  type PlaceRemake,
  type RecallStep,
  type RecordRefund,
  type RecordReturnedPayment,
  type SettleRefund,
  orderDecider,
  refundRequested,
} from './order.decider';

const spec = deciderSpec(orderDecider);
const orderId = '0b9a7c1e-5f7d-4d7a-9a55-3c2f1e0d9a11';
const placedAt = '2026-03-01T08:00:00.000Z';
const paidAt = '2026-03-01T08:05:00.000Z';
const later = '2026-03-01T10:00:00.000Z';
/** The decider never sees personal fields in plaintext: only the sealed reference the handler made. */
const sealedDetails = { subjectId: '3f0c8d7e-6b5a-4c3d-9e2f-1a0b9c8d7e6f', sealed: 'c2VhbGVkLTE=' };

const placeCommand = (overrides: Partial<PlaceOrder> = {}): PlaceOrder => ({
  type: 'PlaceOrder',
  orderId,
  cartId: 'sess_abc123def',
  userId: null,
  sessionId: 'sess_abc123def',
  channel: 'web',
  personal: sealedDetails,
  lines: [
    {
      configurationId: '6f1c2a9e-1111-4a7b-8c9d-0e1f2a3b4c5d',
      quantity: 2,
      unitPriceSatang: 1_050_000,
      modelName: 'Melody C',
    },
  ],
  totalSatang: 2_100_000,
  paymentIntentId: 'pi_test_1',
  fingerprint: 'fp-1',
  saveForFuture: false,
  now: placedAt,
  ...overrides,
});

const placedEvent = (overrides: Partial<PlaceOrder> = {}): OrderEvent => {
  const { type: _t, now, ...data } = placeCommand(overrides);
  return { type: 'OrderPlaced', data: { ...data, placedAt: now } };
};
const paid: OrderEvent = {
  type: 'OrderPaid',
  data: { orderId, paymentId: 'pi_test_1', amountSatang: 2_100_000, method: 'card', paidAt },
};
const confirmed: OrderEvent = {
  type: 'OrderConfirmed',
  data: {
    orderId,
    confirmedAt: paidAt,
    deliveryDeadline: '2026-03-02T08:05:00.000Z',
    estimatedDelivery: '2026-03-02T08:05:00.000Z',
  },
};
const crafting: OrderEvent = { type: 'CraftingStarted', data: { orderId, startedAt: later } };
const ems = { carrier: 'thailand_post_ems', trackingNumber: 'ex 1234 5678 5th' } as const;
const emsShipment = {
  carrier: 'thailand_post_ems' as const,
  trackingNumber: 'EX123456785TH',
  trackingUrl: 'https://track.thailandpost.co.th/?trackNumber=EX123456785TH',
};
const shipped: OrderEvent = { type: 'OrderShipped', data: { orderId, shippedAt: later, ...emsShipment } };
/** As orders shipped before carriers were recorded. */
const legacyShipped: OrderEvent = { type: 'OrderShipped', data: { orderId, shippedAt: later } };
/** Staff mark it delivered at 10:00 on the 1st: 22 h 05 min (79,500 s) before the deadline the payment set. */
const delivered: OrderEvent = {
  type: 'OrderDelivered',
  data: {
    orderId,
    deliveredAt: later,
    confirmedBy: 'staff',
    deliveryDeadline: '2026-03-02T08:05:00.000Z',
    secondsToSpare: 79_500,
  },
};

const historyTo: Record<OrderStatus, OrderEvent[]> = {
  pending: [placedEvent()],
  confirmed: [placedEvent(), paid, confirmed],
  crafting: [placedEvent(), paid, confirmed, crafting],
  shipped: [placedEvent(), paid, confirmed, crafting, shipped],
  delivered: [placedEvent(), paid, confirmed, crafting, shipped, delivered],
};
const stepEvent: Partial<Record<OrderStatus, OrderEvent>> = { crafting, shipped, delivered };

const recordPayment = (overrides: Partial<{ paymentId: string; amountSatang: number }> = {}) => ({
  type: 'RecordPayment' as const,
  orderId,
  paymentId: 'pi_test_1',
  amountSatang: 2_100_000,
  now: paidAt,
  promiseSeconds: 24 * 3600,
  ...overrides,
});

const changeCommand = (overrides: Partial<ChangeOrderDetails> = {}): ChangeOrderDetails => {
  const { type: _t, cartId: _c, channel: _ch, ...rest } = placeCommand();
  return {
    ...rest,
    type: 'ChangeOrderDetails',
    personal: { ...sealedDetails, sealed: 'c2VhbGVkLTI=' },
    paymentIntentId: 'pi_test_2',
    fingerprint: 'fp-2',
    now: later,
    ...overrides,
  };
};

describe('order decider', () => {
  describe('ChangeOrderDetails (the same cart checked out again)', () => {
    it('takes the new details and intent, naming the replaced intent so it can be cancelled', () => {
      const { type: _t, now, ...data } = changeCommand();
      spec
        .given([placedEvent()])
        .when(changeCommand())
        .then([
          {
            type: 'OrderDetailsChanged',
            data: { ...data, previousPaymentIntentId: 'pi_test_1', changedAt: now },
          },
        ]);
    });
    it('changes nothing for the details it already has', () =>
      spec
        .given([placedEvent({ fingerprint: 'fp-2' })])
        .when(changeCommand())
        .thenNothingHappened());
    it('refuses once the order is paid (409 already_paid), and an order that does not exist', () => {
      spec
        .given([placedEvent(), paid, confirmed])
        .when(changeCommand())
        .thenThrows(DomainError, (e) => expect(e.code).toBe('already_paid'));
      spec.given([]).when(changeCommand()).thenThrows(NotFound);
    });
  });

  describe('placeOrder', () => {
    it('records the order with its lines and total', () => spec.given([]).when(placeCommand()).then([placedEvent()]));
    it('refuses an empty cart', () =>
      spec
        .given([])
        .when(placeCommand({ lines: [], totalSatang: 0 }))
        .thenThrows(DomainError, (e) => expect(e.code).toBe('empty_cart')));
    it('refuses a different order under an existing id', () =>
      spec
        .given([placedEvent()])
        .when(placeCommand({ fingerprint: 'fp-2' }))
        .thenThrows(DomainError, (e) => expect(e.code).toBe('conflict')));
    it('changes nothing when the same order is placed again', () =>
      spec.given([placedEvent()]).when(placeCommand()).thenNothingHappened());
  });

  describe('recordPayment', () => {
    it('pays and confirms the order, the deadline 24 hours after payment', () =>
      spec.given([placedEvent()]).when(recordPayment()).then([paid, confirmed]));
    it('records how it was paid: a PromptPay QR when the payment says so, else a card', () =>
      spec
        .given([placedEvent()])
        .when({ ...recordPayment(), method: 'promptpay' })
        .then([{ ...paid, data: { ...(paid.data as object), method: 'promptpay' } } as OrderEvent, confirmed]));
    it('sets the deadline from the payment time and the promise it is given', () =>
      spec
        .given([placedEvent()])
        .when({ ...recordPayment(), now: '2026-03-01T23:30:00.000Z', promiseSeconds: 90 * 60 })
        .then([
          { ...paid, data: { ...(paid.data as object), paidAt: '2026-03-01T23:30:00.000Z' } } as OrderEvent,
          {
            type: 'OrderConfirmed',
            data: {
              orderId,
              confirmedAt: '2026-03-01T23:30:00.000Z',
              deliveryDeadline: '2026-03-02T01:00:00.000Z',
              estimatedDelivery: '2026-03-02T01:00:00.000Z',
            },
          },
        ]));
    it('refuses a payment of another amount', () =>
      spec
        .given([placedEvent()])
        .when(recordPayment({ amountSatang: 100 }))
        .thenThrows(DomainError, (e) => {
          expect(e.code).toBe('payment_not_verified');
          expect(e.details).toEqual({ expectedSatang: 2_100_000, paidSatang: 100 });
        }));
    it('refuses an unknown order', () => spec.given([]).when(recordPayment()).thenThrows(NotFound));
    it('refuses a second, different payment of a paid order', () =>
      spec
        .given([placedEvent(), paid, confirmed])
        .when(recordPayment({ paymentId: 'pi_other' }))
        .thenThrows(DomainError, (e) => expect(e.code).toBe('conflict')));
    it('changes nothing when the same payment is recorded again, even after crafting started', () =>
      spec.given([placedEvent(), paid, confirmed, crafting]).when(recordPayment()).thenNothingHappened());
  });

  describe('recordPaymentFailure', () => {
    const failure = {
      type: 'RecordPaymentFailure' as const,
      orderId,
      paymentId: 'pi_test_1',
      reason: 'card_declined',
      now: paidAt,
    };
    it('notes the failure while the order is unpaid', () =>
      spec
        .given([placedEvent()])
        .when(failure)
        .then([
          {
            type: 'OrderPaymentFailed',
            data: { orderId, paymentId: 'pi_test_1', reason: 'card_declined', failedAt: paidAt },
          },
        ]));
    it('refuses an unknown order', () => spec.given([]).when(failure).thenThrows(NotFound));
    it('changes nothing once the order is paid', () =>
      spec.given([placedEvent(), paid, confirmed]).when(failure).thenNothingHappened());
  });

  describe('advanceStatus: the full transition table', () => {
    const cases = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));
    it.each(cases)('%s → %s', (from, to) => {
      const when = spec.given(historyTo[from]).when({ type: 'AdvanceStatus', orderId, to, now: later, shipment: ems });
      const fromIndex = orderStatuses.indexOf(from);
      const toIndex = orderStatuses.indexOf(to);
      if (from === to) return when.thenNothingHappened();
      if (toIndex === fromIndex + 1 && to !== 'confirmed') return when.then([stepEvent[to] as OrderEvent]);
      return when.thenThrows(DomainError, (e) => {
        expect(e.code).toBe('invalid_status_transition');
        expect(e.status).toBe(409);
      });
    });
    it('says that only a payment confirms a pending order', () =>
      spec
        .given(historyTo.pending)
        .when({ type: 'AdvanceStatus', orderId, to: 'confirmed', now: later })
        .thenThrows(DomainError, (e) => expect(e.message).toBe('Only a payment confirms an order.')));
    it('refuses an unknown order', () =>
      spec.given([]).when({ type: 'AdvanceStatus', orderId, to: 'crafting', now: later }).thenThrows(NotFound));
  });

  describe('markPaidInStore', () => {
    const mark = {
      type: 'MarkPaidInStore' as const,
      orderId,
      now: paidAt,
      promiseSeconds: 24 * 3600,
    };
    const kioskPlaced = placedEvent({ channel: 'kiosk' });
    const inStorePaid: OrderEvent = {
      type: 'OrderPaid',
      data: { orderId, paymentId: `in_store_${orderId}`, amountSatang: 2_100_000, method: 'in_store', paidAt },
    };
    it('pays a kiosk order in full and starts its clock', () =>
      spec.given([kioskPlaced]).when(mark).then([inStorePaid, confirmed]));
    it('refuses an order placed on the web', () =>
      spec
        .given([placedEvent()])
        .when(mark)
        .thenThrows(DomainError, (e) => expect(e.code).toBe('invalid_status_transition')));
    it('changes nothing when the order is already paid', () =>
      spec.given([kioskPlaced, inStorePaid, confirmed]).when(mark).thenNothingHappened());
  });

  describe('recordDeadlineMissed', () => {
    const missed = { type: 'RecordDeadlineMissed' as const, orderId, now: '2026-03-02T08:05:01.000Z' };
    const missedEvent: OrderEvent = {
      type: 'CraftingDeadlineMissed',
      data: { orderId, deliveryDeadline: '2026-03-02T08:05:00.000Z', missedAt: '2026-03-02T08:05:01.000Z' },
    };
    it('records a missed deadline of an undelivered order', () =>
      spec.given(historyTo.crafting).when(missed).then([missedEvent]));
    it('refuses an unknown order', () => spec.given([]).when(missed).thenThrows(NotFound));
    it('changes nothing once recorded or delivered', () => {
      spec
        .given([...historyTo.crafting, missedEvent])
        .when(missed)
        .thenNothingHappened();
      spec.given(historyTo.delivered).when(missed).thenNothingHappened();
    });
  });

  describe('recordDeadlineAtRisk', () => {
    const atRisk = { type: 'RecordDeadlineAtRisk' as const, orderId, now: '2026-03-02T06:05:00.000Z' };
    const atRiskEvent: OrderEvent = {
      type: 'CraftingDeadlineAtRisk',
      data: { orderId, deliveryDeadline: '2026-03-02T08:05:00.000Z', warnedAt: '2026-03-02T06:05:00.000Z' },
    };
    it('warns once about an undelivered confirmed order', () =>
      spec.given(historyTo.crafting).when(atRisk).then([atRiskEvent]));
    it('refuses an unknown order', () => spec.given([]).when(atRisk).thenThrows(NotFound));
    it('changes nothing once warned, delivered, missed or before confirmation', () => {
      spec
        .given([...historyTo.crafting, atRiskEvent])
        .when(atRisk)
        .thenNothingHappened();
      spec.given(historyTo.delivered).when(atRisk).thenNothingHappened();
      spec.given(historyTo.pending).when(atRisk).thenNothingHappened();
      spec
        .given([
          ...historyTo.crafting,
          {
            type: 'CraftingDeadlineMissed',
            data: { orderId, deliveryDeadline: '2026-03-02T08:05:00.000Z', missedAt: '2026-03-02T08:05:01.000Z' },
          },
        ])
        .when(atRisk)
        .thenNothingHappened();
    });
  });
});

describe('order decider: what each refusal says', () => {
  it('names the step an order cannot take and the one it could', () => {
    spec
      .given(historyTo.confirmed)
      .when({ type: 'AdvanceStatus', orderId, to: 'shipped', now: later })
      .thenThrows(DomainError, (e) => {
        expect(e.message).toBe('An order cannot move from confirmed to shipped.');
        expect(e.details).toEqual({ from: 'confirmed', to: 'shipped', allowed: 'crafting' });
      });
    spec
      .given(historyTo.delivered)
      .when({ type: 'AdvanceStatus', orderId, to: 'crafting', now: later })
      .thenThrows(DomainError, (e) => expect(e.details).toEqual({ from: 'delivered', to: 'crafting', allowed: null }));
  });

  it('says that only a payment confirms an order only where confirming was the next step', () => {
    const message = (from: OrderStatus, to: OrderStatus) => {
      let said = '';
      spec
        .given(historyTo[from])
        .when({ type: 'AdvanceStatus', orderId, to, now: later })
        .thenThrows(DomainError, (e) => (said = e.message));
      return said;
    };
    expect(message('pending', 'crafting')).toBe('An order cannot move from pending to crafting.');
    expect(message('crafting', 'confirmed')).toBe('An order cannot move from crafting to confirmed.');
    expect(message('pending', 'confirmed')).toBe('Only a payment confirms an order.');
  });

  it('says why an order id cannot be placed twice and a paid order cannot be paid again', () => {
    spec
      .given([placedEvent()])
      .when(placeCommand({ fingerprint: 'fp-2' }))
      .thenThrows(DomainError, (e) => expect(e.message).toBe('An order with this id already exists.'));
    spec
      .given([placedEvent(), paid, confirmed])
      .when(recordPayment({ paymentId: 'pi_other' }))
      .thenThrows(DomainError, (e) => expect(e.message).toBe('The order is already paid by another payment.'));
    spec
      .given([placedEvent()])
      .when(recordPayment({ amountSatang: 2_099_999 }))
      .thenThrows(DomainError, (e) => expect(e.message).toBe('The payment amount does not match the order total.'));
  });

  it('says that only kiosk orders are paid at the counter', () =>
    spec
      .given([placedEvent()])
      .when({ type: 'MarkPaidInStore', orderId, now: paidAt, promiseSeconds: 3600 })
      .thenThrows(DomainError, (e) => {
        expect(e.message).toBe('Only kiosk orders can be paid at the counter.');
        expect(e.details).toEqual({ from: 'pending', to: 'confirmed', allowed: 'confirmed' });
      }));
});

describe('order decider: the order a command sees is the one its events built', () => {
  const changed = (): OrderEvent => {
    const { type: _t, now, ...data } = changeCommand({ totalSatang: 3_150_000 });
    return { type: 'OrderDetailsChanged', data: { ...data, previousPaymentIntentId: 'pi_test_1', changedAt: now } };
  };

  it('knows who placed it and who last changed its details: the owner who may pay it', () => {
    const fold = (events: OrderEvent[]) => events.reduce(orderDecider.evolve, orderDecider.initialState());
    expect(fold([placedEvent({ userId: 'user-1', sessionId: 'sess-1' })])).toMatchObject({
      userId: 'user-1',
      sessionId: 'sess-1',
    });
    const { type: _t, now, ...data } = changeCommand({ userId: 'user-2', sessionId: 'sess-2' });
    const changedBy: OrderEvent = {
      type: 'OrderDetailsChanged',
      data: { ...data, previousPaymentIntentId: 'pi_test_1', changedAt: now },
    };
    expect(fold([placedEvent({ userId: 'user-1', sessionId: 'sess-1' }), changedBy])).toMatchObject({
      userId: 'user-2',
      sessionId: 'sess-2',
    });
  });

  it('a changed order is paid at its new total, and a payment of the old total no longer fits', () => {
    spec
      .given([placedEvent(), changed()])
      .when(recordPayment({ paymentId: 'pi_test_2', amountSatang: 3_150_000 }))
      .then([
        { ...paid, data: { ...(paid.data as object), paymentId: 'pi_test_2', amountSatang: 3_150_000 } } as OrderEvent,
        confirmed,
      ]);
    spec
      .given([placedEvent(), changed()])
      .when(recordPayment())
      .thenThrows(DomainError, (e) => expect(e.code).toBe('payment_not_verified'));
  });

  it('a changed order knows its new details and intent: the same details again change nothing, others replace the new intent', () => {
    spec
      .given([placedEvent(), changed()])
      .when(changeCommand({ totalSatang: 3_150_000 }))
      .thenNothingHappened();
    const { type: _t, now, ...data } = changeCommand({ fingerprint: 'fp-3', paymentIntentId: 'pi_test_3' });
    spec
      .given([placedEvent(), changed()])
      .when(changeCommand({ fingerprint: 'fp-3', paymentIntentId: 'pi_test_3' }))
      .then([{ type: 'OrderDetailsChanged', data: { ...data, previousPaymentIntentId: 'pi_test_2', changedAt: now } }]);
  });

  it('a failed payment leaves the order as it was: still pending, still payable', () =>
    spec
      .given([
        placedEvent(),
        {
          type: 'OrderPaymentFailed',
          data: { orderId, paymentId: 'pi_test_1', reason: 'card_declined', failedAt: paidAt },
        },
      ])
      .when(recordPayment())
      .then([paid, confirmed]));

  it('a failed attempt before the payment is no warning about the deadline: the paid order is still warned', () =>
    spec
      .given([
        placedEvent(),
        {
          type: 'OrderPaymentFailed',
          data: { orderId, paymentId: 'pi_test_0', reason: 'card_declined', failedAt: placedAt },
        },
        paid,
        confirmed,
      ])
      .when({ type: 'RecordDeadlineAtRisk', orderId, now: later })
      .then([
        {
          type: 'CraftingDeadlineAtRisk',
          data: { orderId, deliveryDeadline: '2026-03-02T08:05:00.000Z', warnedAt: later },
        },
      ]));

  it('events of an order that was never placed leave it unknown', () => {
    for (const event of [changed(), paid, confirmed, crafting, shipped, delivered]) {
      spec.given([event]).when(recordPayment()).thenThrows(NotFound);
    }
    spec
      .given([
        {
          type: 'CraftingDeadlineAtRisk',
          data: { orderId, deliveryDeadline: '2026-03-02T08:05:00.000Z', warnedAt: later },
        },
        {
          type: 'CraftingDeadlineMissed',
          data: { orderId, deliveryDeadline: '2026-03-02T08:05:00.000Z', missedAt: later },
        },
      ])
      .when({ type: 'RecordDeadlineAtRisk', orderId, now: later })
      .thenThrows(NotFound);
  });

  it('a new stream holds no order', () => expect(orderDecider.initialState()).toEqual({ status: 'none' }));

  it('an event it does not know stops the fold instead of being skipped, and so does an unknown command', () => {
    const unknown = { type: 'OrderPainted', data: {} } as unknown as OrderEvent;
    expect(() => orderDecider.evolve(orderDecider.initialState(), unknown)).toThrow('Unhandled case');
    expect(() =>
      orderDecider.decide({ type: 'PaintOrder' } as unknown as Parameters<typeof orderDecider.decide>[0], {
        status: 'none',
      }),
    ).toThrow('Unhandled case');
  });
});

describe('order decider: a confirmed order without its payment on record', () => {
  // The decider writes a payment and its confirmation together, but the log is data: a stream holding a confirmation
  // without a payment must still not let the order change or be paid and confirmed twice.
  const confirmedUnpaid = [placedEvent(), confirmed];

  it('cannot change any more', () =>
    spec
      .given(confirmedUnpaid)
      .when(changeCommand())
      .thenThrows(DomainError, (e) => {
        expect(e.code).toBe('invalid_status_transition');
        expect(e.message).toBe('Only a pending order can change.');
        expect(e.details).toEqual({ from: 'confirmed', to: 'pending', allowed: 'crafting' });
      }));

  it('cannot be paid and confirmed a second time', () =>
    spec
      .given(confirmedUnpaid)
      .when(recordPayment())
      .thenThrows(DomainError, (e) => {
        expect(e.code).toBe('invalid_status_transition');
        expect(e.details).toEqual({ from: 'confirmed', to: 'confirmed', allowed: 'crafting' });
      }));
});

describe('order decider: checking out again', () => {
  it('refuses other details with an empty cart', () =>
    spec
      .given([placedEvent()])
      .when(changeCommand({ lines: [], totalSatang: 0 }))
      .thenThrows(DomainError, (e) => expect(e.code).toBe('empty_cart')));
});

describe('order decider: the crafting deadline', () => {
  it('is not missed or at risk before the order is paid', () => {
    spec.given(historyTo.pending).when({ type: 'RecordDeadlineMissed', orderId, now: later }).thenNothingHappened();
  });

  it('can still be missed after the warning', () =>
    spec
      .given([
        ...historyTo.crafting,
        {
          type: 'CraftingDeadlineAtRisk',
          data: { orderId, deliveryDeadline: '2026-03-02T08:05:00.000Z', warnedAt: later },
        },
      ])
      .when({ type: 'RecordDeadlineMissed', orderId, now: '2026-03-02T08:05:01.000Z' })
      .then([
        {
          type: 'CraftingDeadlineMissed',
          data: { orderId, deliveryDeadline: '2026-03-02T08:05:00.000Z', missedAt: '2026-03-02T08:05:01.000Z' },
        },
      ]));
});

describe('order decider: cancelling and refunding', () => {
  type Canceller = OrderCancelled['data']['cancelledBy'];
  const customer: Canceller = { role: 'customer', userId: null };
  const staff: Canceller = { role: 'staff', userId: '5d1f0c2b-8a7e-4c6d-9b3a-2e1f0d9c8b7a' };
  const cancelAt = '2026-03-01T11:00:00.000Z';
  const cancel = (by = customer, reason: string | null = null, sessionId: string | null = 'sess_abc123def') => ({
    type: 'CancelOrder' as const,
    orderId,
    cancelledBy: by,
    sessionId,
    reason,
    now: cancelAt,
  });
  const cancelled = (fromStatus: OrderStatus, refundDueSatang: number, by = customer, reason: string | null = null) =>
    ({
      type: 'OrderCancelled',
      data: { orderId, cancelledBy: by, reason, fromStatus, refundDueSatang, cancelledAt: cancelAt },
    }) satisfies OrderEvent;
  const refund = (amountSatang = 2_100_000, refundId = 're_1') => ({
    type: 'RecordRefund' as const,
    orderId,
    refundId,
    amountSatang,
    reason: 'cancelled',
    now: cancelAt,
  });
  const refunded = (amountSatang = 2_100_000, refundId = 're_1'): OrderEvent => ({
    type: 'OrderRefunded',
    data: { orderId, paymentId: 'pi_test_1', refundId, amountSatang, reason: 'cancelled', refundedAt: cancelAt },
  });
  const refusal = (code: string, message?: string) => (e: DomainError) => {
    expect(e.code).toBe(code);
    if (message) expect(e.message).toBe(message);
  };

  describe('cancelOrder', () => {
    it('lets the owner cancel a paid order before crafting, owing the whole payment back', () =>
      spec
        .given(historyTo.confirmed)
        .when(cancel())
        .then([cancelled('confirmed', 2_100_000)]));
    it('lets the owner cancel an unpaid order, owing nothing', () =>
      spec
        .given(historyTo.pending)
        .when(cancel())
        .then([cancelled('pending', 0)]));
    it('lets staff cancel a shipped order with a reason (trimmed), owing what is not yet refunded', () =>
      spec
        .given([...historyTo.shipped, refunded(100_000)])
        .when(cancel(staff, '  engraving impossible '))
        .then([cancelled('shipped', 2_000_000, staff, 'engraving impossible')]));
    it('refuses the owner once crafting started (409), staff without a reason (422), anyone once delivered', () => {
      spec
        .given(historyTo.crafting)
        .when(cancel())
        .thenThrows(DomainError, (e) => {
          refusal('invalid_status_transition', 'Crafting has started: only the workshop can cancel now.')(e);
          expect(e.details).toEqual({ from: 'crafting', to: 'cancelled', allowed: null });
        });
      spec
        .given(historyTo.confirmed)
        .when(cancel(staff, '  '))
        .thenThrows(DomainError, (e) => {
          refusal('validation_failed')(e);
          expect(e.details).toEqual({ reason: ['Staff must give a reason to cancel an order'] });
        });
      spec.given(historyTo.confirmed).when(cancel(staff)).thenThrows(DomainError, refusal('validation_failed'));
      spec
        .given(historyTo.delivered)
        .when(cancel(staff, 'mistake'))
        .thenThrows(DomainError, (e) => {
          refusal('invalid_status_transition', 'A delivered order cannot be cancelled.')(e);
          expect(e.details).toEqual({ from: 'delivered', to: 'cancelled', allowed: null });
        });
      spec.given([]).when(cancel()).thenThrows(NotFound);
    });
    it('lets the signed-in account that placed it cancel from another browser, and refuses anyone else (403)', () => {
      const account: Canceller = { role: 'customer', userId: 'user-1' };
      spec
        .given([placedEvent({ userId: 'user-1' }), paid, confirmed])
        .when(cancel(account, null, 'sess_other'))
        .then([cancelled('confirmed', 2_100_000, account)]);
      const forbidden = refusal('forbidden', 'Only who placed the order can cancel it.');
      spec
        .given(historyTo.confirmed)
        .when(cancel(account, null, 'sess_other'))
        .thenThrows(DomainError, forbidden);
      spec
        .given(historyTo.confirmed)
        .when(cancel(customer, null, null))
        .thenThrows(DomainError, forbidden);
      // An order placed signed in, without a browser session: an anonymous caller without one is not its owner.
      spec
        .given([placedEvent({ userId: 'user-1', sessionId: null })])
        .when(cancel(customer, null, null))
        .thenThrows(DomainError, forbidden);
      spec
        .given([...historyTo.confirmed, cancelled('confirmed', 2_100_000)])
        .when(cancel(customer, null, 'sess_other'))
        .thenThrows(DomainError, forbidden);
      spec
        .given(historyTo.confirmed)
        .when(cancel({ ...staff }, 'out of stock', null))
        .then([cancelled('confirmed', 2_100_000, staff, 'out of stock')]);
    });
    it('changes nothing when cancelled again', () =>
      spec
        .given([...historyTo.confirmed, cancelled('confirmed', 2_100_000)])
        .when(cancel(staff, 'again'))
        .thenNothingHappened());
    it('stops every later step of a cancelled order, and its deadline events', () => {
      const after = [...historyTo.confirmed, cancelled('confirmed', 2_100_000)];
      const cancelledRefusal = (e: DomainError) => {
        expect(e.code).toBe('invalid_status_transition');
        expect(e.message).toBe('The order is cancelled.');
        expect(e.details).toEqual({ from: 'confirmed', to: 'crafting', allowed: null, cancelledAt: cancelAt });
      };
      spec
        .given(after)
        .when({ type: 'AdvanceStatus', orderId, to: 'crafting', now: later })
        .thenThrows(DomainError, cancelledRefusal);
      spec.given(after).when({ type: 'AdvanceStatus', orderId, to: 'confirmed', now: later }).thenNothingHappened();
      spec.given(after).when({ type: 'RecordDeadlineMissed', orderId, now: later }).thenNothingHappened();
      spec.given(after).when({ type: 'RecordDeadlineAtRisk', orderId, now: later }).thenNothingHappened();
      const unpaidCancelled = [placedEvent(), cancelled('pending', 0)];
      const refusedStep = (to: OrderStatus) => (e: DomainError) => {
        refusal('invalid_status_transition', 'The order is cancelled.')(e);
        expect(e.details).toMatchObject({ from: 'pending', to });
      };
      spec.given(unpaidCancelled).when(recordPayment()).thenThrows(DomainError, refusedStep('confirmed'));
      spec.given(unpaidCancelled).when(changeCommand()).thenThrows(DomainError, refusedStep('pending'));
      spec
        .given([placedEvent({ channel: 'kiosk' }), cancelled('pending', 0)])
        .when({ type: 'MarkPaidInStore', orderId, now: later, promiseSeconds: 3600 })
        .thenThrows(DomainError, refusedStep('confirmed'));
    });
  });

  describe('recordRefund', () => {
    it('records a refund the gateway accepted', () =>
      spec
        .given([...historyTo.confirmed, cancelled('confirmed', 2_100_000)])
        .when(refund())
        .then([refunded()]));
    it('records a second partial refund up to what is left', () =>
      spec
        .given([...historyTo.crafting, refunded(100_000, 're_0')])
        .when(refund(2_000_000))
        .then([refunded(2_000_000)]));
    it('changes nothing for a refund id already recorded', () =>
      spec
        .given([...historyTo.confirmed, refunded()])
        .when(refund())
        .thenNothingHappened());
    it('refuses an unpaid order (409), and more than is left, nothing or a fraction (422)', () => {
      spec
        .given(historyTo.pending)
        .when(refund())
        .thenThrows(DomainError, refusal('conflict', 'The order has no payment to refund.'));
      for (const amount of [2_100_001, 0, -1, 10.5])
        spec
          .given(historyTo.confirmed)
          .when(refund(amount))
          .thenThrows(DomainError, (e) => {
            expect(e.code).toBe('validation_failed');
            expect(e.details).toEqual({ amountSatang: ['A refund is a whole number of satang from 1 to 2100000'] });
          });
      spec
        .given([...historyTo.confirmed, refunded(2_000_000, 're_0')])
        .when(refund(100_001))
        .thenThrows(DomainError, refusal('validation_failed'));
      spec.given([]).when(refund()).thenThrows(NotFound);
    });
  });
});

describe('order decider: staff refunds and their settlement', () => {
  const staffUser = { role: 'staff' as const, userId: '5d1f0c2b-8a7e-4c6d-9b3a-2e1f0d9c8b7a' };
  const at = '2026-03-01T12:00:00.000Z';
  const staffRefund = (overrides: Partial<RecordRefund> = {}): RecordRefund => ({
    type: 'RecordRefund',
    orderId,
    refundId: 're_s1',
    amountSatang: 500_000,
    reason: ' scratched head ',
    now: at,
    refundedBy: staffUser,
    method: 'card',
    status: 'pending',
    requestId: 'req-1',
    ...overrides,
  });
  const staffRefunded = (overrides: Partial<OrderRefunded['data']> = {}): OrderEvent => ({
    type: 'OrderRefunded',
    data: {
      orderId,
      paymentId: 'pi_test_1',
      refundId: 're_s1',
      amountSatang: 500_000,
      reason: 'scratched head',
      refundedAt: at,
      refundedBy: staffUser,
      method: 'card',
      status: 'pending',
      requestId: 'req-1',
      ...overrides,
    },
  });
  const settle = (status: 'succeeded' | 'failed', failureReason: string | null = null, refundId = 're_s1') =>
    ({ type: 'SettleRefund', orderId, refundId, status, failureReason, now: later }) satisfies SettleRefund;
  const settled = (
    status: 'succeeded' | 'failed',
    failureReason: string | null = null,
    amountSatang = 500_000,
  ): OrderEvent => ({
    type: 'OrderRefundSettled',
    data: { orderId, refundId: 're_s1', amountSatang, status, failureReason, settledAt: later },
  });

  it('records a partial staff refund with who, why (trimmed), how and the request it answers', () =>
    spec.given(historyTo.shipped).when(staffRefund()).then([staffRefunded()]));
  it('changes nothing for a request already answered, even under another refund id', () =>
    spec
      .given([...historyTo.shipped, staffRefunded()])
      .when(staffRefund({ refundId: 're_other' }))
      .thenNothingHappened());
  it('refuses a refund without a reason (422) and says how much is left when asked too much', () => {
    spec
      .given(historyTo.confirmed)
      .when(staffRefund({ reason: '   ' }))
      .thenThrows(DomainError, (e) => {
        expect(e.code).toBe('validation_failed');
        expect(e.details).toEqual({ reason: ['A refund needs a reason'] });
      });
    spec
      .given([...historyTo.confirmed, staffRefunded()])
      .when(staffRefund({ refundId: 're_s2', requestId: 'req-2', amountSatang: 1_600_001 }))
      .thenThrows(DomainError, (e) => expect(e.message).toBe('At most 1600000 satang is left to refund.'));
    spec
      .given([...historyTo.confirmed, staffRefunded({ amountSatang: 2_100_000 })])
      .when(staffRefund({ refundId: 're_s2', requestId: 'req-2', amountSatang: 1 }))
      .thenThrows(DomainError, (e) => expect(e.message).toBe('Nothing is left to refund.'));
  });
  it('settles a pending refund once: succeeded, or failed with the reason', () => {
    spec
      .given([...historyTo.confirmed, staffRefunded()])
      .when(settle('succeeded', 'ignored'))
      .then([settled('succeeded')]);
    spec
      .given([...historyTo.confirmed, staffRefunded()])
      .when(settle('failed', 'expired_or_canceled_card'))
      .then([settled('failed', 'expired_or_canceled_card')]);
    spec
      .given([...historyTo.confirmed, staffRefunded()])
      .when(settle('failed'))
      .then([settled('failed', 'unknown')]);
    spec
      .given([...historyTo.confirmed, staffRefunded(), settled('succeeded')])
      .when(settle('failed', 'late'))
      .thenNothingHappened();
    spec
      .given([...historyTo.confirmed, staffRefunded(), settled('failed', 'x')])
      .when(settle('succeeded'))
      .thenNothingHappened();
    // Recorded as succeeded by the gateway's first answer (or an event from before statuses): nothing to settle.
    spec
      .given([...historyTo.confirmed, staffRefunded({ status: 'succeeded' })])
      .when(settle('failed', 'x'))
      .thenNothingHappened();
    spec
      .given([...historyTo.confirmed, staffRefunded({ status: undefined })])
      .when(settle('failed', 'x'))
      .thenNothingHappened();
  });
  it('answers 404 for a refund not recorded yet (the gateway delivers its webhook again) and an unknown order', () => {
    spec
      .given(historyTo.confirmed)
      .when(settle('succeeded'))
      .thenThrows(NotFound, (e) => {
        expect(e.code).toBe('not_found');
        expect(e.message).toBe('The refund is not recorded yet.');
      });
    spec
      .given([])
      .when(settle('succeeded'))
      .thenThrows(NotFound, (e) => expect(e.code).toBe('order_not_found'));
  });
  it('makes a failed refund refundable again, a succeeded one not', () => {
    spec
      .given([...historyTo.confirmed, staffRefunded({ amountSatang: 2_100_000 }), settled('failed', 'x', 2_100_000)])
      .when(staffRefund({ refundId: 're_s2', requestId: 'req-2', amountSatang: 2_100_000 }))
      .then([staffRefunded({ refundId: 're_s2', requestId: 'req-2', amountSatang: 2_100_000 })]);
    spec
      .given([
        ...historyTo.confirmed,
        staffRefunded({ amountSatang: 2_100_000 }),
        settled('succeeded', null, 2_100_000),
      ])
      .when(staffRefund({ refundId: 're_s2', requestId: 'req-2', amountSatang: 1 }))
      .thenThrows(DomainError, (e) => expect(e.code).toBe('validation_failed'));
  });
  it('keeps each refund and request in the state the next command sees', () => {
    const state = [...historyTo.confirmed, staffRefunded(), settled('failed', 'x')].reduce(
      orderDecider.evolve,
      orderDecider.initialState(),
    );
    expect(state).toMatchObject({
      refundedSatang: 0,
      refunds: { re_s1: { amountSatang: 500_000, status: 'failed' } },
      refundRequestIds: ['req-1'],
    });
    expect(refundRequested(state, 'req-1')).toBe(true);
    expect(refundRequested(state, 'req-2')).toBe(false);
    expect(refundRequested(orderDecider.initialState(), 'req-1')).toBe(false);
    const cancelRefund = [...historyTo.confirmed, staffRefunded({ requestId: undefined })].reduce(
      orderDecider.evolve,
      orderDecider.initialState(),
    );
    expect(cancelRefund).toMatchObject({ refundRequestIds: [], refunds: { re_s1: { status: 'pending' } } });
  });
});

describe('order decider: a payment that could not count, sent back', () => {
  const returnPayment = (overrides: Partial<RecordReturnedPayment> = {}): RecordReturnedPayment => ({
    type: 'RecordReturnedPayment',
    orderId,
    paymentId: 'pi_qr_late',
    refundId: 're_late',
    amountSatang: 2_100_000,
    reason: 'qr_expired',
    arrivedAt: later,
    now: later,
    ...overrides,
  });
  const returned = (overrides: Partial<OrderPaymentReturned['data']> = {}): OrderEvent => ({
    type: 'OrderPaymentReturned',
    data: {
      orderId,
      paymentId: 'pi_qr_late',
      refundId: 're_late',
      amountSatang: 2_100_000,
      method: 'promptpay',
      reason: 'qr_expired',
      arrivedAt: later,
      returnedAt: later,
      ...overrides,
    },
  });
  const cancelled: OrderEvent = {
    type: 'OrderCancelled',
    data: {
      orderId,
      cancelledBy: { role: 'customer', userId: null },
      reason: null,
      fromStatus: 'pending',
      refundDueSatang: 0,
      cancelledAt: paidAt,
    },
  };

  it('records it on an unpaid, a cancelled or a paid order alike', () => {
    spec.given(historyTo.pending).when(returnPayment()).then([returned()]);
    spec
      .given([...historyTo.pending, cancelled])
      .when(returnPayment({ reason: 'order_cancelled' }))
      .then([returned({ reason: 'order_cancelled' })]);
    spec
      .given(historyTo.delivered)
      .when(returnPayment({ reason: 'already_paid', amountSatang: 1 }))
      .then([returned({ reason: 'already_paid', amountSatang: 1 })]);
  });
  it('records each payment once (a replayed webhook), and another payment again', () => {
    spec
      .given([...historyTo.pending, returned()])
      .when(returnPayment({ refundId: 're_other' }))
      .thenNothingHappened();
    spec
      .given([...historyTo.pending, returned()])
      .when(returnPayment({ paymentId: 'pi_qr_second', refundId: 're_second' }))
      .then([returned({ paymentId: 'pi_qr_second', refundId: 're_second' })]);
  });
  it("leaves the order's own payment, refunds and status as they were", () => {
    const before = historyTo.confirmed.reduce(orderDecider.evolve, orderDecider.initialState());
    const after = orderDecider.evolve(before, returned({ reason: 'already_paid' }));
    expect(after).toEqual({ ...before, returnedPaymentIds: ['pi_qr_late'] });
    expect(orderDecider.evolve(orderDecider.initialState(), returned())).toEqual({ status: 'none' });
  });
  it('answers 404 for an unknown order', () =>
    spec
      .given([])
      .when(returnPayment())
      .thenThrows(NotFound, (e) => expect(e.code).toBe('order_not_found')));
});

describe('order decider: shipping with a carrier', () => {
  const ship = (shipment?: Record<string, unknown>) =>
    spec.given(historyTo.crafting).when({ type: 'AdvanceStatus', orderId, to: 'shipped', now: later, shipment });
  const correct = (shipment: Record<string, unknown>) => ({
    type: 'CorrectTracking' as const,
    orderId,
    shipment,
    now: '2026-03-01T11:00:00.000Z',
  });
  const corrected = (data: Partial<Extract<OrderEvent, { type: 'TrackingNumberCorrected' }>['data']>): OrderEvent => ({
    type: 'TrackingNumberCorrected',
    data: {
      orderId,
      carrier: 'jt',
      trackingNumber: '820012345678',
      trackingUrl: 'https://www.jtexpress.co.th/service/track?billcode=820012345678',
      previousTrackingNumber: 'EX123456785TH',
      correctedAt: '2026-03-01T11:00:00.000Z',
      ...data,
    },
  });

  it('records the normalized number and the tracking page in the shipped event', () => ship(ems).then([shipped]));

  it('records the tracking page staff gave for another carrier', () =>
    ship({ carrier: 'other', trackingNumber: 'abc-123', trackingUrl: 'https://parcel.example/t/ABC123' }).then([
      {
        type: 'OrderShipped',
        data: {
          orderId,
          shippedAt: later,
          carrier: 'other',
          trackingNumber: 'ABC123',
          trackingUrl: 'https://parcel.example/t/ABC123',
        },
      },
    ]));

  it.each([
    ['no carrier at all', undefined, { carrier: [expect.stringContaining('Carrier must be one of')] }],
    ['no number', { carrier: 'kerry' }, { trackingNumber: ['Tracking number is required'] }],
    [
      'a wrong check digit',
      { carrier: 'thailand_post_ems', trackingNumber: 'EX123456784TH' },
      { trackingNumber: [expect.stringContaining('wrong check digit')] },
    ],
    [
      'another carrier without its page',
      { carrier: 'other', trackingNumber: 'ABC123' },
      { trackingUrl: ['Tracking page URL is required for another carrier'] },
    ],
  ])('refuses to ship with %s (422, per field)', (_why, shipment, details) =>
    ship(shipment).thenThrows(DomainError, (e) => {
      expect(e.code).toBe('validation_failed');
      expect(e.status).toBe(422);
      expect(e.details).toEqual(details);
    }),
  );

  it('a correction records the new number and the one it replaces', () =>
    spec
      .given(historyTo.shipped)
      .when(correct({ carrier: 'jt', trackingNumber: '8200 1234 5678' }))
      .then([corrected({})]));

  it('a cancelled order takes no correction (409), the same correction its uncancelled twin takes above', () => {
    const cancelledAt = '2026-03-01T10:30:00.000Z';
    const cancelledEvent: OrderEvent = {
      type: 'OrderCancelled',
      data: {
        orderId,
        cancelledBy: { role: 'staff', userId: '5d1f0c2b-8a7e-4c6d-9b3a-2e1f0d9c8b7a' },
        reason: 'parcel returned',
        fromStatus: 'shipped',
        refundDueSatang: 0,
        cancelledAt,
      },
    };
    spec
      .given([...historyTo.shipped, cancelledEvent])
      .when(correct({ carrier: 'jt', trackingNumber: '8200 1234 5678' }))
      .thenThrows(DomainError, (e) => {
        expect(e.code).toBe('invalid_status_transition');
        expect(e.details).toEqual({ from: 'shipped', to: 'shipped', allowed: null, cancelledAt });
      });
  });

  it('the same shipment again changes nothing; a correction of a correction replaces the corrected number', () => {
    spec.given(historyTo.shipped).when(correct(ems)).thenNothingHappened();
    spec
      .given([...historyTo.shipped, corrected({})])
      .when(correct({ carrier: 'jt', trackingNumber: '820012345678' }))
      .thenNothingHappened();
    spec
      .given([...historyTo.shipped, corrected({})])
      .when(correct(ems))
      .then([corrected({ ...emsShipment, previousTrackingNumber: '820012345678' })]);
  });

  it('another carrier with the same number, or another page for the same number, is a correction', () => {
    spec
      .given(historyTo.shipped)
      .when(correct({ carrier: 'other', trackingNumber: 'EX123456785TH', trackingUrl: 'https://parcel.example/t' }))
      .then([
        corrected({
          carrier: 'other',
          trackingNumber: 'EX123456785TH',
          trackingUrl: 'https://parcel.example/t',
          previousTrackingNumber: 'EX123456785TH',
        }),
      ]);
    const viaOther = corrected({ carrier: 'other', trackingNumber: 'ABC123', trackingUrl: 'https://parcel.example/a' });
    spec
      .given([...historyTo.shipped, viaOther])
      .when(correct({ carrier: 'other', trackingNumber: 'ABC123', trackingUrl: 'https://parcel.example/b' }))
      .then([
        corrected({
          carrier: 'other',
          trackingNumber: 'ABC123',
          trackingUrl: 'https://parcel.example/b',
          previousTrackingNumber: 'ABC123',
        }),
      ]);
  });

  it("another number on another carrier's same tracking page is a correction", () => {
    const viaOther = corrected({ carrier: 'other', trackingNumber: 'ABC123', trackingUrl: 'https://parcel.example/a' });
    spec
      .given([...historyTo.shipped, viaOther])
      .when(correct({ carrier: 'other', trackingNumber: 'ABC124', trackingUrl: 'https://parcel.example/a' }))
      .then([
        corrected({
          carrier: 'other',
          trackingNumber: 'ABC124',
          trackingUrl: 'https://parcel.example/a',
          previousTrackingNumber: 'ABC123',
        }),
      ]);
  });

  it('an order shipped before carriers gets its first number by a correction', () =>
    spec
      .given([placedEvent(), paid, confirmed, crafting, legacyShipped])
      .when(correct({ carrier: 'jt', trackingNumber: '820012345678' }))
      .then([corrected({ previousTrackingNumber: null })]));

  it('refuses a bad corrected number and a correction of an order that is not shipped', () => {
    spec
      .given(historyTo.shipped)
      .when(correct({ carrier: 'jt', trackingNumber: '82001234' }))
      .thenThrows(DomainError, (e) =>
        expect(e.details).toEqual({ trackingNumber: ['J&T Express numbers are 12 digits'] }),
      );
    for (const status of ['crafting', 'delivered'] as const)
      spec
        .given(historyTo[status])
        .when(correct(ems))
        .thenThrows(DomainError, (e) => {
          expect(e.code).toBe('invalid_status_transition');
          expect(e.status).toBe(409);
          expect(e.message).toBe('Only a shipped order can have its tracking number corrected.');
          expect(e.details).toEqual({ from: status, to: 'shipped', allowed: null });
        });
    spec.given([]).when(correct(ems)).thenThrows(NotFound);
  });

  it('the order knows its shipment once shipped, and none for a legacy shipped event', () => {
    const fold = (events: OrderEvent[]) => events.reduce(orderDecider.evolve, orderDecider.initialState());
    expect(fold(historyTo.crafting)).toMatchObject({ shipment: null });
    expect(fold(historyTo.shipped)).toMatchObject({ status: 'shipped', shipment: emsShipment });
    expect(fold([...historyTo.crafting, legacyShipped])).toMatchObject({ status: 'shipped', shipment: null });
    const partly = (data: object): OrderEvent => ({
      type: 'OrderShipped',
      data: { orderId, shippedAt: later, ...data },
    });
    expect(fold([...historyTo.crafting, partly({ carrier: 'jt' })])).toMatchObject({ shipment: null });
    expect(fold([...historyTo.crafting, partly({ trackingNumber: '820012345678' })])).toMatchObject({ shipment: null });
    expect(fold([...historyTo.crafting, partly({ carrier: 'jt', trackingNumber: '820012345678' })])).toMatchObject({
      shipment: { carrier: 'jt', trackingNumber: '820012345678', trackingUrl: '' },
    });
    expect(fold([...historyTo.shipped, corrected({})])).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'jt', trackingNumber: '820012345678' },
    });
  });
});

describe('order decider: collecting at the performance centre', () => {
  const pickupCode = '7KQ4MZ2P';
  const readyAt = '2026-03-01T12:00:00.000Z';
  // A quarter second past the half minute: the seconds to spare round down (-3630.25 s is -3631).
  const handedAt = '2026-03-02T09:05:30.250Z';
  const placedForPickup = placedEvent({ fulfilment: 'pickup' });
  const ready: OrderEvent = { type: 'OrderReadyForPickup', data: { orderId, pickupCode, readyAt } };
  const craftingPickup = [placedForPickup, paid, confirmed, crafting];
  const readyPickup = [...craftingPickup, ready];
  const markReady = (code = pickupCode) => ({
    type: 'MarkReadyForPickup' as const,
    orderId,
    pickupCode: code,
    now: readyAt,
  });
  const handOver = (code = pickupCode) => ({
    type: 'HandOverPickup' as const,
    orderId,
    pickupCode: code,
    now: handedAt,
  });
  const invalid = (message: string) => (e: DomainError) => {
    expect(e.code).toBe('invalid_status_transition');
    expect(e.status).toBe(409);
    expect(e.message).toBe(message);
  };
  /** The status call has no move for a pickup order (not "allowed: shipped" beside "ready to collect instead"). */
  const notByStatus = (message: string) => (e: DomainError) => {
    invalid(message)(e);
    expect(e.details).toMatchObject({ allowed: null });
  };

  it('puts a crafted pickup order on the counter with the code the handler drew', () =>
    spec.given(craftingPickup).when(markReady()).then([ready]));

  it('a second "ready" keeps the first code (nothing new is issued)', () =>
    spec.given(readyPickup).when(markReady('ZZZZ2222')).thenNothingHappened());

  it('refuses "ready" before crafting (409)', () =>
    spec
      .given([placedForPickup, paid, confirmed])
      .when(markReady())
      .thenThrows(DomainError, invalid('An order cannot move from confirmed to shipped.')));

  it('refuses "ready" for an order shipped to its address (409)', () =>
    spec
      .given(historyTo.crafting)
      .when(markReady())
      .thenThrows(DomainError, (e) => {
        invalid('This order is shipped to its address, not collected.')(e);
        expect(e.details).toMatchObject({ from: 'crafting', to: 'shipped' });
      }));

  it('refuses "ready" for a cancelled pickup order (409)', () =>
    spec
      .given([
        ...craftingPickup,
        {
          type: 'OrderCancelled',
          data: {
            orderId,
            cancelledBy: { role: 'staff', userId: null },
            reason: 'x',
            fromStatus: 'crafting',
            refundDueSatang: 0,
            cancelledAt: later,
          },
        },
      ])
      .when(markReady())
      .thenThrows(DomainError, (e) => {
        invalid('The order is cancelled.')(e);
        expect(e.details).toMatchObject({ to: 'shipped', cancelledAt: later });
      }));

  it('a pickup order is not shipped, nor marked delivered by hand (409, saying which way it goes)', () => {
    spec
      .given(craftingPickup)
      .when({ type: 'AdvanceStatus', orderId, to: 'shipped', now: later, shipment: ems })
      .thenThrows(
        DomainError,
        notByStatus('This order is collected at the performance centre: mark it ready to collect instead.'),
      );
    spec
      .given(readyPickup)
      .when({ type: 'AdvanceStatus', orderId, to: 'delivered', now: later })
      .thenThrows(
        DomainError,
        notByStatus('This order is collected at the performance centre: hand it over with its pickup code.'),
      );
  });

  it('still lets staff start crafting a pickup order', () =>
    spec
      .given([placedForPickup, paid, confirmed])
      .when({ type: 'AdvanceStatus', orderId, to: 'crafting', now: later })
      .then([crafting]));

  it('hands over with the right code: delivered, confirmed by the code, against the deadline (late by 60.5 min)', () =>
    spec
      .given(readyPickup)
      .when(handOver())
      .then([
        {
          type: 'OrderDelivered',
          data: {
            orderId,
            deliveredAt: handedAt,
            confirmedBy: 'pickup_code',
            deliveryDeadline: '2026-03-02T08:05:00.000Z',
            secondsToSpare: -3631,
          },
        },
      ]));

  it('refuses a used code (409 pickup_code_used): a code works once', () =>
    spec
      .given([...readyPickup, { type: 'OrderDelivered', data: { orderId, deliveredAt: handedAt } }])
      .when(handOver())
      .thenThrows(DomainError, (e) => {
        expect(e.code).toBe('pickup_code_used');
        expect(e.status).toBe(409);
      }));

  it.each([
    ['another code', readyPickup, 'ZZZZ2222'],
    ['any code before one was issued', craftingPickup, pickupCode],
  ])('refuses %s (404 pickup_code_invalid)', (_why, given, code) =>
    spec
      .given(given)
      .when(handOver(code))
      .thenThrows(DomainError, (e) => {
        expect(e.code).toBe('pickup_code_invalid');
        expect(e.status).toBe(404);
      }),
  );

  it('refuses to hand over a cancelled order even with its code (409)', () =>
    spec
      .given([
        ...readyPickup,
        {
          type: 'OrderCancelled',
          data: {
            orderId,
            cancelledBy: { role: 'staff', userId: null },
            reason: 'x',
            fromStatus: 'shipped',
            refundDueSatang: 0,
            cancelledAt: later,
          },
        },
      ])
      .when(handOver())
      .thenThrows(DomainError, (e) => {
        invalid('The order is cancelled.')(e);
        expect(e.details).toMatchObject({ to: 'delivered', cancelledAt: later });
      }));

  it('a kiosk order placed before fulfilment was recorded ships as before', () =>
    spec
      .given([placedEvent({ channel: 'kiosk' }), paid, confirmed, crafting])
      .when({ type: 'AdvanceStatus', orderId, to: 'shipped', now: later, shipment: ems })
      .then([shipped]));

  it('checking out again for pickup turns a shipping order into a pickup one', () =>
    spec
      .given([
        placedEvent(),
        {
          type: 'OrderDetailsChanged',
          data: {
            orderId,
            userId: null,
            sessionId: 'sess_abc123def',
            personal: sealedDetails,
            lines: placeCommand().lines,
            totalSatang: 2_100_000,
            paymentIntentId: 'pi_test_2',
            previousPaymentIntentId: 'pi_test_1',
            fingerprint: 'fp-2',
            saveForFuture: false,
            fulfilment: 'pickup',
            changedAt: placedAt,
          },
        },
        { ...paid, data: { ...(paid.data as object), paymentId: 'pi_test_2' } } as OrderEvent,
        confirmed,
        crafting,
      ])
      .when(markReady())
      .then([ready]));
});

describe('order decider: the carrier confirms delivery', () => {
  const confirm = (overrides: Partial<{ trackingNumber: string; deliveredAt: string; now: string }> = {}) => ({
    type: 'ConfirmCarrierDelivery' as const,
    orderId,
    trackingNumber: 'EX123456785TH',
    carrierEventId: 'evt_1',
    deliveredAt: '2026-03-02T07:00:00.000Z',
    now: '2026-03-02T07:00:05.000Z',
    ...overrides,
  });

  it("marks a shipped order delivered at the carrier's time, with its event id and 65 minutes to spare", () =>
    spec
      .given(historyTo.shipped)
      .when(confirm())
      .then([
        {
          type: 'OrderDelivered',
          data: {
            orderId,
            deliveredAt: '2026-03-02T07:00:00.000Z',
            confirmedBy: 'carrier_webhook',
            deliveryDeadline: '2026-03-02T08:05:00.000Z',
            secondsToSpare: 3900,
            carrierEventId: 'evt_1',
          },
        },
      ]));

  it('takes no delivery time later than its own clock (a carrier clock running ahead)', () =>
    spec
      .given(historyTo.shipped)
      .when(confirm({ deliveredAt: '2026-03-02T09:00:00.000Z' }))
      .then([
        {
          type: 'OrderDelivered',
          data: {
            orderId,
            deliveredAt: '2026-03-02T07:00:05.000Z',
            confirmedBy: 'carrier_webhook',
            deliveryDeadline: '2026-03-02T08:05:00.000Z',
            secondsToSpare: 3895,
            carrierEventId: 'evt_1',
          },
        },
      ]));

  it('an order already delivered (by staff, or an earlier event) changes nothing', () =>
    spec.given(historyTo.delivered).when(confirm()).thenNothingHappened());

  it("refuses another parcel's number (422 on trackingNumber)", () =>
    spec
      .given(historyTo.shipped)
      .when(confirm({ trackingNumber: 'EX000000000TH' }))
      .thenThrows(DomainError, (e) => {
        expect(e.code).toBe('validation_failed');
        expect(e.message).toBe('The tracking number does not match the order.');
        expect(e.details).toEqual({ trackingNumber: ['This is not the tracking number the order was shipped with'] });
      }));

  it('refuses an order not yet shipped (409)', () =>
    spec
      .given(historyTo.crafting)
      .when(confirm())
      .thenThrows(DomainError, (e) => {
        expect(e.code).toBe('invalid_status_transition');
        expect(e.message).toBe('Only a shipped order can be delivered by its carrier.');
        expect(e.details).toMatchObject({ from: 'crafting', to: 'delivered' });
      }));

  it('refuses a cancelled shipped order (409), as its uncancelled twin above is delivered', () =>
    spec
      .given([
        ...historyTo.shipped,
        {
          type: 'OrderCancelled',
          data: {
            orderId,
            cancelledBy: { role: 'staff', userId: null },
            reason: 'returned',
            fromStatus: 'shipped',
            refundDueSatang: 0,
            cancelledAt: later,
          },
        },
      ])
      .when(confirm())
      .thenThrows(DomainError, (e) => {
        expect(e.message).toBe('The order is cancelled.');
        expect(e.details).toMatchObject({ to: 'delivered' });
      }));

  it('refuses a pickup order on the counter (409): only the code hands it over', () =>
    spec
      .given([
        placedEvent({ fulfilment: 'pickup' }),
        paid,
        confirmed,
        crafting,
        { type: 'OrderReadyForPickup', data: { orderId, pickupCode: '7KQ4MZ2P', readyAt: later } },
      ])
      .when(confirm())
      .thenThrows(DomainError, (e) => expect(e.code).toBe('invalid_status_transition')));

  it('refuses an order shipped before carriers: it has no number to match (422)', () =>
    spec
      .given([...historyTo.crafting, legacyShipped])
      .when(confirm())
      .thenThrows(DomainError, (e) => expect(e.code).toBe('validation_failed')));

  it('refuses an unknown order (404)', () => spec.given([]).when(confirm()).thenThrows(NotFound));
});

describe('order decider: deliveries without a deadline on record', () => {
  it('records how, but no deadline figures, for an order that never had a deadline (legacy log)', () => {
    const events = decide(
      { type: 'AdvanceStatus', orderId, to: 'delivered', now: later },
      [placedEvent(), crafting, shipped].reduce(evolve, initialState()),
    );
    expect(events).toEqual([{ type: 'OrderDelivered', data: { orderId, deliveredAt: later, confirmedBy: 'staff' } }]);
    expect(Object.keys(events[0]!.data).sort()).toEqual(['confirmedBy', 'deliveredAt', 'orderId']);
  });

  it('names the carrier event only on a carrier delivery', () => {
    const events = decide(
      { type: 'AdvanceStatus', orderId, to: 'delivered', now: later },
      historyTo.shipped.reduce(evolve, initialState()),
    );
    expect(Object.keys(events[0]!.data)).not.toContain('carrierEventId');
  });
});

describe('order decider: recalling a step', () => {
  const staffId = '5d1f0c2b-8a7e-4c6d-9b3a-2e1f0d9c8b7a';
  const WINDOW = 30 * 60;
  const tenMinutesLater = '2026-03-01T10:10:00.000Z';
  const recall = (overrides: Partial<RecallStep> = {}): RecallStep => ({
    type: 'RecallStep',
    orderId,
    reason: 'Pressed on the wrong card',
    recalledBy: staffId,
    now: tenMinutesLater,
    windowSeconds: WINDOW,
    ...overrides,
  });
  const recalled = (fromStatus: OrderStatus, toStatus: OrderStatus, recalledAt = tenMinutesLater): OrderEvent => ({
    type: 'OrderStepRecalled',
    data: {
      orderId,
      fromStatus,
      toStatus,
      reason: 'Pressed on the wrong card',
      recalledBy: staffId,
      deliveryDeadline: '2026-03-02T08:05:00.000Z',
      recalledAt,
    },
  });
  const refused = (message: string, details?: Record<string, unknown>) => (e: DomainError) => {
    expect(e.code).toBe('invalid_status_transition');
    expect(e.status).toBe(409);
    expect(e.message).toBe(message);
    if (details) expect(e.details).toEqual(details);
  };

  it.each([
    ['crafting', 'confirmed'],
    ['shipped', 'crafting'],
    ['delivered', 'shipped'],
  ] as const)('steps a %s order back to %s, keeping its deadline', (from, to) =>
    spec
      .given(historyTo[from])
      .when(recall())
      .then([recalled(from, to)]),
  );

  it('trims the reason it records', () =>
    spec
      .given(historyTo.shipped)
      .when(recall({ reason: '  Pressed on the wrong card \n' }))
      .then([recalled('shipped', 'crafting')]));

  it('still recalls at the last moment of the window, with the status staff saw', () =>
    spec
      .given(historyTo.shipped)
      .when(recall({ now: '2026-03-01T10:30:00.000Z', expectedStatus: 'shipped' }))
      .then([recalled('shipped', 'crafting', '2026-03-01T10:30:00.000Z')]));

  it('refuses once the window has closed (409), saying until when it was open', () =>
    spec
      .given(historyTo.shipped)
      .when(recall({ now: '2026-03-01T10:30:00.001Z' }))
      .thenThrows(
        DomainError,
        refused('The recall window of this step has closed.', {
          from: 'shipped',
          to: 'crafting',
          allowed: null,
          recallableUntil: '2026-03-01T10:30:00.000Z',
        }),
      ));

  it('counts the window from the step itself, not from the order', () =>
    spec
      .given([
        ...historyTo.crafting,
        { type: 'OrderShipped', data: { orderId, shippedAt: '2026-03-01T10:25:00.000Z' } },
      ])
      .when(recall({ now: '2026-03-01T10:50:00.000Z' }))
      .then([recalled('shipped', 'crafting', '2026-03-01T10:50:00.000Z')]));

  it.each(['pending', 'confirmed'] as const)('refuses a %s order: it has no step to recall (409)', (status) =>
    spec
      .given(historyTo[status])
      .when(recall())
      .thenThrows(
        DomainError,
        refused(`There is no step of this ${status} order to recall.`, { from: status, to: null, allowed: null }),
      ),
  );

  it('recalls only the last step, once: a second recall is refused (409)', () =>
    spec
      .given([...historyTo.shipped, recalled('shipped', 'crafting')])
      .when(recall())
      .thenThrows(DomainError, refused('There is no step of this crafting order to recall.')));

  it('recalls the step taken again after a recall', () =>
    spec
      .given([...historyTo.shipped, recalled('shipped', 'crafting'), shipped])
      .when(recall())
      .then([recalled('shipped', 'crafting')]));

  it('refuses when the order moved on from the status staff saw (409): the recall would undo another step', () =>
    spec
      .given(historyTo.delivered)
      .when(recall({ expectedStatus: 'shipped' }))
      .thenThrows(
        DomainError,
        refused('The order moved on since: reload it before recalling a step.', {
          from: 'delivered',
          to: 'shipped',
          allowed: null,
          expectedStatus: 'shipped',
        }),
      ));

  it.each([null, '', '   '])('refuses a recall without a reason (%p): 422 on the reason field', (reason) =>
    spec
      .given(historyTo.shipped)
      .when(recall({ reason }))
      .thenThrows(DomainError, (e) => {
        expect(e.code).toBe('validation_failed');
        expect(e.details).toEqual({ reason: ['Give a reason to recall a step'] });
      }),
  );

  it('refuses a cancelled order (409)', () =>
    spec
      .given([
        ...historyTo.crafting,
        {
          type: 'OrderCancelled',
          data: {
            orderId,
            cancelledBy: { role: 'staff', userId: staffId },
            reason: 'out of stock',
            fromStatus: 'crafting',
            refundDueSatang: 2_100_000,
            cancelledAt: tenMinutesLater,
          },
        },
      ])
      .when(recall())
      .thenThrows(DomainError, refused('The order is cancelled.')));

  it('refuses an unknown order (404)', () => spec.given([]).when(recall()).thenThrows(NotFound));

  it('a recalled shipment is gone: shipping again asks for the carrier, and takes a new number', () =>
    spec
      .given([...historyTo.shipped, recalled('shipped', 'crafting')])
      .when({ type: 'CorrectTracking', orderId, shipment: ems, now: later })
      .thenThrows(DomainError, refused('Only a shipped order can have its tracking number corrected.')));

  it('a recalled delivery keeps its shipment: the same number again changes nothing', () =>
    spec
      .given([...historyTo.delivered, recalled('delivered', 'shipped')])
      .when({ type: 'CorrectTracking', orderId, shipment: ems, now: later })
      .thenNothingHappened());

  it('after a recalled delivery the order can miss its deadline again', () =>
    spec
      .given([...historyTo.delivered, recalled('delivered', 'shipped')])
      .when({ type: 'RecordDeadlineMissed', orderId, now: '2026-03-02T08:05:00.000Z' })
      .then([
        {
          type: 'CraftingDeadlineMissed',
          data: { orderId, deliveryDeadline: '2026-03-02T08:05:00.000Z', missedAt: '2026-03-02T08:05:00.000Z' },
        },
      ]));

  it('a recalled order moves forward again from where it went back to', () =>
    spec
      .given([...historyTo.crafting, recalled('crafting', 'confirmed')])
      .when({ type: 'AdvanceStatus', orderId, to: 'crafting', now: later })
      .then([crafting]));
});

describe('order decider: recalling a pickup or a confirmed delivery', () => {
  const staffId = '5d1f0c2b-8a7e-4c6d-9b3a-2e1f0d9c8b7a';
  const pickupCode = '7KQ4MZ2P';
  const readyAt = '2026-03-01T12:00:00.000Z';
  const tenMinutesOn = '2026-03-01T12:10:00.000Z';
  const ready: OrderEvent = { type: 'OrderReadyForPickup', data: { orderId, pickupCode, readyAt } };
  const readyPickup = [placedEvent({ fulfilment: 'pickup' }), paid, confirmed, crafting, ready];
  const handedOver: OrderEvent = {
    type: 'OrderDelivered',
    data: { orderId, deliveredAt: readyAt, confirmedBy: 'pickup_code' },
  };
  const recall = (now = tenMinutesOn): RecallStep => ({
    type: 'RecallStep',
    orderId,
    reason: 'Pressed on the wrong card',
    recalledBy: staffId,
    now,
    windowSeconds: 30 * 60,
  });
  const recalled = (fromStatus: OrderStatus, toStatus: OrderStatus, recalledAt = tenMinutesOn): OrderEvent => ({
    type: 'OrderStepRecalled',
    data: {
      orderId,
      fromStatus,
      toStatus,
      reason: 'Pressed on the wrong card',
      recalledBy: staffId,
      deliveryDeadline: '2026-03-02T08:05:00.000Z',
      recalledAt,
    },
  });

  it('takes "ready to collect" back to crafting, counting the window from when it was put on the counter', () =>
    spec
      .given(readyPickup)
      .when(recall())
      .then([recalled('shipped', 'crafting')]));

  it('refuses the recall of "ready to collect" once its window has closed (409)', () =>
    spec
      .given(readyPickup)
      .when(recall('2026-03-01T12:30:00.001Z'))
      .thenThrows(DomainError, (e) => expect(e.message).toBe('The recall window of this step has closed.')));

  it('a recalled "ready to collect" takes its code back: the old code is refused at the counter', () =>
    spec
      .given([...readyPickup, recalled('shipped', 'crafting')])
      .when({ type: 'HandOverPickup', orderId, pickupCode, now: later })
      .thenThrows(DomainError, (e) => expect(e.code).toBe('pickup_code_invalid')));

  it('a recalled "ready to collect" can be made ready again, with a new code', () =>
    spec
      .given([...readyPickup, recalled('shipped', 'crafting')])
      .when({ type: 'MarkReadyForPickup', orderId, pickupCode: 'NEWC0DE2', now: later })
      .then([{ type: 'OrderReadyForPickup', data: { orderId, pickupCode: 'NEWC0DE2', readyAt: later } }]));

  it('a recalled handover is ready to collect again, and the same code hands it over', () =>
    spec
      .given([...readyPickup, handedOver, recalled('delivered', 'shipped')])
      .when({ type: 'HandOverPickup', orderId, pickupCode, now: tenMinutesOn })
      .then([
        {
          type: 'OrderDelivered',
          data: {
            orderId,
            deliveredAt: tenMinutesOn,
            confirmedBy: 'pickup_code',
            deliveryDeadline: '2026-03-02T08:05:00.000Z',
            secondsToSpare: 71_700,
          },
        },
      ]));

  it("recalls a carrier's delivery; the carrier's next word delivers it again", () => {
    const carrierDelivered: OrderEvent = {
      type: 'OrderDelivered',
      data: { orderId, deliveredAt: readyAt, confirmedBy: 'carrier_webhook', carrierEventId: 'evt_1' },
    };
    spec
      .given([...historyTo.shipped, carrierDelivered])
      .when(recall())
      .then([recalled('delivered', 'shipped')]);
    spec
      .given([...historyTo.shipped, carrierDelivered, recalled('delivered', 'shipped')])
      .when({
        type: 'ConfirmCarrierDelivery',
        orderId,
        trackingNumber: 'EX123456785TH',
        carrierEventId: 'evt_2',
        deliveredAt: tenMinutesOn,
        now: tenMinutesOn,
      })
      .then([
        {
          type: 'OrderDelivered',
          data: {
            orderId,
            deliveredAt: tenMinutesOn,
            confirmedBy: 'carrier_webhook',
            deliveryDeadline: '2026-03-02T08:05:00.000Z',
            secondsToSpare: 71_700,
            carrierEventId: 'evt_2',
          },
        },
      ]);
  });
});

describe('order decider: remakes', () => {
  const staffId = '5d1f0c2b-8a7e-4c6d-9b3a-2e1f0d9c8b7a';
  const remakeOrderId = '7a3e2f1c-4b5d-5e6f-8a9b-0c1d2e3f4a5b';
  const lineId = '6f1c2a9e-1111-4a7b-8c9d-0e1f2a3b4c5d';
  const correctedId = '9e8d7c6b-2222-4a7b-8c9d-0e1f2a3b4c5d';
  const openedAt = '2026-03-03T09:00:00.000Z';
  const open = (overrides: Partial<OpenRemake> = {}): OpenRemake => ({
    type: 'OpenRemake',
    orderId,
    remakeOrderId,
    reason: 'wrong_engraving',
    note: '  Engraved "SOMCHIA" instead of "SOMCHAI" ',
    lines: null,
    openedBy: staffId,
    now: openedAt,
    ...overrides,
  });
  const opened = (
    lines: RemakeLine[] = [
      { configurationId: lineId, quantity: 2, correctedConfigurationId: null, modelName: 'Melody C' },
    ],
  ) =>
    ({
      type: 'OrderRemakeOpened',
      data: {
        orderId,
        remakeOrderId,
        reason: 'wrong_engraving',
        note: 'Engraved "SOMCHIA" instead of "SOMCHAI"',
        lines,
        openedBy: staffId,
        openedAt,
      },
    }) as const satisfies OrderEvent;

  it.each(['shipped', 'delivered'] as const)('opens a remake of a %s order, every line as it was', (status) =>
    spec.given(historyTo[status]).when(open()).then([opened()]),
  );

  it('makes again only the lines chosen, as many as asked, with a corrected design of the same model', () =>
    spec
      .given(historyTo.delivered)
      .when(
        open({
          lines: [{ configurationId: lineId, quantity: 1, corrected: { id: correctedId, modelName: 'Melody C' } }],
        }),
      )
      .then([
        opened([
          { configurationId: lineId, quantity: 1, correctedConfigurationId: correctedId, modelName: 'Melody C' },
        ]),
      ]));

  it('records no note when staff wrote only spaces', () =>
    spec
      .given(historyTo.delivered)
      .when(open({ note: '   ' }))
      .then([{ ...opened(), data: { ...opened().data, note: null } }]));

  it('opens the same remake once, whatever the retries', () =>
    spec
      .given([...historyTo.delivered, opened()])
      .when(open())
      .thenNothingHappened());

  it('opens a second remake under another id', () =>
    spec
      .given([...historyTo.delivered, opened()])
      .when(open({ remakeOrderId: '1b2c3d4e-5f60-5718-8a9b-0c1d2e3f4a5b' }))
      .then([{ ...opened(), data: { ...opened().data, remakeOrderId: '1b2c3d4e-5f60-5718-8a9b-0c1d2e3f4a5b' } }]));

  it.each(['pending', 'confirmed', 'crafting'] as const)('refuses to remake a %s order (409)', (status) =>
    spec
      .given(historyTo[status])
      .when(open())
      .thenThrows(DomainError, (e) => {
        expect(e.code).toBe('invalid_status_transition');
        expect(e.message).toBe('Only a shipped or delivered order can be made again.');
        expect(e.details).toEqual({ from: status, to: null, allowed: null });
      }),
  );

  it('refuses to remake a cancelled order', () =>
    spec
      .given([
        ...historyTo.shipped,
        {
          type: 'OrderCancelled',
          data: {
            orderId,
            cancelledBy: { role: 'staff', userId: staffId },
            reason: 'Lost parcel',
            fromStatus: 'shipped',
            refundDueSatang: 2_100_000,
            cancelledAt: later,
          },
        },
      ])
      .when(open())
      .thenThrows(DomainError, (e) => expect(e.message).toBe('The order is cancelled.')));

  it('refuses an unknown order', () => spec.given([]).when(open()).thenThrows(NotFound));

  it.each([
    [
      'a configuration that is not a line',
      { configurationId: correctedId, quantity: 1, corrected: null },
      'lines.0.configurationId',
      'This configuration is not a line of the order',
    ],
    [
      'more than were ordered',
      { configurationId: lineId, quantity: 3, corrected: null },
      'lines.0.quantity',
      'At most 2, as many as were ordered',
    ],
    [
      'a corrected design of another model',
      { configurationId: lineId, quantity: 1, corrected: { id: correctedId, modelName: 'Melody D' } },
      'lines.0.correctedConfigurationId',
      'A remake keeps the model (Melody C); the corrected design is a Melody D',
    ],
  ])('refuses %s (422, naming the line)', (_what, line, field, message) =>
    spec
      .given(historyTo.delivered)
      .when(open({ lines: [line] }))
      .thenThrows(ValidationFailed, (e) => expect(e.details).toEqual({ [field]: [message] })),
  );

  it('refuses the same line twice', () =>
    spec
      .given(historyTo.delivered)
      .when(
        open({
          lines: [
            { configurationId: lineId, quantity: 1, corrected: null },
            { configurationId: lineId, quantity: 1, corrected: null },
          ],
        }),
      )
      .thenThrows(ValidationFailed, (e) =>
        expect(e.details).toEqual({ 'lines.1.configurationId': ['Each line of the order once'] }),
      ));

  describe('placing the remake order', () => {
    const place = (): PlaceRemake => ({
      type: 'PlaceRemake',
      opened: opened([
        { configurationId: lineId, quantity: 1, correctedConfigurationId: correctedId, modelName: 'Melody C' },
      ]).data,
      original: {
        cartId: 'sess_abc123def',
        userId: null,
        sessionId: 'sess_abc123def',
        channel: 'kiosk',
        personal: sealedDetails,
        saveForFuture: false,
        fulfilment: 'pickup',
        language: 'th',
      },
      now: openedAt,
      promiseSeconds: 24 * 3600,
    });
    const remakePlaced: OrderEvent = {
      type: 'OrderPlaced',
      data: {
        orderId: remakeOrderId,
        cartId: 'sess_abc123def',
        userId: null,
        sessionId: 'sess_abc123def',
        channel: 'kiosk',
        personal: sealedDetails,
        saveForFuture: false,
        fulfilment: 'pickup',
        language: 'th',
        lines: [{ configurationId: correctedId, quantity: 1, unitPriceSatang: 0, modelName: 'Melody C' }],
        totalSatang: 0,
        paymentIntentId: null,
        fingerprint: `remake:${orderId}:${remakeOrderId}`,
        remakeOf: { orderId, reason: 'wrong_engraving' },
        placedAt: openedAt,
      },
    };
    const remakeConfirmed: OrderEvent = {
      type: 'OrderConfirmed',
      data: {
        orderId: remakeOrderId,
        confirmedAt: openedAt,
        deliveryDeadline: '2026-03-04T09:00:00.000Z',
        estimatedDelivery: '2026-03-04T09:00:00.000Z',
      },
    };

    it('places it at no charge for the same customer and delivery, confirmed with its own fresh deadline', () =>
      spec.given([]).when(place()).then([remakePlaced, remakeConfirmed]));

    it('places it once: the same opening again changes nothing', () =>
      spec.given([remakePlaced, remakeConfirmed]).when(place()).thenNothingHappened());

    it('refuses an id another order already has', () =>
      spec
        .given(historyTo.pending)
        .when(place())
        .thenThrows(DomainError, (e) => expect(e.code).toBe('conflict')));

    it.each([
      ['a card payment', recordPayment({ amountSatang: 0 })],
      [
        'a payment at the counter',
        { type: 'MarkPaidInStore' as const, orderId, now: later, promiseSeconds: 24 * 3600 },
      ],
    ])('refuses %s: nothing is due', (_what, command) =>
      spec
        .given([remakePlaced, remakeConfirmed])
        .when(command)
        .thenThrows(DomainError, (e) => {
          expect(e.message).toBe('A remake is made at no charge: there is nothing to pay.');
          expect(e.details).toEqual({ from: 'confirmed', to: 'confirmed', allowed: null, remakeOf: orderId });
        }),
    );

    it('has nothing to refund', () =>
      spec
        .given([remakePlaced, remakeConfirmed])
        .when({
          type: 'RecordRefund',
          orderId: remakeOrderId,
          refundId: 're_1',
          amountSatang: 100,
          reason: 'No',
          now: later,
        })
        .thenThrows(DomainError, (e) => expect(e.code).toBe('conflict')));

    it('moves on through the workshop like any order', () =>
      spec
        .given([remakePlaced, remakeConfirmed])
        .when({ type: 'AdvanceStatus', orderId: remakeOrderId, to: 'crafting', now: later })
        .then([{ type: 'CraftingStarted', data: { orderId: remakeOrderId, startedAt: later } }]));
  });

  it("keeps the original's money and status as they were", () => {
    const before = historyTo.delivered.reduce(evolve, initialState());
    const after = evolve(before, opened());
    expect(after).toEqual({ ...before, remakeOrderIds: [remakeOrderId] });
  });
});

describe('addOrderNote (staff notes, internal or for the customer)', () => {
  const noteId = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
  const staffId = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
  const note = (overrides: Partial<AddOrderNote> = {}): AddOrderNote => ({
    type: 'AddOrderNote',
    orderId,
    noteId,
    visibility: 'internal',
    text: '  Customer called: engrave in capitals  ',
    author: staffId,
    now: later,
    ...overrides,
  });
  const added = (overrides: Partial<Extract<OrderEvent, { type: 'OrderNoteAdded' }>['data']> = {}): OrderEvent => ({
    type: 'OrderNoteAdded',
    data: {
      orderId,
      noteId,
      visibility: 'internal',
      text: 'Customer called: engrave in capitals',
      author: staffId,
      addedAt: later,
      ...overrides,
    },
  });
  const cancelled: OrderEvent = {
    type: 'OrderCancelled',
    data: {
      orderId,
      cancelledBy: { role: 'staff', userId: staffId },
      reason: 'Asked by phone',
      fromStatus: 'pending',
      refundDueSatang: 0,
      cancelledAt: paidAt,
    },
  };

  it('records the note trimmed, with its author and time', () =>
    spec.given([placedEvent()]).when(note()).then([added()]));

  it('records a customer-visible note in Thai with emoji on a delivered order', () =>
    spec
      .given(historyTo.delivered)
      .when(note({ visibility: 'customer', text: 'ขอบคุณที่อุดหนุนครับ ⛳🏌️' }))
      .then([added({ visibility: 'customer', text: 'ขอบคุณที่อุดหนุนครับ ⛳🏌️' })]));

  it('notes a cancelled order too', () => spec.given([placedEvent(), cancelled]).when(note()).then([added()]));

  it('takes exactly 1000 characters, counting an emoji as one', () => {
    const text = '⛳'.repeat(1000);
    return spec
      .given([placedEvent()])
      .when(note({ text }))
      .then([added({ text })]);
  });

  it('refuses a blank note', () =>
    spec
      .given([placedEvent()])
      .when(note({ text: ' \n ' }))
      .thenThrows(ValidationFailed, (e) => expect(e.details).toEqual({ text: ['Write the note'] })));

  it('refuses a note longer than 1000 characters', () =>
    spec
      .given([placedEvent()])
      .when(note({ text: 'a'.repeat(1001) }))
      .thenThrows(ValidationFailed));

  it('refuses an unknown order', () => spec.given([]).when(note()).thenThrows(NotFound));

  it('adds nothing for the same note id again, even with other text', () =>
    spec
      .given([placedEvent(), added()])
      .when(note({ text: 'retried' }))
      .thenNothingHappened());

  it('adds a second note with another id', () => {
    const other = '6b5c4d3e-2f1a-4b0c-9d8e-7f6a5b4c3d2e';
    return spec
      .given([placedEvent(), added()])
      .when(note({ noteId: other, visibility: 'customer', text: 'Ready tomorrow' }))
      .then([added({ noteId: other, visibility: 'customer', text: 'Ready tomorrow' })]);
  });
});
