import { http, HttpResponse } from 'msw';
import { authApi } from '../api/auth.api';
import { cartApi } from '../api/cart.api';
import { ordersApi } from '../api/orders.api';
import { setTrackingSocketFactory } from '../api/tracking-socket';
import { redactedOrder } from '../testing/factories';
import { FakeTrackingSocket } from '../testing/fake-tracking-socket';
import { setupStore } from '../store';
import { server } from '../testing/msw/server';
import { PAGE_DATA_WAIT_MS, readPageData } from './page-data';
import { pageStartFor } from './page-start';

const ORDER = '3f0c6a52-0d1e-4c55-9a43-2b9c1f0e7a11';
const order = redactedOrder({ id: ORDER, deliveryDeadline: null });
const tracking = { orderId: ORDER, status: 'confirmed', progress: 25, timeline: [], deliveryDeadline: null };

/** Records the path of every request the store sends. */
const recordRequests = () => {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
};

describe("a page's first reads, before the app's first render", () => {
  beforeEach(() => {
    const fake = new FakeTrackingSocket();
    setTrackingSocketFactory(() => fake.asSocket());
  });
  afterEach(() => {
    server.events.removeAllListeners();
    setTrackingSocketFactory();
  });

  it("an order's page has the order, its tracking, the sign-in state and the cart in the store", async () => {
    server.use(
      http.get('/api/orders/:id', () => HttpResponse.json(order)),
      http.get('/api/orders/:id/tracking', () => HttpResponse.json(tracking)),
    );
    const paths = recordRequests();
    const store = setupStore();
    await readPageData(store, `/orders/${ORDER}`);
    const state = store.getState();
    expect(ordersApi.endpoints.getOrder.select(ORDER)(state).data?.shortId).toBe('F0E7A11');
    expect(ordersApi.endpoints.getOrderTracking.select(ORDER)(state).data?.progress).toBe(25);
    expect(authApi.endpoints.getMe.select()(state).data).toBeNull();
    expect(cartApi.endpoints.getCart.select()(state).data?.count).toBe(0);
    // The same URLs the page asked for early (page-start.ts), so the store takes those answers.
    expect(paths.sort()).toEqual(
      pageStartFor(`/orders/${ORDER}`)
        .reads.map((read) => read.path)
        .sort(),
    );
  });

  it("how to order asks for exactly the URLs it started early (the configurator's lists)", async () => {
    const paths = recordRequests();
    await readPageData(setupStore(), '/how-to-order');
    expect(paths.sort()).toEqual(
      pageStartFor('/how-to-order')
        .reads.map((read) => read.path)
        .sort(),
    );
  });

  it('does not hold the first render longer than its limit when an answer is slow', async () => {
    server.use(http.get('/api/cart', () => new Promise<never>(() => undefined)));
    const started = Date.now();
    await readPageData(setupStore(), '/checkout');
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(PAGE_DATA_WAIT_MS - 20);
    expect(waited).toBeLessThan(PAGE_DATA_WAIT_MS + 1500);
  });
});
