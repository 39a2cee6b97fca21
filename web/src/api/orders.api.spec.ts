import { apiPaths } from '@sound-putter/contracts';
import type { CustomerDetailsDto } from '@sound-putter/contracts/dto';
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
const details: CustomerDetailsDto = {
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
      cancelled: false,
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
  it('never shows an older status than a push showed, when a read sent before the push answers after it', async () => {
    const fake = new FakeTrackingSocket();
    // Another order than the tests above: the page's position gate remembers what it saw of theirs.
    const order = redactedOrder({ id: 'b7e2d9a4-5c1f-4e8b-9d3a-6f0e2c4b8a17' });
    fake.answerWatch = (orderId) => ({ ok: true, orderId, status: 'shipped', position: '10', order });
    setTrackingSocketFactory(() => fake.asSocket());
    const shipped = { ...order, status: 'shipped' as const, updatedAt: '2026-11-22T10:00:00.000Z' };
    const delivered = { ...order, status: 'delivered' as const, updatedAt: '2026-11-22T11:00:00.000Z' };
    const answers = [shipped, shipped, delivered];
    const opened: (() => void)[] = [];
    const gates = [Promise.resolve(), ...[0, 1].map(() => new Promise<void>((resolve) => opened.push(resolve)))];
    let fetches = 0;
    server.use(
      http.get('/api/orders/:id', async () => {
        fetches += 1;
        await gates[fetches - 1];
        return HttpResponse.json(answers[fetches - 1]);
      }),
    );
    const release = (read: number) => opened[read - 2]();
    const store = setupStore();
    const shown = () => ordersApi.endpoints.getOrder.select(order.id)(store.getState()).data;
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((r) => setTimeout(r, 5));
    };
    const subscription = store.dispatch(ordersApi.endpoints.getOrder.initiate(order.id));
    await subscription;
    await new Promise((r) => setTimeout(r, 0));
    fake.connect();
    await until(() => fake.watched.length === 1);

    const push = (status: 'shipped' | 'delivered', at: string, position: string) =>
      fake.statusChanged({
        orderId: order.id,
        status,
        progress: status === 'shipped' ? 75 : 100,
        at,
        position,
        cancelled: false,
      });
    push('shipped', shipped.updatedAt, '11');
    await until(() => fetches === 2); // the read this push asks for, held
    push('delivered', delivered.updatedAt, '12');
    expect(shown()?.status).toBe('delivered');

    // The held read answers "shipped", from before the second push; the read after it is held in turn.
    release(2);
    await until(() => fetches === 3);
    await new Promise((r) => setTimeout(r, 20));
    expect(shown()?.status).toBe('delivered');

    release(3);
    await until(() => shown()?.updatedAt === delivered.updatedAt);
    expect(shown()?.status).toBe('delivered');

    subscription.unsubscribe();
    store.dispatch(ordersApi.util.resetApiState());
  });
});
