import { screen, within } from '@testing-library/react';
import { apiPaths, orderSearchMessages, type OrderSearchPage, type OrderSearchRow } from '@sound-putter/contracts';
import { http, HttpResponse } from 'msw';
import { fakeState } from '../../testing/msw/fake-api';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminPage } from './admin-page';

const row = (id: string, overrides: Partial<OrderSearchRow> = {}): OrderSearchRow => ({
  id,
  shortId: id.slice(-8).toUpperCase(),
  createdAt: '2026-11-20T17:30:00.000Z',
  customerName: 'Napat Srisuk',
  customerEmail: 'napat@example.org',
  customerPhone: '891112222',
  customerPhoneCountryCode: '+66',
  channel: 'web',
  status: 'confirmed',
  paymentStatus: 'paid',
  cancelledAt: null,
  totalAmount: 12450,
  ...overrides,
});
const NEWER = '0b9a7c1e-5f7d-4d7a-9a55-3c2f1e0d9a11';
const OLDER = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** The server's search: answers per query string and records each one it was asked. */
const fakeSearch = () => {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiPaths.admin.orders, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      if (params.get('from') === '2026-11-22' && params.get('to') === '2026-11-21')
        return HttpResponse.json(
          {
            message: 'Validation failed',
            status: 422,
            code: 'validation_failed',
            details: { to: [orderSearchMessages.toBeforeFrom] },
          },
          { status: 422 },
        );
      const page: OrderSearchPage = params.get('cursor')
        ? { orders: [row(OLDER, { customerName: 'Somchai Jaidee', channel: 'kiosk' })], nextCursor: null }
        : { orders: [row(NEWER)], nextCursor: 'c1' };
      return HttpResponse.json(page);
    }),
  );
  return asked;
};

describe('the back office order search', () => {
  beforeEach(() => {
    fakeState.me = { id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', email: 'nok@soundputter.example', role: 'staff' };
  });

  it('searches with every filter, links each short id to the order page and pages to older orders', async () => {
    const asked = fakeSearch();
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin?section=orders&lang=en' });
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'Open order #1E0D9A11' });
    expect(first).toHaveAttribute('href', `/orders/${NEWER}`);
    const [firstRow] = screen.getAllByTestId('order-search-row');
    expect(within(firstRow as HTMLElement).getByText('Web shop')).toBeInTheDocument();
    // 17:30 UTC is half past midnight the next day in Bangkok.
    expect(within(firstRow as HTMLElement).getByText(/21 Nov 2026/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Short id, e-mail, name or phone'), '  +66 89 111 2222 ');
    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await user.selectOptions(screen.getByLabelText('Channel'), 'kiosk');
    await user.type(screen.getByLabelText('Placed from'), '2026-11-20');
    await user.type(screen.getByLabelText('Placed until'), '2026-11-21');
    await user.keyboard('{Enter}');
    await screen.findByTestId('order-search-count');
    const last = asked[asked.length - 1];
    expect(Object.fromEntries(last?.entries() ?? [])).toEqual({
      q: '+66 89 111 2222',
      status: 'cancelled',
      channel: 'kiosk',
      from: '2026-11-20',
      to: '2026-11-21',
      limit: '25',
    });

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Somchai Jaidee')).toBeInTheDocument();
    expect(asked[asked.length - 1]?.get('cursor')).toBe('c1');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Napat Srisuk')).toBeInTheDocument();
  });

  it("shows the server's field message for a bad date range, in Thai on a Thai page", async () => {
    fakeSearch();
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin?section=orders&lang=th' });
    expect(await screen.findByRole('heading', { name: 'คำสั่งซื้อ' })).toBeInTheDocument();
    await screen.findByTestId('order-search-count');
    await user.type(screen.getByLabelText('สั่งซื้อตั้งแต่วันที่'), '2026-11-22');
    await user.type(screen.getByLabelText('ถึงวันที่'), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ค้นหาไม่สำเร็จ');
    expect(screen.getByLabelText('ถึงวันที่')).toHaveAccessibleDescription('วันที่สิ้นสุดต้องไม่อยู่ก่อนวันที่เริ่มต้น');
  });
});
