import { screen } from '@testing-library/react';
import { apiPaths, type CartView, THAI_POSTAL_CODE_MESSAGE } from '@sound-putter/contracts';
import { http, HttpResponse } from 'msw';
import { fillContactAndStreet } from '../../testing/checkout-form';
import { cartItem } from '../../testing/factories';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CheckoutPage } from './checkout-page';

const cart: CartView = { items: [cartItem()], count: 1, subtotal: 12450 };

// The country and province selects hold long lists, which makes every query slow on a busy machine.
jest.setTimeout(30_000);

describe('checkout: the province list and the server’s Thai address rules', () => {
  it('sends the province picked from the list, and shows the server’s postal code message under its field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(apiPaths.cart.root, () => HttpResponse.json(cart)),
      http.post(apiPaths.orders.init, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            message: 'Validation failed',
            status: 422,
            code: 'validation_failed',
            details: { 'customerDetails.shippingAddress.postalCode': [THAI_POSTAL_CODE_MESSAGE] },
          },
          { status: 422 },
        );
      }),
    );
    sessionStorage.clear();
    const { user } = renderWithProviders(<CheckoutPage />, { route: '/checkout' });
    await screen.findByLabelText('Full Name');
    await fillContactAndStreet(user, '1 Nimman Rd', 'Chiang Mai');
    await user.selectOptions(screen.getByLabelText('State/Province'), 'Chiang Mai');
    await user.type(screen.getByLabelText('Postal Code'), '50200');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const postal = await screen.findByLabelText('Postal Code');
    await screen.findByText(THAI_POSTAL_CODE_MESSAGE);
    expect(document.getElementById(postal.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      THAI_POSTAL_CODE_MESSAGE,
    );
    expect(sent).toEqual([
      expect.objectContaining({
        customerDetails: expect.objectContaining({
          shippingAddress: {
            streetAddress: '1 Nimman Rd',
            city: 'Chiang Mai',
            state: 'Chiang Mai',
            postalCode: '50200',
            country: 'Thailand',
          },
        }),
      }),
    ]);
  });
});
