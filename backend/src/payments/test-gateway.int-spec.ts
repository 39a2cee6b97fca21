import type { AnyOrderView, InitOrderResult } from '@sound-putter/contracts';
import { testCustomerDetails } from '../../test/support/customer-details';
import { createTestApp, newSessionId, type TestApp, type TestClient } from '../../test/support/test-app';
import { browser, signInAs, withCookie } from '../../test/support/sign-in';
import { EventStore } from '../infrastructure/event-store/event-store.port';
import { CachingEventStore } from '../infrastructure/event-store/caching-event-store';
import { streams } from '../infrastructure/event-store/stream-names';
import { systemMetadata } from '../../test/support/event-metadata';
import { eventually } from '../../test/support/paid-orders';
import { PaymentGateway, type PaymentIntentInfo } from './payment-gateway.port';
import type { TestGateway } from './test.gateway';

const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const card = (clientSecret: string, cardNumber = SUCCEEDS) => ({
  clientSecret,
  cardNumber,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
});

describe('test gateway confirm: only the order’s own session pays it, once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const place = async (shopper: TestClient): Promise<InitOrderResult> => {
    const { configurationId } = (
      await shopper.post<{ configurationId: string }>('/api/configure-putter', { modelId: 'melody-c' })
    ).body;
    await shopper.post('/api/cart/add', { configurationId });
    const init = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: testCustomerDetails() });
    expect(init.status).toBe(200);
    return init.body;
  };
  const eventsOf = async (orderId: string) =>
    (await t.app.get(EventStore).readStream(streams.order(orderId))).events.map((e) => e.type);
  const paymentStatusSeenBy = async (shopper: TestClient, orderId: string) =>
    (await shopper.get<AnyOrderView>(`/api/orders/${orderId}`)).body.paymentStatus;

  it("gives Stripe's client secret shape: pi_<id>_secret_<secret>, no other underscore", async () => {
    const { clientSecret } = await place(browser(t));
    expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
  });

  it('answers 404 to a stranger holding the secret, with either card, and leaves the order untouched', async () => {
    const owner = browser(t);
    const { orderId, clientSecret } = await place(owner);
    const stranger = browser(t);
    for (const number of [DECLINED, SUCCEEDS]) {
      const res = await stranger.post('/api/payments/test-gateway/confirm', card(clientSecret, number));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 404, code: 'not_found' });
    }
    expect(await eventsOf(orderId)).toEqual(['OrderPlaced']);
    // Staff rights do not make a stranger the payer either.
    const staff = await signInAs(t, 'staff');
    expect((await staff.client.post('/api/payments/test-gateway/confirm', card(clientSecret))).status).toBe(404);

    // Positive control: the owner's decline is recorded, then the owner's good card pays.
    const declined = await owner.post('/api/payments/test-gateway/confirm', card(clientSecret, DECLINED));
    expect(declined.status).toBe(402);
    expect(await eventsOf(orderId)).toEqual(['OrderPlaced', 'OrderPaymentFailed']);
    expect((await owner.post('/api/payments/test-gateway/confirm', card(clientSecret))).status).toBe(200);
    expect(await paymentStatusSeenBy(owner, orderId)).toBe('paid');
  });

  it('pays with a secret that names no order (the shape before secrets began with the order id), never on another claim', async () => {
    const owner = browser(t);
    const first = await place(owner);
    const other = await place(browser(t));
    // Claims are checked against the intent: a secret rewritten to name the owner's order is no intent at all.
    const rewritten = other.clientSecret.replace(/_secret_[0-9a-f]{32}/, `_secret_${first.orderId.replace(/-/g, '')}`);
    expect(rewritten).not.toBe(other.clientSecret);
    expect((await owner.post('/api/payments/test-gateway/confirm', card(rewritten))).status).toBe(404);
    // An intent whose secret has no order id in it (as stored before) is paid by its owner: the intent names the order.
    const legacy = `${first.clientSecret.split('_secret_')[0]}_secret_${'ab'.repeat(12)}`;
    await t.db.pool.query('UPDATE test_gateway_intents SET client_secret = $2 WHERE client_secret = $1', [
      first.clientSecret,
      legacy,
    ]);
    expect((await owner.post('/api/payments/test-gateway/confirm', card(legacy))).status).toBe(200);
    expect(await paymentStatusSeenBy(owner, first.orderId)).toBe('paid');
    expect(await eventsOf(other.orderId)).toEqual(['OrderPlaced']);
  });

  it('lets the signed-in owner pay from another browser session', async () => {
    const customer = await signInAs(t, 'customer');
    const { orderId, clientSecret } = await place(customer.client);
    const sameAccountElsewhere = withCookie(t, customer.token);
    const res = await sameAccountElsewhere.post('/api/payments/test-gateway/confirm', card(clientSecret));
    expect(res.status).toBe(200);
    expect(await paymentStatusSeenBy(customer.client, orderId)).toBe('paid');
  });

  it('answers 409 already_paid to a second confirm, with either card, and records nothing more', async () => {
    const owner = browser(t);
    const { orderId, clientSecret } = await place(owner);
    expect((await owner.post('/api/payments/test-gateway/confirm', card(clientSecret))).status).toBe(200);
    const paidEvents = await eventsOf(orderId);
    for (const number of [SUCCEEDS, DECLINED]) {
      const again = await owner.post('/api/payments/test-gateway/confirm', card(clientSecret, number));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ status: 409, code: 'already_paid' });
    }
    expect(await eventsOf(orderId)).toEqual(paidEvents);
  });

  it('replays one refund to a request with the same key that arrives while the first is being written (as Stripe does)', async () => {
    const owner = browser(t);
    const { orderId, clientSecret } = await place(owner);
    expect((await owner.post('/api/payments/test-gateway/confirm', card(clientSecret))).status).toBe(200);
    const paymentId = clientSecret.split('_secret_')[0];
    const gateway = t.app.get(PaymentGateway);
    const input = { paymentId, orderId, amountSatang: 500, idempotencyKey: `same-${orderId}`, reason: 'goodwill' };
    // The first request's insert, held open: the second one's insert must wait for it.
    const first = await t.db.pool.connect();
    try {
      await first.query('BEGIN');
      await first.query(
        `INSERT INTO test_gateway_refunds (id, idempotency_key, payment_intent_id, amount_satang, reason, status)
         VALUES ('re_first', $1, $2, 500, 'goodwill', 'succeeded')`,
        [input.idempotencyKey, paymentId],
      );
      const second = gateway.refund(input);
      // Positive control: the second request is really waiting on the first one's row before that commits.
      await eventually(async () => {
        const { rows } = await t.db.pool.query(
          `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO test_gateway_refunds%'`,
        );
        if (rows.length === 0) throw new Error('the second refund is not waiting yet');
      }, 10_000);
      await first.query('COMMIT');
      expect(await second).toEqual({ id: 're_first', amountSatang: 500, status: 'succeeded' });
    } finally {
      first.release();
    }
    const { rows } = await t.db.pool.query('SELECT id FROM test_gateway_refunds WHERE idempotency_key = $1', [
      input.idempotencyKey,
    ]);
    expect(rows).toEqual([{ id: 're_first' }]);
    // A refund of a payment that never succeeded is still refused.
    await expect(
      gateway.refund({ ...input, paymentId: 'pi_unknown', idempotencyKey: `other-${orderId}` }),
    ).rejects.toThrow(/no succeeded payment/);
  });

  it("charges nothing and records nothing when another tab's checkout cancelled the intent after it was looked up", async () => {
    const sessionId = newSessionId();
    const [tabA, tabB] = [browser(t, sessionId), browser(t, sessionId)];
    const first = await place(tabA);
    const second = await tabB.post<InitOrderResult>('/api/orders/init', {
      customerDetails: testCustomerDetails({ name: 'Somying Jaidee' }),
    });
    expect(second.body.orderId).toBe(first.orderId);
    const gateway = t.app.get(PaymentGateway) as TestGateway;
    const cancelled = await gateway.findByClientSecret(first.clientSecret);
    expect(cancelled?.status).toBe('canceled');
    // The lookup answers as it would have just before tab B's checkout cancelled the intent.
    const lookup = jest
      .spyOn(gateway, 'findByClientSecret')
      .mockResolvedValueOnce({ ...(cancelled as PaymentIntentInfo), status: 'requires_payment_method' });
    const res = await tabA.post('/api/payments/test-gateway/confirm', card(first.clientSecret));
    expect(lookup).toHaveBeenCalledTimes(1);
    lookup.mockRestore();
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'payment_canceled' });
    expect(await eventsOf(first.orderId)).toEqual(['OrderPlaced', 'OrderDetailsChanged']);
    // Positive control: the current intent pays.
    expect((await tabB.post('/api/payments/test-gateway/confirm', card(second.body.clientSecret))).status).toBe(200);
    expect(await paymentStatusSeenBy(tabB, first.orderId)).toBe('paid');
  });

  describe('the order this process placed, confirmed in one round trip before the record', () => {
    const quickCharges = () => jest.spyOn(t.app.get(PaymentGateway) as TestGateway, 'succeedIfOrderUnchanged');
    const intentStatus = async (clientSecret: string) =>
      (
        await t.db.pool.query<{ status: string }>('SELECT status FROM test_gateway_intents WHERE client_secret = $1', [
          clientSecret,
        ])
      ).rows[0].status;
    afterEach(() => jest.restoreAllMocks());

    it('charges the intent and records the payment', async () => {
      const owner = browser(t);
      const { orderId, clientSecret } = await place(owner);
      const quick = quickCharges();
      expect((await owner.post('/api/payments/test-gateway/confirm', card(clientSecret))).status).toBe(200);
      expect(quick).toHaveBeenCalledTimes(1);
      expect(await quick.mock.results[0].value).toMatchObject({ orderId, status: 'succeeded' });
      expect(await intentStatus(clientSecret)).toBe('succeeded');
      expect(await eventsOf(orderId)).toEqual(['OrderPlaced', 'OrderPaid', 'OrderConfirmed']);
    });

    it('charges nothing when another process recorded a payment after this one placed the order', async () => {
      const owner = browser(t);
      const { orderId, clientSecret } = await place(owner);
      // Paid in the store on another replica (staff took the payment at the counter): this process still remembers
      // the order unpaid, and the intent is still open. Appended under this process's memory of the streams.
      const now = new Date().toISOString();
      await (t.app.get(EventStore) as CachingEventStore).inner.appendToStream(
        streams.order(orderId),
        [
          {
            event: {
              type: 'OrderPaid',
              data: { orderId, paymentId: 'counter-1', amountSatang: 1, method: 'in_store', paidAt: now },
            },
            metadata: systemMetadata(),
          },
        ],
        { expectedVersion: 1 },
      );
      const quick = quickCharges();
      const res = await owner.post('/api/payments/test-gateway/confirm', card(clientSecret));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'already_paid' });
      // The quick path was tried and refused by the order's version check: the card was not charged.
      expect(quick).toHaveBeenCalledTimes(1);
      expect(await quick.mock.results[0].value).toBeNull();
      expect(await intentStatus(clientSecret)).toBe('requires_payment_method');
    });
  });
});
