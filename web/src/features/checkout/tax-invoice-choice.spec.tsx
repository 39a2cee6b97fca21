import { screen } from '@testing-library/react';
import { apiPaths, type CartView, type InitOrderResult, type TaxInvoiceRequestResult } from '@sound-putter/contracts';
import type { RequestTaxInvoiceDto } from '@sound-putter/contracts/dto';
import { http, HttpResponse } from 'msw';
import { fillContactAndStreet } from '../../testing/checkout-form';
import { cartItem } from '../../testing/factories';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CheckoutPage } from './checkout-page';

const ORDER_ID = '7c1e0f4a-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
const cart: CartView = { items: [cartItem()], count: 1, subtotal: 12450 };
const placed: InitOrderResult = { orderId: ORDER_ID, clientSecret: 'pi_1_secret_2' };

// The country and province selects hold long lists, which makes every query slow on a busy machine (a test took over
// 30 s with the machine at a load of 15).
jest.setTimeout(60_000);

/** The server: the cart, the order it places, and the tax invoice requests it receives (refused when told to). */
const fakeServer = (refuse?: Record<string, string[]>) => {
  const asked: { init: number; taxInvoice: RequestTaxInvoiceDto[] } = { init: 0, taxInvoice: [] };
  server.use(
    http.get(apiPaths.cart.root, () => HttpResponse.json(cart)),
    http.post(apiPaths.orders.init, () => {
      asked.init += 1;
      return HttpResponse.json(placed);
    }),
    http.post(apiPaths.orders.taxInvoice(ORDER_ID), async ({ request }) => {
      asked.taxInvoice.push((await request.json()) as RequestTaxInvoiceDto);
      if (refuse)
        return HttpResponse.json(
          { message: 'Validation failed', status: 422, code: 'validation_failed', details: refuse },
          { status: 422 },
        );
      return HttpResponse.json({ status: 'requested', document: null } satisfies TaxInvoiceRequestResult);
    }),
  );
  return asked;
};

const openCheckout = async () => {
  sessionStorage.clear();
  const rendered = renderWithProviders(<CheckoutPage />, { route: '/checkout' });
  await screen.findByLabelText('Full Name');
  await fillContactAndStreet(rendered.user, '1 Nimman Rd', 'Chiang Mai');
  await rendered.user.selectOptions(screen.getByLabelText('State/Province'), 'Chiang Mai');
  await rendered.user.type(screen.getByLabelText('Postal Code'), '50200');
  return rendered;
};

const paymentStep = () => screen.findByRole('heading', { name: 'Step 2 of 2: Payment' });

describe('checkout: asking for a full tax invoice', () => {
  it('checks the buyer before anything is sent, then notes it with the order before the payment step', async () => {
    const asked = fakeServer();
    const { user } = await openCheckout();
    expect(screen.queryByLabelText(/Tax ID/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /I need a full tax invoice/ }));
    await user.type(screen.getByLabelText('Company or buyer name'), 'Siam Golf Co., Ltd.');
    await user.type(screen.getByLabelText('Address'), '99 Rama IV Rd, Bangkok 10500');
    await user.type(screen.getByLabelText(/Tax ID/), '0105536092642');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    // A wrong check digit: said at the field, which gets the focus; nothing goes to the server.
    const taxId = screen.getByLabelText(/Tax ID/);
    expect(await screen.findByText('Tax ID is not valid (check digit)')).toBeInTheDocument();
    expect(taxId).toHaveFocus();
    expect(asked).toEqual({ init: 0, taxInvoice: [] });

    await user.clear(taxId);
    await user.type(taxId, '0105536092641');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await paymentStep();
    expect(asked).toEqual({
      init: 1,
      taxInvoice: [
        {
          name: 'Siam Golf Co., Ltd.',
          address: '99 Rama IV Rd, Bangkok 10500',
          taxId: '0105536092641',
          branch: '00000',
        },
      ],
    });
  });

  it("shows the server's refusal at its field and stays on the details", async () => {
    const asked = fakeServer({ branch: ['Branch must be 00000 (head office) or a 5-digit branch number'] });
    const { user } = await openCheckout();
    await user.click(screen.getByRole('checkbox', { name: /I need a full tax invoice/ }));
    await user.type(screen.getByLabelText('Company or buyer name'), 'Somchai Jaidee');
    await user.type(screen.getByLabelText('Address'), '1 Nimman Rd, Chiang Mai 50200');
    await user.type(screen.getByLabelText(/Tax ID/), '1-1017-00230-70-8');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const branch = await screen.findByLabelText(/Branch/);
    expect(await screen.findByText(/Branch must be 00000/)).toBeInTheDocument();
    expect(branch).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Step 2 of 2: Payment' })).toBeNull();
    expect(asked.taxInvoice).toHaveLength(1);
  });

  it('asks for none when the box is left alone (the abbreviated invoice is issued on payment)', async () => {
    const asked = fakeServer();
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await paymentStep();
    expect(asked).toEqual({ init: 1, taxInvoice: [] });
  });
});
