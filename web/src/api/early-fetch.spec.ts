import { http, HttpResponse } from 'msw';
import { server } from '../testing/msw/server';
import { setupStore } from '../store';
import { cartApi } from './cart.api';
import { EARLY_ANSWER_MAX_AGE_MS, fetchEarly, resetEarlyFetches } from './early-fetch';
import { resetSessionId } from './session-id';

/** Counts the cart requests that reach the server and answers each with its number as the count. */
const countCartRequests = () => {
  const seen: Array<string | null> = [];
  server.use(
    http.get('/api/cart', ({ request }) => {
      seen.push(request.headers.get('x-session-id'));
      return HttpResponse.json({ items: [], count: seen.length, subtotal: 0 });
    }),
  );
  return seen;
};

describe('requests started before the app', () => {
  afterEach(() => {
    resetEarlyFetches();
    jest.restoreAllMocks();
  });

  it("the app's first request for the URL takes the early answer instead of asking again", async () => {
    const seen = countCartRequests();
    fetchEarly('/api/cart');
    const store = setupStore();
    const cart = await store.dispatch(cartApi.endpoints.getCart.initiate());
    expect(cart.data?.count).toBe(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^sess_[a-z0-9]{9}$/);
  });

  it('is taken once: a later request asks the server', async () => {
    const seen = countCartRequests();
    fetchEarly('/api/cart');
    const store = setupStore();
    await store.dispatch(cartApi.endpoints.getCart.initiate());
    const again = await store.dispatch(cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true }));
    expect(again.data?.count).toBe(2);
    expect(seen).toHaveLength(2);
  });

  it('is not used for another session (the shopper signed out in between) nor once stale', async () => {
    const seen = countCartRequests();
    fetchEarly('/api/cart');
    resetSessionId();
    const other = await setupStore().dispatch(cartApi.endpoints.getCart.initiate());
    expect(other.data?.count).toBe(2);

    fetchEarly('/api/cart');
    const started = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(started + EARLY_ANSWER_MAX_AGE_MS + 1);
    const stale = await setupStore().dispatch(cartApi.endpoints.getCart.initiate());
    expect(stale.data?.count).toBe(4);
    expect(seen).toHaveLength(4);
  });

  it('asks again when the early request never reached the server', async () => {
    let calls = 0;
    server.use(
      http.get('/api/cart', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ items: [], count: 0, subtotal: 0 });
      }),
    );
    fetchEarly('/api/cart');
    const cart = await setupStore().dispatch(cartApi.endpoints.getCart.initiate());
    expect(cart.error).toBeUndefined();
    expect(cart.data?.count).toBe(0);
    expect(calls).toBe(2);
  });
});
