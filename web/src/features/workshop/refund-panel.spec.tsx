import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths, type OrderView } from '@sound-putter/contracts';
import { http, HttpResponse } from 'msw';
import { server } from '../../testing/msw/server';
import { fullOrder } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RefundPanel } from './refund-panel';

describe('RefundPanel (the workshop history dialog)', () => {
  it('prefills the remainder, requires a reason, sends whole satang with one request id per refund', async () => {
    const order = fullOrder({ totalAmount: 10500, refundedAmount: 500 });
    const bodies: { amountSatang: number; reason: string; requestId: string }[] = [];
    server.use(
      http.post(apiPaths.orders.refund(order.id), async ({ request }) => {
        const body = (await request.json()) as (typeof bodies)[number];
        bodies.push(body);
        const updated: OrderView = {
          ...order,
          refundedAmount: 500 + body.amountSatang / 100,
          refunds: [
            {
              id: 're_1',
              amount: body.amountSatang / 100,
              amountSatang: body.amountSatang,
              reason: body.reason,
              method: 'card',
              status: 'pending',
              failureReason: null,
              refundedAt: '2026-11-26T10:00:00.000Z',
            },
          ],
        };
        return HttpResponse.json(updated);
      }),
    );
    const { user } = renderWithProviders(<RefundPanel order={order} />);
    const amount = screen.getByLabelText(/Amount to refund/);
    expect(amount).toHaveValue('10000.00');
    expect(screen.getByTestId('refund-kept')).toHaveTextContent('10,000');

    await user.click(screen.getByRole('button', { name: /^Refund/ }));
    expect(await screen.findByText(/Say why the money goes back/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10000.01');
    await user.type(screen.getByLabelText(/Reason/), 'Scratch');
    await user.click(screen.getByRole('button', { name: /^Refund/ }));
    expect(await screen.findByText(/is left to refund/)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1,500.50');
    await user.click(screen.getByRole('button', { name: /^Refund/ }));
    const entry = await screen.findByTestId('refund-entry');
    expect(within(entry).getByText('Pending at the gateway')).toBeInTheDocument();
    expect(bodies).toEqual([{ amountSatang: 150_050, reason: 'Scratch', requestId: expect.any(String) }]);
    // The next refund is a new request, offered what is left (prefilled by an effect after the order's update).
    await waitFor(() => expect(screen.getByLabelText(/Amount to refund/)).toHaveValue('8499.50'));
  });

  it('shows a failed refund with its reason, and says when nothing is left', () => {
    renderWithProviders(
      <RefundPanel
        order={fullOrder({
          totalAmount: 100,
          refundedAmount: 100,
          refunds: [
            {
              id: 're_f',
              amount: 100,
              amountSatang: 10_000,
              reason: 'Lost parcel',
              method: 'card',
              status: 'failed',
              failureReason: 'expired_or_canceled_card',
              refundedAt: '2026-11-26T10:00:00.000Z',
            },
          ],
        })}
      />,
    );
    expect(screen.getByText('FAILED')).toBeInTheDocument();
    expect(screen.getByText(/expired_or_canceled_card/)).toBeInTheDocument();
    expect(screen.getByTestId('refund-nothing-left')).toHaveTextContent('Everything paid has been refunded.');
  });
  it('lists the payments sent back automatically apart from the refunds, with why', () => {
    renderWithProviders(
      <RefundPanel
        order={fullOrder({
          totalAmount: 100,
          returnedPayments: [
            {
              paymentId: 'pi_second',
              refundId: 're_second',
              amount: 100,
              amountSatang: 10_000,
              method: 'promptpay',
              reason: 'already_paid',
              arrivedAt: '2026-11-26T10:00:00.000Z',
              returnedAt: '2026-11-26T10:00:01.000Z',
            },
          ],
        })}
      />,
    );
    expect(screen.getByTestId('returned-payment')).toHaveTextContent('฿100PromptPay· the order was paid already');
    // Money that never counted for the order: what was paid and kept stays whole.
    expect(screen.getByTestId('refund-refunded')).toHaveTextContent('฿0');
    expect(screen.queryByTestId('refund-list')).toBeNull();
  });
});
