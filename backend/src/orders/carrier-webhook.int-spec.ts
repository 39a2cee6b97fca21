import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, CarrierWebhookResult, OrderView } from '@sound-putter/contracts';
import { EMS_SHIPMENT, orderEvents, placePaidOrder } from '../../test/support/paid-orders';
import { signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { loadConfig } from '../infrastructure/config/app-config';
import { carrierSignature } from './carrier-webhook.controller';

const SECRET = 'carrier-webhook-secret-for-tests-0123456789';

/** POST /api/webhooks/carrier (issue 30, item 3): signed, replay-protected delivery confirmation. */
describe('carrier delivery webhook', () => {
  let t: TestApp;
  let staff: SignedInBrowser;

  beforeAll(async () => {
    t = await createTestApp({ CARRIER_WEBHOOK_SECRET: SECRET });
    staff = await signInAs(t, 'staff');
  });
  afterAll(() => t.close());

  const shippedOrder = async () => {
    const { orderId, shopper } = await placePaidOrder(t);
    for (const status of ['crafting', 'shipped'])
      expect(
        (
          await staff.client.patch(`/api/orders/${orderId}/status`, {
            status,
            ...(status === 'shipped' ? EMS_SHIPMENT : {}),
          })
        ).status,
      ).toBe(200);
    return { orderId, shopper };
  };
  const now = () => String(Math.floor(Date.now() / 1000));
  const event = (orderId: string, overrides: Record<string, unknown> = {}) => ({
    eventId: `evt_${randomUUID()}`,
    type: 'delivered',
    orderId,
    trackingNumber: 'EX123456785TH',
    occurredAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  });
  /** Sends the body exactly as signed (the signature covers the raw bytes). */
  const send = (
    body: object | string,
    { timestamp = now(), secret = SECRET, signature }: { timestamp?: string; secret?: string; signature?: string } = {},
    app: TestApp = t,
  ) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    return app.client().raw({
      method: 'POST',
      url: '/api/webhooks/carrier',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-carrier-timestamp': timestamp,
        'x-carrier-signature': signature ?? carrierSignature(secret, timestamp, raw),
      },
    });
  };
  const deliveredEvents = async (orderId: string) =>
    (await orderEvents(t, orderId)).filter((e) => e.type === 'OrderDelivered');

  it('a signed delivered event marks the shipped order delivered, with the carrier time against the promise', async () => {
    const { orderId, shopper } = await shippedOrder();
    const body = event(orderId);
    const res = await send(body);
    expect(res.status).toBe(200);
    expect(res.body as CarrierWebhookResult).toEqual({ received: true, delivered: true });
    const [delivered] = await deliveredEvents(orderId);
    expect(delivered.data).toMatchObject({
      confirmedBy: 'carrier_webhook',
      carrierEventId: body.eventId,
      deliveredAt: body.occurredAt,
      deliveryDeadline: expect.any(String),
      secondsToSpare: expect.any(Number),
    });
    expect((delivered.data as { secondsToSpare: number }).secondsToSpare).toBeGreaterThan(23 * 3600);
    expect((await shopper.get<OrderView>(`/api/orders/${orderId}`)).body).toMatchObject({
      status: 'delivered',
      deliveredAt: body.occurredAt,
    });
    const { rows } = await t.db.pool.query(
      'SELECT delivery_confirmed_by, delivery_seconds_to_spare FROM rm_orders WHERE id = $1',
      [orderId],
    );
    expect(rows[0]).toMatchObject({ delivery_confirmed_by: 'carrier_webhook' });
  });

  it('refuses the same event again (409), even freshly signed: an event id is taken once', async () => {
    const { orderId } = await shippedOrder();
    const body = event(orderId, { type: 'in_transit' });
    expect((await send(body)).status).toBe(200);
    const again = await send(body);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'carrier_event_replayed' });
    // Positive control: another id is taken.
    expect((await send(event(orderId))).body).toEqual({ received: true, delivered: true });
  });

  it.each([
    ['no signature', { signature: '' }],
    ['another secret', { secret: 'another-secret-of-at-least-32-characters!' }],
    ['a signature of another timestamp', { signature: carrierSignature(SECRET, '1700000000', '{}') }],
  ])('refuses %s (401) and marks nothing', async (_why, sign) => {
    const { orderId } = await shippedOrder();
    const res = await send(event(orderId), sign);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'carrier_signature_invalid', status: 401, message: expect.any(String) });
    expect(await deliveredEvents(orderId)).toHaveLength(0);
    expect((await send(event(orderId))).status).toBe(200);
  });

  it.each([
    ['ten minutes old', String(Math.floor(Date.now() / 1000) - 600)],
    ['ten minutes ahead', String(Math.floor(Date.now() / 1000) + 600)],
    ['not a number', 'yesterday'],
  ])('refuses a timestamp %s (400), even correctly signed', async (_why, timestamp) => {
    const { orderId } = await shippedOrder();
    const res = await send(event(orderId), { timestamp });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'carrier_event_stale' });
    expect(await deliveredEvents(orderId)).toHaveLength(0);
  });

  it('answers an unknown order 404, another parcel 422, a crafting order 409, and lets a corrected event through', async () => {
    const unknown = await send(event(randomUUID()));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'order_not_found' });

    const { orderId } = await shippedOrder();
    const wrongParcel = event(orderId, { trackingNumber: 'EE123456785TH' });
    const res = await send(wrongParcel);
    expect(res.status).toBe(422);
    expect((res.body as ApiErrorBody).details).toEqual({
      trackingNumber: ['This is not the tracking number the order was shipped with'],
    });
    // The refused id is free again: the carrier may resend it corrected.
    expect((await send({ ...wrongParcel, trackingNumber: 'EX123456785TH' })).status).toBe(200);

    const { orderId: crafting } = await placePaidOrder(t);
    await staff.client.patch(`/api/orders/${crafting}/status`, { status: 'crafting' });
    expect((await send(event(crafting))).status).toBe(409);
    expect((await send(event(orderId, { type: 'delivered' }))).body).toEqual({ received: true, delivered: false });
  });

  it('answers a malformed event 422 with the fields', async () => {
    const res = await send({ eventId: '', type: 'lost', orderId: 'x', trackingNumber: 'EX', occurredAt: 'soon' });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as ApiErrorBody).details ?? {}).sort()).toEqual([
      'eventId',
      'occurredAt',
      'orderId',
      'type',
    ]);
  });

  it('is off (503) without the secret, and the secret must be long', async () => {
    const off = await createTestApp();
    try {
      const { orderId } = await placePaidOrder(off);
      const res = await send(event(orderId), {}, off);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'service_unavailable',
        message: expect.stringContaining('CARRIER_WEBHOOK_SECRET'),
      });
    } finally {
      await off.close();
    }
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://x', CARRIER_WEBHOOK_SECRET: 'short' }),
    ).toThrow(/CARRIER_WEBHOOK_SECRET must be at least 32 characters/);
  });
});
