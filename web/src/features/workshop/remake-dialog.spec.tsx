import { screen, within } from '@testing-library/react';
import { apiPaths, type OrderView } from '@sound-putter/contracts';
import { http, HttpResponse } from 'msw';
import { setTrackingSocketFactory } from '../../api/tracking-socket';
import { FakeTrackingSocket } from '../../testing/fake-tracking-socket';
import { fullOrder } from '../../testing/factories';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { correctedDesignOf } from './remake-dialog';
import { WorkshopBoard } from './workshop-board';

const lineA = {
  configurationId: 'aaaaaaaa-1111-4aaa-8aaa-aaaaaaaaaaaa',
  quantity: 2,
  unitPrice: 10500,
  lineTotal: 21000,
  modelName: 'Melody C',
};
const lineB = {
  configurationId: 'bbbbbbbb-2222-4bbb-8bbb-bbbbbbbbbbbb',
  quantity: 1,
  unitPrice: 12000,
  lineTotal: 12000,
  modelName: 'Melody D',
};
const delivered = fullOrder({
  id: '3f0c2d1e-aaaa-4bbb-8ccc-1234abcd5678',
  shortId: 'ABCD5678',
  status: 'delivered',
  paymentStatus: 'paid',
  deliveredAt: new Date().toISOString(),
  lines: [lineA, lineB],
});
const remake = fullOrder({
  id: '9e8d7c6b-0000-5000-8000-00000000ef01',
  shortId: '0000EF01',
  status: 'confirmed',
  paymentStatus: 'none_due',
  totalAmount: 0,
  remakeOf: { orderId: delivered.id, shortId: 'ABCD5678', reason: 'wrong_engraving' },
});

/** The board lists `orders`; each remake request is recorded and answered by `answer`. */
const boardServer = (orders: OrderView[], answer: () => Response) => {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get(apiPaths.orders.board, () => HttpResponse.json(orders)),
    http.post('/api/orders/:id/remakes', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return sent;
};

describe('the board makes an order again', () => {
  beforeEach(() => setTrackingSocketFactory(() => new FakeTrackingSocket().asSocket()));
  afterEach(() => setTrackingSocketFactory());

  it('reads a corrected design from a share link or an id, and refuses text without one', () => {
    expect(correctedDesignOf('')).toBeUndefined();
    expect(correctedDesignOf('https://shop.example/how-to-order?config=9E8D7C6B-1111-4aaa-8aaa-aaaaaaaaaaaa')).toBe(
      '9e8d7c6b-1111-4aaa-8aaa-aaaaaaaaaaaa',
    );
    expect(correctedDesignOf('the blue one')).toBeNull();
  });

  it('sends every line as ordered with the cause and note, and says which order the remake is', async () => {
    const sent = boardServer([delivered], () => HttpResponse.json(remake, { status: 201 }));
    const { user } = renderWithProviders(<WorkshopBoard />);
    const card = await screen.findByTestId('order-card');
    await user.click(within(card).getByRole('button', { name: 'Remake order ABCD5678' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make #ABCD5678 again?' });
    await user.selectOptions(within(dialog).getByLabelText('Cause'), 'wrong_engraving');
    await user.type(within(dialog).getByLabelText(/What went wrong/), 'Engraved SOMCHIA');
    await user.click(within(dialog).getByRole('button', { name: 'Open remake' }));
    expect(await screen.findByText('#ABCD5678 made again as #0000EF01')).toBeInTheDocument();
    expect(sent).toEqual([
      { reason: 'wrong_engraving', note: 'Engraved SOMCHIA', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });

  it('sends only the putters chosen, with how many and the corrected design', async () => {
    const sent = boardServer([delivered], () => HttpResponse.json(remake, { status: 201 }));
    const { user } = renderWithProviders(<WorkshopBoard />);
    await user.click(await screen.findByRole('button', { name: 'Remake order ABCD5678' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Melody D' }));
    await user.clear(within(dialog).getByLabelText('How many'));
    await user.type(within(dialog).getByLabelText('How many'), '1');
    await user.type(
      within(dialog).getByLabelText(/Corrected design/),
      'https://shop.example/how-to-order?config=cccccccc-3333-4ccc-8ccc-cccccccccccc',
    );
    await user.type(within(dialog).getByLabelText(/What went wrong/), 'Wrong text');
    await user.click(within(dialog).getByRole('button', { name: 'Open remake' }));
    await screen.findByText('#ABCD5678 made again as #0000EF01');
    expect(sent[0]).toMatchObject({
      reason: 'defect',
      lines: [
        {
          configurationId: lineA.configurationId,
          quantity: 1,
          correctedConfigurationId: 'cccccccc-3333-4ccc-8ccc-cccccccccccc',
        },
      ],
    });
  });

  it('refuses more putters than were ordered before sending anything', async () => {
    const sent = boardServer([delivered], () => HttpResponse.json(remake, { status: 201 }));
    const { user } = renderWithProviders(<WorkshopBoard />);
    await user.click(await screen.findByRole('button', { name: 'Remake order ABCD5678' }));
    const dialog = await screen.findByRole('alertdialog');
    const howMany = within(dialog).getAllByLabelText('How many')[0];
    await user.clear(howMany);
    await user.type(howMany, '3');
    await user.type(within(dialog).getByLabelText(/What went wrong/), 'Dent');
    await user.click(within(dialog).getByRole('button', { name: 'Open remake' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('How many Melody C: from 1 to 2, as ordered.');
    expect(sent).toEqual([]);
  });

  it('keeps the dialog open with the server’s 422, and a retry sends the same request id', async () => {
    let calls = 0;
    const sent = boardServer([delivered], () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(
            {
              status: 422,
              code: 'validation_failed',
              message: 'The remake lines are not valid.',
              details: {
                'lines.0.correctedConfigurationId': [
                  'A remake keeps the model (Melody C); the corrected design is a Melody D',
                ],
              },
            },
            { status: 422 },
          )
        : HttpResponse.json(remake, { status: 201 });
    });
    const { user } = renderWithProviders(<WorkshopBoard />);
    await user.click(await screen.findByRole('button', { name: 'Remake order ABCD5678' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/What went wrong/), 'Dent');
    await user.click(within(dialog).getByRole('button', { name: 'Open remake' }));
    expect(await within(dialog).findByText(/A remake keeps the model/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Open remake' }));
    await screen.findByText('#ABCD5678 made again as #0000EF01');
    expect(sent).toHaveLength(2);
    expect(sent[1].requestId).toBe(sent[0].requestId);
  });

  it('shows a remake card with its link and no charge, and offers no remake before shipping', async () => {
    boardServer(
      [remake, { ...delivered, remakes: [{ orderId: remake.id, shortId: '0000EF01', reason: 'wrong_engraving' }] }],
      () => HttpResponse.json(remake),
    );
    renderWithProviders(<WorkshopBoard />);
    const cards = await screen.findAllByTestId('order-card');
    const remakeCard = cards.find((c) => c.getAttribute('data-order-id') === remake.id) as HTMLElement;
    expect(within(remakeCard).getByTestId('card-remake-of')).toHaveTextContent('Remake of #ABCD5678');
    expect(within(remakeCard).getByText('No charge')).toBeInTheDocument();
    expect(within(remakeCard).queryByRole('button', { name: /^Remake/ })).toBeNull();
    const originalCard = cards.find((c) => c.getAttribute('data-order-id') === delivered.id) as HTMLElement;
    expect(within(originalCard).getByTestId('card-remakes')).toHaveTextContent('Made again as #0000EF01');
  });
});
