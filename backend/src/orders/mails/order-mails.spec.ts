import type { OrderEventPayload, OrderPlaced } from '@sound-putter/contracts';
import type { OrderMailLine } from '../../mail';
import { orderMailFactsOf, orderMailFor, orderMailKey, type OrderMailFacts } from './order-mails';

const orderId = '3f0c2d1e-aaaa-bbbb-cccc-1234abcd5678';
const sampleLines: OrderMailLine[] = [
  {
    configurationId: 'c1',
    modelName: 'Melody C',
    quantity: 1,
    unitPriceSatang: 1_450_000,
    options: [{ choice: 'grip', name: 'Brown Leather Wrap', priceSatang: 150_000 }],
    picturePath: '/media/putters/melody-c.jpg',
  },
];
const placed = (over: Partial<OrderPlaced['data']> = {}): OrderEventPayload => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    cartId: 'cart-1',
    userId: null,
    sessionId: 'sess_abc',
    channel: 'web',
    personal: { subjectId: '00000000-0000-4000-8000-000000000001', sealed: 'x' },
    lines: [{ configurationId: 'c1', quantity: 1, unitPriceSatang: 1_450_000, modelName: 'Melody C' }],
    totalSatang: 1_450_000,
    paymentIntentId: 'pi_1',
    fingerprint: 'f',
    saveForFuture: false,
    placedAt: '2026-11-26T08:00:00.000Z',
    ...over,
  },
});
const paid: OrderEventPayload[] = [
  {
    type: 'OrderPaid',
    data: {
      orderId,
      paymentId: 'in_store_x',
      amountSatang: 1_450_000,
      method: 'in_store',
      paidAt: '2026-11-26T08:02:00.000Z',
    },
  },
  {
    type: 'OrderConfirmed',
    data: {
      orderId,
      confirmedAt: '2026-11-26T08:02:00.000Z',
      deliveryDeadline: '2026-11-27T08:02:00.000Z',
      estimatedDelivery: '2026-11-27T08:02:00.000Z',
    },
  },
];
const customer = { email: 'somchai@example.com', name: 'Somchai', userId: null };

