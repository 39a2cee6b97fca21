import { screen, within } from '@testing-library/react';
import { apiPaths, type OrderView } from '@sound-putter/contracts';
import { http, HttpResponse } from 'msw';
import { setTrackingSocketFactory } from '../../api/tracking-socket';
import { FakeTrackingSocket } from '../../testing/fake-tracking-socket';
import { fullOrder } from '../../testing/factories';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { WorkshopBoard } from './workshop-board';

const line = {
  configurationId: 'aaaaaaaa-1111-4aaa-8aaa-aaaaaaaaaaaa',
  quantity: 1,
  unitPrice: 10500,
  lineTotal: 10500,
  modelName: 'Melody C',
};
const deadline = new Date(Date.now() + 20 * 3600_000).toISOString();
const webPaid = fullOrder({
  id: '11111111-aaaa-4bbb-8ccc-00000000aa01',
  shortId: '0000AA01',
  status: 'confirmed',
  paymentStatus: 'paid',
  deliveryDeadline: deadline,
  customerName: 'Somchai Jaidee',
  customerEmail: 'somchai@example.com',
  customerPhone: '812345678',
  lines: [line],
});
const kioskPaid = fullOrder({
  id: '22222222-aaaa-4bbb-8ccc-00000000bb02',
  shortId: '0000BB02',
  channel: 'kiosk',
  status: 'confirmed',
  paymentStatus: 'paid',
  deliveryDeadline: deadline,
  customerName: 'Malee Wong',
  customerEmail: '',
  customerPhone: '0611111111',
  lines: [line],
});
// Placed last, so the list has it last: the board still shows it first.
const walkIn = fullOrder({
  id: '33333333-aaaa-4bbb-8ccc-00000000cc03',
  shortId: '0000CC03',
  channel: 'kiosk',
  status: 'pending',
  paymentStatus: 'pending',
  deliveryDeadline: null,
  customerName: 'Nattaya Srisuk',
  customerEmail: '',
  customerPhone: '0898765432',
  lines: [line],
});

const board = (orders: OrderView[] = [webPaid, kioskPaid, walkIn]) =>
  server.use(http.get(apiPaths.orders.board, () => HttpResponse.json(orders)));

const shownIds = (column = 'waiting') =>
  within(screen.getByTestId(`column-${column}`))
    .queryAllByTestId('order-card')
    .map((card) => within(card).getByTestId('card-title').textContent);

describe('the board: search, filters, the walk-in first, details and the wall display', () => {
  beforeEach(() => setTrackingSocketFactory(() => new FakeTrackingSocket().asSocket()));
  afterEach(() => setTrackingSocketFactory());

  it('pins the walk-in waiting at the counter first in its column, with the phone number to call', async () => {
    board();
    renderWithProviders(<WorkshopBoard />, { route: '/workshop' });
    await screen.findAllByTestId('order-card');
    expect(shownIds()).toEqual(['Order #0000CC03', 'Order #0000AA01', 'Order #0000BB02']);
    const first = screen.getAllByTestId('order-card')[0];
    expect(first).toHaveAttribute('data-counter', 'true');
    expect(within(first).getByText(/At the counter/)).toBeInTheDocument();
    expect(within(first).getByTestId('card-phone')).toHaveTextContent('089 876 5432');
    expect(within(first).getByTestId('card-phone')).toHaveAttribute('href', 'tel:+66898765432');
    // A paid walk-in shows its phone too, but not as waiting at the counter.
    const paidWalkIn = screen.getAllByTestId('order-card')[2];
    expect(within(paidWalkIn).getByText(/Walk-in/)).toBeInTheDocument();
    // A web order's phone is in its details only.
    expect(within(screen.getAllByTestId('order-card')[1]).queryByTestId('card-phone')).toBeNull();
  });

  it('searches by short id, name and phone as the staff member types, and writes it into the URL', async () => {
    board();
    const { user, router } = renderWithProviders(<WorkshopBoard />, { route: '/workshop' });
    await screen.findAllByTestId('order-card');
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    await user.type(search, '#bb02');
    expect(shownIds()).toEqual(['Order #0000BB02']);
    expect(router.state.location.search).toBe('?q=%23bb02');
    expect(screen.getByTestId('filter-count')).toHaveTextContent('1 of 3 orders match');
    await user.clear(search);
    await user.type(search, 'nattaya');
    expect(shownIds()).toEqual(['Order #0000CC03']);
    await user.clear(search);
    await user.type(search, '081-234-5678');
    expect(shownIds()).toEqual(['Order #0000AA01']);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(shownIds()).toEqual([]);
    expect(within(screen.getByTestId('column-waiting')).getByText('No order here matches.')).toBeInTheDocument();
    // Escape empties the box, and the URL with it.
    await user.keyboard('{Escape}');
    expect(shownIds()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('filters by channel and payment, and starts from the filters in the URL (a bookmarked screen)', async () => {
    board();
    const { user, router } = renderWithProviders(<WorkshopBoard />, { route: '/workshop?channel=kiosk' });
    await screen.findAllByTestId('order-card');
    expect(shownIds()).toEqual(['Order #0000CC03', 'Order #0000BB02']);
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveValue('kiosk');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'unpaid');
    expect(shownIds()).toEqual(['Order #0000CC03']);
    expect(router.state.location.search).toBe('?channel=kiosk&paid=unpaid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'web');
    expect(shownIds()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(shownIds()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('opens a card’s details from the keyboard and closes them with Escape', async () => {
    board([webPaid]);
    const { user } = renderWithProviders(<WorkshopBoard />, { route: '/workshop' });
    const card = await screen.findByTestId('order-card');
    const toggle = within(card).getByRole('button', { name: 'Details of order 0000AA01' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByTestId('card-details')).toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = within(card).getByRole('region', { name: 'Details of order 0000AA01' });
    expect(within(details).getByText('somchai@example.com')).toBeInTheDocument();
    expect(within(details).getByText('081 234 5678')).toBeInTheDocument();
    // The next Tab goes into the details.
    await user.tab();
    expect(details).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(within(card).queryByTestId('card-details')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('shows the wall display without controls: no search, no actions, the clock and a way back', async () => {
    board();
    renderWithProviders(<WorkshopBoard />, { route: '/workshop?wall=1&channel=kiosk' });
    await screen.findAllByTestId('order-card');
    expect(screen.getByTestId('workshop-board')).toHaveAttribute('data-wall', 'true');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Start crafting|Mark paid|History|Details/ })).toBeNull();
    expect(shownIds()).toEqual(['Order #0000CC03', 'Order #0000BB02']);
    expect(screen.getByText(/Kiosk only/)).toBeInTheDocument();
    expect(screen.getByTestId('wall-clock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leave wall display' })).toHaveAttribute('href', '/workshop?channel=kiosk');
  });
});
