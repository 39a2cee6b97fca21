import { routeModules } from './route-modules';
import { pageStartFor } from './page-start';

const ORDER = '3f0c6a52-0d1e-4c55-9a43-2b9c1f0e7a11';
const paths = (pathname: string) => pageStartFor(pathname).reads.map((read) => read.path);

describe("a page's early start", () => {
  it("an order's page loads its own code and asks for the order and its tracking, beside the header's reads", () => {
    const start = pageStartFor(`/orders/${ORDER}`);
    expect(start.load).toBe(routeModules.orderDetail);
    expect(start.reads).toEqual([
      { endpoint: 'getMe', path: '/api/auth/me' },
      { endpoint: 'getCart', path: '/api/cart' },
      { endpoint: 'getOrder', path: `/api/orders/${ORDER}`, arg: ORDER },
      { endpoint: 'getOrderTracking', path: `/api/orders/${ORDER}/tracking`, arg: ORDER },
    ]);
  });

  it('the checkout loads its code; the cart and the sign-in state are what it reads first', () => {
    expect(pageStartFor('/checkout').load).toBe(routeModules.checkout);
    expect(paths('/checkout')).toEqual(['/api/auth/me', '/api/cart']);
    expect(pageStartFor('/Checkout/').load).toBe(routeModules.checkout);
    expect(pageStartFor('/checkout/success').load).toBe(routeModules.checkoutSuccess);
  });

  it("how to order asks for the configurator's lists", () => {
    expect(pageStartFor('/how-to-order').load).toBe(routeModules.howToOrder);
    expect(paths('/how-to-order')).toEqual(
      expect.arrayContaining(['/api/putter-models', '/api/customizations/grip', '/api/customizations/mill_option']),
    );
  });

  it('a path without a page of its own loads nothing more; an order id is sent as the router reads it', () => {
    expect(pageStartFor('/no-such-page').load).toBeUndefined();
    expect(paths('/no-such-page')).toEqual(['/api/auth/me', '/api/cart']);
    expect(pageStartFor('/orders').load).toBe(routeModules.orders);
    expect(paths('/orders/a%20b')).toContain('/api/orders/a%20b');
    expect(pageStartFor('/orders/a%20b').reads[2].arg).toBe('a b');
  });

  it("a mailed link's page is not taken for an order id (no read of /api/orders/lookup)", () => {
    expect(pageStartFor('/orders/lookup').load).toBe(routeModules.orderLookup);
    expect(paths('/orders/lookup')).toEqual(['/api/auth/me', '/api/cart']);
    expect(pageStartFor('/newsletter/confirm').load).toBe(routeModules.newsletterConfirm);
    expect(pageStartFor('/newsletter/unsubscribe').load).toBe(routeModules.newsletterUnsubscribe);
  });
});
