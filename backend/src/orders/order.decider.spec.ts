import { type OrderCancelled, type OrderStatus, orderStatuses } from '@sound-putter/contracts';
import { DomainError, NotFound } from '../infrastructure/cqrs/domain-error';
import { deciderSpec } from '../../test/support/decider-spec';
import { type ChangeOrderDetails, type OrderEvent, type PlaceOrder, orderDecider } from './order.decider';

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
const delivered: OrderEvent = { type: 'OrderDelivered', data: { orderId, deliveredAt: later } };

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