describe('order mails from order events', () => {
  it('folds the language, lines, payment and deadline from the stream; no language recorded reads as Thai', () => {
    const facts = orderMailFactsOf([placed(), ...paid]) as OrderMailFacts;
    expect(facts).toMatchObject({
      language: 'th',
      channel: 'web',
      totalSatang: 1_450_000,
      paymentMethod: 'in_store',
      paidAt: '2026-11-26T08:02:00.000Z',
      deliveryDeadline: '2026-11-27T08:02:00.000Z',
    });
    expect(orderMailFactsOf([placed({ language: 'en' })])?.language).toBe('en');
    const changed: OrderEventPayload = {
      type: 'OrderDetailsChanged',
      data: {
        ...(placed().data as OrderPlaced['data']),
        language: 'en',
        previousPaymentIntentId: 'pi_1',
        paymentIntentId: 'pi_2',
        changedAt: '2026-11-26T08:01:00.000Z',
        totalSatang: 99,
      },
    };
    expect(orderMailFactsOf([placed({ language: 'th' }), changed])).toMatchObject({ language: 'en', totalSatang: 99 });
    expect(orderMailFactsOf([])).toBeNull();
  });

  it('sends the receipt on confirmation, with the payment, total and deadline, keyed by order and kind', () => {
    const facts = orderMailFactsOf([placed({ language: 'en' }), ...paid]) as OrderMailFacts;
    const mail = orderMailFor(paid[1], facts, { ...customer, userId: 'u1' }, sampleLines);
    expect(mail).toEqual({
      key: `order:${orderId}:receipt`,
      kind: 'order-receipt',
      to: 'somchai@example.com',
      language: 'en',
      orderId,
      userId: 'u1',
      data: {
        orderId,
        customerName: 'Somchai',
        channel: 'web',
        lines: sampleLines,
        totalSatang: 1_450_000,
        paymentMethod: 'in_store',
        paidAt: '2026-11-26T08:02:00.000Z',
        deliveryDeadline: '2026-11-27T08:02:00.000Z',
      },
    });
  });

  it('maps every milestone to its mail, each with its own key', () => {
    const facts = orderMailFactsOf([placed(), ...paid]) as OrderMailFacts;
    const milestones: OrderEventPayload[] = [
      { type: 'CraftingStarted', data: { orderId, startedAt: '2026-11-26T09:00:00.000Z' } },
      {
        type: 'CraftingDeadlineAtRisk',
        data: { orderId, deliveryDeadline: '2026-11-27T08:02:00.000Z', warnedAt: '2026-11-27T06:02:00.000Z' },
      },
      {
        type: 'CraftingDeadlineMissed',
        data: { orderId, deliveryDeadline: '2026-11-27T08:02:00.000Z', missedAt: '2026-11-27T08:02:05.000Z' },
      },
      { type: 'OrderShipped', data: { orderId, shippedAt: '2026-11-27T10:00:00.000Z' } },
      { type: 'OrderDelivered', data: { orderId, deliveredAt: '2026-11-28T10:00:00.000Z' } },
      {
        type: 'OrderCancelled',
        data: {
          orderId,
          cancelledBy: { role: 'staff', userId: null },
          reason: 'Engraving impossible',
          fromStatus: 'confirmed',
          refundDueSatang: 1_245_000,
          cancelledAt: '2026-11-28T11:00:00.000Z',
        },
      },
    ];
    const mails = milestones.map((event) => orderMailFor(event, facts, customer, sampleLines));
    expect(mails.map((m) => [m?.kind, m?.key])).toEqual([
      ['order-crafting-started', `order:${orderId}:crafting-started`],
      ['order-at-risk', `order:${orderId}:at-risk`],
      ['order-deadline-missed', `order:${orderId}:deadline-missed`],
      ['order-shipped', `order:${orderId}:shipped`],
      ['order-delivered', `order:${orderId}:delivered`],
      ['order-cancelled', `order:${orderId}:cancelled`],
    ]);
    expect(mails[5]?.data).toMatchObject({ reason: 'Engraving impossible', refundSatang: 1_245_000 });
    // The apologies give a new estimate a day past the promise (warning) or the miss.
    expect(mails[1]?.data).toMatchObject({ newEstimate: '2026-11-28T08:02:00.000Z' });
    expect(mails[2]?.data).toMatchObject({ newEstimate: '2026-11-28T08:02:05.000Z' });
    expect(mails.every((m) => m?.language === 'th' && !('userId' in (m ?? {})))).toBe(true);
  });

  it('sends nothing for other events, or to a walk-in without an e-mail, or to an erased customer', () => {
    const facts = orderMailFactsOf([placed(), ...paid]) as OrderMailFacts;
    // Positive control: the same event to a customer with an address sends.
    expect(orderMailFor(paid[1], facts, customer, [])).not.toBeNull();
    expect(orderMailFor(paid[0], facts, customer, [])).toBeNull();
    expect(orderMailFor(placed(), facts, customer, [])).toBeNull();
    expect(orderMailFor(paid[1], facts, { ...customer, email: '' }, [])).toBeNull();
    expect(orderMailFor(paid[1], facts, { ...customer, email: 'erased' }, [])).toBeNull();
  });

  it("the shipped mail names the carrier in the order's language, with the number and the carrier's page", () => {
    const shipped: OrderEventPayload = {
      type: 'OrderShipped',
      data: {
        orderId,
        shippedAt: '2026-11-27T10:00:00.000Z',
        carrier: 'thailand_post_ems',
        trackingNumber: 'EX123456785TH',
        trackingUrl: 'https://track.thailandpost.co.th/?trackNumber=EX123456785TH',
      },
    };
    const inThai = orderMailFactsOf([placed(), ...paid]) as OrderMailFacts;
    expect(orderMailFor(shipped, inThai, customer, sampleLines)?.data).toMatchObject({
      carrier: 'ไปรษณีย์ไทย EMS',
      trackingNumber: 'EX123456785TH',
      carrierTrackingUrl: 'https://track.thailandpost.co.th/?trackNumber=EX123456785TH',
    });
    const inEnglish = orderMailFactsOf([placed({ language: 'en' }), ...paid]) as OrderMailFacts;
    expect(orderMailFor(shipped, inEnglish, customer, sampleLines)?.data).toMatchObject({
      carrier: 'Thailand Post EMS',
    });
    // An order shipped before carriers were recorded: no carrier fields (the mail says the number comes later).
    const legacy: OrderEventPayload = {
      type: 'OrderShipped',
      data: { orderId, shippedAt: '2026-11-27T10:00:00.000Z' },
    };
    expect(orderMailFor(legacy, inThai, customer, sampleLines)?.data).not.toHaveProperty('carrier');
  });

  it('keys are per order and kind', () => {
    expect(orderMailKey('o1', 'order-receipt')).toBe('order:o1:receipt');
    expect(orderMailKey('o1', 'order-at-risk')).not.toBe(orderMailKey('o2', 'order-at-risk'));
  });
});
