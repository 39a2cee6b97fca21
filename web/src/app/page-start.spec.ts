import { routeModules } from './route-modules';
import { pageStartFor } from './page-start';

const ORDER = '3f0c6a52-0d1e-4c55-9a43-2b9c1f0e7a11';

describe("a page's early start", () => {
  it("an order's page loads its own code and asks for the order and its tracking, beside the header's reads", () => {
    const start = pageStartFor(`/orders/${ORDER}`);
    expect(start.load).toBe(routeModules.orderDetail);
    expect(start.reads).toEqual(['/api/auth/me', '/api/cart', `/api/orders/${ORDER}`, `/api/orders/${ORDER}/tracking`]);
  });

  it('the checkout loads its code; the cart and the sign-in state are what it reads first', () => {
    expect(pageStartFor('/checkout')).toEqual({ load: routeModules.checkout, reads: ['/api/auth/me', '/api/cart'] });
    expect(pageStartFor('/Checkout/').load).toBe(routeModules.checkout);
    expect(pageStartFor('/checkout/success').load).toBe(routeModules.checkoutSuccess);
  });

  it("how to order asks for the configurator's lists", () => {
    const { load, reads } = pageStartFor('/how-to-order');
    expect(load).toBe(routeModules.howToOrder);
    expect(reads).toContain('/api/putter-models');
    expect(reads).toContain('/api/customizations/grip');
    expect(reads).toContain('/api/customizations/mill_option');
  });

  it('a path without a page of its own loads nothing more; an order id is sent as the router reads it', () => {
    expect(pageStartFor('/no-such-page')).toEqual({ load: undefined, reads: ['/api/auth/me', '/api/cart'] });
    expect(pageStartFor('/orders')).toEqual({ load: routeModules.orders, reads: ['/api/auth/me', '/api/cart'] });
    expect(pageStartFor('/orders/a%20b').reads).toContain('/api/orders/a%20b');
  });
});
