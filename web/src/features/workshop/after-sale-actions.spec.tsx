import { screen, within } from '@testing-library/react';
import { apiPaths, type OrderView } from '@sound-putter/contracts';
import { http, HttpResponse } from 'msw';
import { setTrackingSocketFactory } from '../../api/tracking-socket';
import { FakeTrackingSocket } from '../../testing/fake-tracking-socket';
import { fullOrder } from '../../testing/factories';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { WorkshopBoard } from './workshop-board';

const inAWhile = () => new Date(Date.now() + 20 * 60_000).toISOString();
const shipped = fullOrder({
  id: '3f0c2d1e-aaaa-4bbb-8ccc-1234abcd5678',
  shortId: 'ABCD5678',
  status: 'shipped',
  paymentStatus: 'paid',
});

/** The board's list from `orders`; POST bodies recorded per path end; `answer` decides each POST's reply. */
const boardServer = (orders: OrderView[], answer: (what: string, body: Record<string, unknown>) => Response) => {
  const sent: { what: string; body: Record<string, unknown> }[] = [];
  server.use(
    http.get(apiPaths.orders.board, () => HttpResponse.json(orders)),
    http.post('/api/orders/:id/:what', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ what: String(params.what), body });
      return answer(String(params.what), body);
    }),
  );
  return sent;
};

const error = (status: number, code: string, message: string, details: Record<string, string[]> | null = null) =>
  HttpResponse.json({ status, code, message, details }, { status });

describe('the board takes a step back and cancels, asking why', () => {
  beforeEach(() => setTrackingSocketFactory(() => new FakeTrackingSocket().asSocket()));
  afterEach(() => setTrackingSocketFactory());

  const openCard = async (order: OrderView) => {
    const rendered = renderWithProviders(<WorkshopBoard />);
    const card = await screen.findByTestId('order-card');
    expect(card).toHaveAttribute('data-order-id', order.id);
    return { ...rendered, card };
  };

  it('offers "Undo last step" only while the recall window is open', async () => {
    boardServer([shipped, { ...fullOrder({ id: 'b1c2d3e4-0000-4000-8000-00000000abcd', status: 'crafting' }) }], () =>
      HttpResponse.json(shipped),
    );
    renderWithProviders(<WorkshopBoard />);
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(within(card).queryByRole('button', { name: /Undo last step/ })).toBeNull();
  });

  it('asks for a reason, then recalls with the status staff saw; the confirmation says the step can be taken back', async () => {
    const open = { ...shipped, recallableUntil: inAWhile() };
    const sent = boardServer([open], () => HttpResponse.json({ ...open, status: 'crafting', recallableUntil: null }));
    const { user, card } = await openCard(open);
    await user.click(within(card).getByRole('button', { name: 'Undo last step of order ABCD5678' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Undo the last step of #ABCD5678?' });
    expect(dialog).toHaveTextContent('goes back from Shipped to Crafting');
    await user.click(within(dialog).getByRole('button', { name: 'Undo last step' }));
    expect(within(dialog).getByText('Give a reason: it is kept in the order history.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason (kept in the history)'), 'Pressed on the wrong card');
    await user.click(within(dialog).getByRole('button', { name: 'Undo last step' }));
    expect(await screen.findByText('#ABCD5678 back to Crafting')).toBeInTheDocument();
    expect(sent).toEqual([{ what: 'recall', body: { reason: 'Pressed on the wrong card', status: 'shipped' } }]);
  });

  it("shows the server's refusal when the window closed meanwhile, and closes the dialog", async () => {
    const open = { ...shipped, recallableUntil: inAWhile() };
    boardServer([open], () => error(409, 'invalid_status_transition', 'The recall window of this step has closed.'));
    const { user, card } = await openCard(open);
    await user.click(within(card).getByRole('button', { name: /Undo last step/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Oops');
    await user.click(within(dialog).getByRole('button', { name: 'Undo last step' }));
    expect(await screen.findByText('The recall window of this step has closed.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("cancels with a reason; the server's field message stays in the dialog", async () => {
    let answer = error(422, 'validation_failed', 'Validation failed.', {
      reason: ['Reason is at most 500 characters'],
    });
    const sent = boardServer([shipped], () => answer);
    const { user, card } = await openCard(shipped);
    await user.click(within(card).getByRole('button', { name: 'Cancel order ABCD5678' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel #ABCD5678?' });
    expect(dialog).toHaveTextContent('the customer gets the full payment back');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Grip out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Reason is at most 500 characters')).toBeInTheDocument();

    answer = HttpResponse.json({ ...shipped, cancelledAt: new Date().toISOString() });
    // The message can show a render before the button leaves "Saving…" (the mutation's state comes from the store).
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('#ABCD5678 cancelled and refunded')).toBeInTheDocument();
    expect(sent.map((s) => s.what)).toEqual(['cancel', 'cancel']);
    expect(sent[1].body).toEqual({ reason: 'Grip out of stock' });
  });

  it('offers no cancel on a delivered order', async () => {
    const delivered = { ...shipped, status: 'delivered' as const, deliveredAt: new Date().toISOString() };
    boardServer([delivered], () => HttpResponse.json(delivered));
    const { card } = await openCard(delivered);
    expect(within(card).getByRole('button', { name: /History/ })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Cancel order/ })).toBeNull();
  });
});
