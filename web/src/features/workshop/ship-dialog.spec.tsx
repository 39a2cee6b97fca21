import { screen, within } from '@testing-library/react';
import { apiPaths, type OrderView } from '@sound-putter/contracts';
import type { CorrectTrackingDto } from '@sound-putter/contracts/dto';
import { http, HttpResponse } from 'msw';
import { setTrackingSocketFactory } from '../../api/tracking-socket';
import { FakeTrackingSocket } from '../../testing/fake-tracking-socket';
import { fullOrder } from '../../testing/factories';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { WorkshopBoard } from './workshop-board';

const crafting = fullOrder({ id: '3f0c2d1e-aaaa-4bbb-8ccc-1234abcd5678', shortId: 'ABCD5678', status: 'crafting' });
const emsPage = 'https://track.thailandpost.co.th/?trackNumber=EX123456785TH';

/** The board's list from `orders`, PATCH bodies recorded; `answer` decides each PATCH's reply. */
const boardServer = (orders: OrderView[], answer: (body: CorrectTrackingDto & { status?: string }) => Response) => {
  const sent: { path: string; body: CorrectTrackingDto & { status?: string } }[] = [];
  server.use(
    http.get(apiPaths.orders.board, () => HttpResponse.json(orders)),
    http.patch('/api/orders/:id/:what', async ({ request, params }) => {
      const body = (await request.json()) as CorrectTrackingDto & { status?: string };
      sent.push({ path: String(params.what), body });
      return answer(body);
    }),
  );
  return sent;
};

describe('the board asks for the carrier and number when shipping', () => {
  beforeEach(() => setTrackingSocketFactory(() => new FakeTrackingSocket().asSocket()));
  afterEach(() => setTrackingSocketFactory());

  const openShip = async () => {
    const rendered = renderWithProviders(<WorkshopBoard />);
    const card = await screen.findByTestId('order-card');
    await rendered.user.click(within(card).getByRole('button', { name: 'Mark shipped' }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Ship #ABCD5678' }) };
  };

  it('refuses a wrong check digit before asking the server, then ships with the number as typed (the server normalizes it)', async () => {
    const sent = boardServer([crafting], () => HttpResponse.json({ ...crafting, status: 'shipped' }));
    const { user, dialog } = await openShip();
    expect(within(dialog).getByLabelText('Carrier')).toHaveValue('thailand_post_ems');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'EX123456784TH');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText(/has a wrong check digit/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tracking number')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Tracking number'));
    await user.type(within(dialog).getByLabelText('Tracking number'), 'ex 1234 5678 5th');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('#ABCD5678 moved to Shipped')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: 'status',
        body: { status: 'shipped', carrier: 'thailand_post_ems', trackingNumber: 'ex 1234 5678 5th' },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Ship #ABCD5678' })).not.toBeInTheDocument();
  });

  it("asks for another carrier's tracking page, and shows the server's field message in the form", async () => {
    const sent = boardServer([crafting], () =>
      HttpResponse.json(
        {
          message: 'The carrier or tracking number is not valid.',
          status: 422,
          code: 'validation_failed',
          details: { trackingNumber: ['Tracking numbers are 4 to 40 letters and digits'] },
        },
        { status: 422 },
      ),
    );
    const { user, dialog } = await openShip();
    await user.selectOptions(within(dialog).getByLabelText('Carrier'), 'other');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'PARCEL123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('Tracking page URL is required for another carrier')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Tracking page URL'), 'https://parcel.example/t/PARCEL123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('Tracking numbers are 4 to 40 letters and digits')).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([
      {
        status: 'shipped',
        carrier: 'other',
        trackingNumber: 'PARCEL123',
        trackingUrl: 'https://parcel.example/t/PARCEL123',
      },
    ]);
  });

  it('shows a shipped card with its tracking link, and corrects the number', async () => {
    const shipped = fullOrder({
      ...crafting,
      status: 'shipped',
      shipment: { carrier: 'thailand_post_ems', trackingNumber: 'EX123456785TH', trackingUrl: emsPage },
    });
    const sent = boardServer([shipped], () => HttpResponse.json(shipped));
    const { user } = renderWithProviders(<WorkshopBoard />);
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByTestId('card-shipment')).toHaveTextContent('Thailand Post EMS EX123456785TH');
    expect(within(card).getByRole('link', { name: 'EX123456785TH' })).toHaveAttribute('href', emsPage);

    await user.click(within(card).getByRole('button', { name: 'Correct tracking of order ABCD5678' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the tracking number of #ABCD5678' });
    expect(within(dialog).getByLabelText('Tracking number')).toHaveValue('EX123456785TH');
    await user.selectOptions(within(dialog).getByLabelText('Carrier'), 'jt');
    await user.clear(within(dialog).getByLabelText('Tracking number'));
    await user.type(within(dialog).getByLabelText('Tracking number'), '820012345678');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('#ABCD5678 tracking corrected')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'shipment', body: { carrier: 'jt', trackingNumber: '820012345678' } }]);
  });
});
