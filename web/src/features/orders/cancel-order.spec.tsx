import { apiPaths, type ApiErrorBody, type OrderView } from '@sound-putter/contracts';
import type { CancelOrderDto } from '@sound-putter/contracts/dto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useGetOrderQuery } from '../../api/orders.api';
import { setTrackingSocketFactory } from '../../api/tracking-socket';
import { fullOrder } from '../../testing/factories';
import { FakeTrackingSocket } from '../../testing/fake-tracking-socket';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CancelledNote, CancelOrder } from './cancel-order';
import { OrderListItem } from './order-list-item';

const ORDER_ID = '5d9e4c10-6a1e-4d7b-9c1e-2b7a5d9e4c10';
const CANCELLED_AT = '2026-11-22T11:00:00.000Z';

/** The order page's status card as far as cancelling goes: the order from the API, the button and the note. */
function StatusCard() {
  const { data } = useGetOrderQuery(ORDER_ID);
  return data ? (
    <>
      <span data-testid="loaded-status">{data.status}</span>
      <CancelledNote order={data} />
      <CancelOrder order={data} />
    </>
  ) : null;
}

/** The server's side: the order, and the cancel requests it received (answered as the API does). */
const fakeServer = (order: OrderView, refusal?: ApiErrorBody) => {
  const asked: CancelOrderDto[] = [];
  server.use(
    http.get(apiPaths.orders.byId(ORDER_ID), () => HttpResponse.json(order)),
    http.post(apiPaths.orders.cancel(ORDER_ID), async ({ request }) => {
      asked.push((await request.json()) as CancelOrderDto);
      if (refusal) return HttpResponse.json(refusal, { status: refusal.status });
      return HttpResponse.json({
        ...order,
        cancelledAt: CANCELLED_AT,
        cancelReason: asked[0].reason ?? null,
        refundedAmount: order.totalAmount,
      } satisfies OrderView);
    }),
  );
  return asked;
};

describe('cancelling an order from its page', () => {
  beforeEach(() => setTrackingSocketFactory(() => new FakeTrackingSocket().asSocket()));
  afterEach(() => setTrackingSocketFactory());

  const paidOrder = fullOrder({ id: ORDER_ID, shortId: '5D9E4C10', status: 'confirmed', totalAmount: 10500 });

  it('asks first, saying what is refunded, then cancels with the reason and shows the refund', async () => {
    const asked = fakeServer(paidOrder);
    const { user } = renderWithProviders(<StatusCard />);
    await user.click(await screen.findByRole('button', { name: /Cancel order/ }));

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cancel order #5D9E4C10?');
    // One language: the English page has no Thai beside it.
    expect(dialog).not.toHaveTextContent('ยกเลิก');
    expect(dialog).toHaveTextContent('฿10,500 goes back to your card');
    expect(asked).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason \(optional\)/), '  Wrong length ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(asked).toEqual([{ reason: 'Wrong length' }]);
    const note = await screen.findByTestId('cancelled-note');
    expect(note).toHaveTextContent('Order cancelled');
    expect(note).toHaveTextContent('Reason: Wrong length');
    expect(note).toHaveTextContent('฿10,500 refunded to your card');
    expect(screen.queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  });

  it('keeps the order when the shopper steps back, sending nothing', async () => {
    const asked = fakeServer(fullOrder({ ...paidOrder, status: 'pending', paymentStatus: 'pending' }));
    const { user } = renderWithProviders(<StatusCard />);
    await user.click(await screen.findByRole('button', { name: /Cancel order/ }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('can no longer be paid');
    await user.click(screen.getByRole('button', { name: /Keep order/ }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("shows the server's refusal in the dialog (crafting started meanwhile) and keeps it open", async () => {
    const refusal: ApiErrorBody = {
      message: 'Crafting has started: only the workshop can cancel now.',
      status: 409,
      code: 'invalid_status_transition',
      details: {},
    };
    const asked = fakeServer(paidOrder, refusal);
    const { user } = renderWithProviders(<StatusCard />);
    await user.click(await screen.findByRole('button', { name: /Cancel order/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '409: Crafting has started: only the workshop can cancel now.',
    );
    expect(asked).toEqual([{}]);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByTestId('cancelled-note')).not.toBeInTheDocument();
  });

  it('offers no cancel once crafting started', async () => {
    fakeServer(fullOrder({ ...paidOrder, status: 'crafting' }));
    renderWithProviders(<StatusCard />);
    // Positive control: the order has loaded, so the button would be there by now.
    expect(await screen.findByTestId('loaded-status')).toHaveTextContent('crafting');
    expect(screen.queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  });
});

describe('a cancelled order in a list', () => {
  it('is marked cancelled in the page language (Thai tracking page); an open one is not', () => {
    renderWithProviders(
      <ul>
        <OrderListItem order={fullOrder({ id: ORDER_ID, cancelledAt: CANCELLED_AT })} />
        <OrderListItem order={fullOrder()} />
      </ul>,
      { route: '/orders' },
    );
    const [cancelled, open] = screen.getAllByTestId('order-entry');
    expect(within(cancelled).getByTestId('cancelled-badge')).toHaveTextContent('ยกเลิกแล้ว');
    expect(within(open).queryByTestId('cancelled-badge')).not.toBeInTheDocument();
  });
});
