import { http, HttpResponse } from 'msw';
import { server } from '../testing/msw/server';
import { setupStore } from '../store';
import { cartApi } from './cart.api';

describe('base API', () => {
  it('sends the session header and reads our error body as "NNN: text" with details', async () => {
    let header: string | null = null;
    server.use(
      http.put('/api/cart/items/:id', ({ request }) => {
        header = request.headers.get('x-session-id');
        return HttpResponse.json(
          {
            message: 'Validation failed.',
            status: 422,
            code: 'validation_failed',
            details: { quantity: ['Quantity must be 0 or more'] },
          },
          { status: 422 },
        );
      }),
    );
    const store = setupStore();
    const result = await store.dispatch(cartApi.endpoints.updateCartItem.initiate({ itemId: 'x', quantity: -1 }));
    expect(header).toMatch(/^sess_[a-z0-9]{9}$/);
    expect('error' in result && result.error).toEqual({
      status: 422,
      message: '422: Validation failed.',
      code: 'validation_failed',
      details: { quantity: ['Quantity must be 0 or more'] },
    });
  });

  it('uses the status text when the body is empty', async () => {
    server.use(http.get('/api/cart', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    const store = setupStore();
    const cart = await store.dispatch(cartApi.endpoints.getCart.initiate());
    expect(cart.error).toMatchObject({ status: 503, message: '503: Service Unavailable' });
  });

  it('reports a network failure so the notice can mention the connection', async () => {
    server.use(http.get('/api/cart', () => HttpResponse.error()));
    const store = setupStore();
    const cart = await store.dispatch(cartApi.endpoints.getCart.initiate());
    expect(cart.error?.message).toMatch(/^Failed to fetch/);
  });
});
