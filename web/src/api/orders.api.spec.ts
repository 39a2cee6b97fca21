import { apiPaths, type CustomerDetails } from '@sound-putter/contracts';
import { http, HttpResponse } from 'msw';
import { setupStore } from '../store';
import { redactedOrder } from '../testing/factories';
import { FakeTrackingSocket } from '../testing/fake-tracking-socket';
import { server } from '../testing/msw/server';
import { MISSING_CLIENT_SECRET, ordersApi } from './orders.api';
import { setTrackingSocketFactory } from './tracking-socket';

const ORDER = '3f0c6a52-0d1e-4c55-9a43-2b9c1f0e7a11';
const address = {
  streetAddress: '1 Sukhumvit',
  city: 'Bangkok',
  state: 'Bangkok',
  postalCode: '10110',
  country: 'Thailand',
};
const details: CustomerDetails = {
  name: 'Somchai',
  email: 'somchai@example.com',
  phone: '812345678',
  phoneCountryCode: '+66',
  shippingAddress: address,
  billingAddress: address,
  billingAddressSameAsShipping: true,
  saveForFuture: false,
};
const redacted = redactedOrder({ id: ORDER });

describe('orders API', () => {
  afterEach(() => setTrackingSocketFactory());

  it('opens the payment with the client secret, and calls a missing secret an error', async () => {
    let answer: Record<string, unknown> = { orderId: ORDER, clientSecret: 'pi_1_secret_2' };
    server.use(http.post(apiPaths.orders.init, () => HttpResponse.json(answer)));
    const store = setupStore();
    const ok = await store.dispatch(ordersApi.endpoints.initOrder.initiate({ customerDetails: details }));
    expect(ok.data).toEqual({ orderId: ORDER, clientSecret: 'pi_1_secret_2' });

    answer = { orderId: ORDER };
    const missing = await store.dispatch(ordersApi.endpoints.initOrder.initiate({ customerDetails: details }));
    expect(missing.error).toEqual({ message: MISSING_CLIENT_SECRET });
  });

  it("passes the gateway's decline message through", async () => {
    server.use(
      http.post(apiPaths.payments.testGatewayConfirm, () =>
        HttpResponse.json(
          { message: 'Your card was declined.', status: 402, code: 'payment_declined', details: {} },
          { status: 402 },
        ),
      ),
    );
    const store = setupStore();
    const result = await store.dispatch(
      ordersApi.endpoints.confirmTestCardPayment.initiate({
        clientSecret: 'pi_1_secret_2',
        cardNumber: '4000000000000002',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      }),
    );
    expect(result.error).toMatchObject({
      status: 402,
      message: '402: Your card was declined.',
      code: 'payment_declined',
    });
  });

  it("keeps a cached order's status in step with the pushes while it is watched", async () => {
    const fake = new FakeTrackingSocket();
    fake.answerWatch = (orderId) => ({ ok: true, orderId, status: 'confirmed', position: '10', order: redacted });
    setTrackingSocketFactory(() => fake.asSocket());
    let fetches = 0;
    server.use(
      http.get('/api/orders/:id', () => {
        fetches += 1;
        return HttpResponse.json({ ...redacted, status: fetches > 1 ? 'crafting' : 'confirmed' });
      }),
      http.get('/api/orders/:id/tracking', () =>
        HttpResponse.json({
          orderId: ORDER,
          status: 'confirmed',
          progress: 25,
          timeline: [],
          deliveryDeadline: null,
          overdue: false,
        }),
      ),
    );
    const store = setupStore();
    const subscription = store.dispatch(ordersApi.endpoints.getOrder.initiate(ORDER));
    await subscription;
    await new Promise((r) => setTimeout(r, 0));
    fake.connect();
    expect(fake.watched).toEqual([ORDER]);

    fake.statusChanged({
      orderId: ORDER,
      status: 'crafting',
      progress: 50,
      at: '2026-11-22T11:00:00.000Z',
      position: '11',
    });
    expect(ordersApi.endpoints.getOrder.select(ORDER)(store.getState()).data?.status).toBe('crafting');
    // The push also triggers a refetch for the fields it does not carry.
    await new Promise((r) => setTimeout(r, 50));
    expect(fetches).toBe(2);

    subscription.unsubscribe();
    store.dispatch(ordersApi.util.resetApiState());
    await new Promise((r) => setTimeout(r, 0));
    expect(fake.unwatched).toEqual([ORDER]);
  });
});
