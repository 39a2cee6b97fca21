import { screen, within } from '@testing-library/react';
import type { AdminCatalogView, DashboardView, UserView } from '@sound-putter/contracts';
import { http, HttpResponse } from 'msw';
import { fakeState } from '../../testing/msw/fake-api';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminPage } from './admin-page';
import { adminLabels } from './admin-labels';
import { bangkokDay, formatDuration } from './dashboard-section';

const orderId = '3f0c8a52-6a1e-4d7b-9c1e-2b7a5d9e4c10';
const day = (d: string, channel: 'web' | 'kiosk' | 'staff', orders: number, salesSatang: number) => ({
  day: d,
  channel,
  orders,
  salesSatang,
  refundedSatang: 0,
});
const view: DashboardView = {
  from: '2026-11-19',
  to: '2026-11-20',
  generatedAt: '2026-11-20T01:30:00.000Z',
  salesByDay: [
    day('2026-11-19', 'web', 2, 2100000),
    day('2026-11-19', 'kiosk', 1, 1050000),
    day('2026-11-19', 'staff', 0, 0),
    day('2026-11-20', 'web', 1, 1250000),
    day('2026-11-20', 'kiosk', 0, 0),
    day('2026-11-20', 'staff', 0, 0),
  ],
  channels: [
    { channel: 'web', orders: 3, salesSatang: 3350000, refundedSatang: 0, averageOrderValueSatang: 1116667 },
    { channel: 'kiosk', orders: 1, salesSatang: 1050000, refundedSatang: 0, averageOrderValueSatang: 1050000 },
    { channel: 'staff', orders: 0, salesSatang: 0, refundedSatang: 0, averageOrderValueSatang: 0 },
  ],
  totals: { orders: 4, salesSatang: 4400000, refundedSatang: 125000, averageOrderValueSatang: 1100000 },
  models: [
    { modelName: 'Melody C Sound Putter', quantity: 3, salesSatang: 3150000 },
    { modelName: 'Melody D Sound Putter', quantity: 1, salesSatang: 1250000 },
  ],
  options: [{ category: 'grip', optionId: 'grip-forest-tour', quantity: 1 }],
  promise: {
    onTime: 2,
    late: 1,
    overdue: 1,
    open: 0,
    onTimeRate: 0.5,
    lateness: [
      { bucket: 'early_0_6h', orders: 2 },
      { bucket: 'late_1_6h', orders: 1 },
    ],
  },
  stages: [
    { stage: 'paid_to_crafting', orders: 3, medianSeconds: 1500 },
    { stage: 'crafting_to_shipped', orders: 2, medianSeconds: 53100 },
    { stage: 'shipped_to_delivered', orders: 2, medianSeconds: null },
  ],
  atRisk: {
    windowSeconds: 7200,
    count: 1,
    orders: [
      {
        orderId,
        status: 'crafting',
        channel: 'kiosk',
        deliveryDeadline: '2026-11-19T08:00:00.000Z',
        secondsLeft: -63000,
      },
    ],
  },
};
const catalog = {
  models: [],
  options: [{ id: 'grip-forest-tour', category: 'grip', name: 'Forest Green Tour' }],
  asOf: '2026-11-20T01:30:00.000Z',
  version: 1,
} as unknown as AdminCatalogView;

const signedIn = (role: UserView['role']) => {
  fakeState.me = { id: `${role}-1`, email: `${role}@soundputter.example`, role };
};
const serve = (asked: string[] = []) =>
  server.use(
    http.get('/api/admin/dashboard', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
      return HttpResponse.json(view);
    }),
    http.get('/api/admin/catalog', () => HttpResponse.json(catalog)),
  );
const rowsOf = async (testId: string) =>
  Array.from((await screen.findByTestId(testId)).querySelectorAll('tbody tr'), (r) => r.textContent);

describe('the back office dashboard', () => {
  it("shows staff the last 30 Bangkok days' figures, each chart with its table", async () => {
    signedIn('staff');
    const asked: string[] = [];
    serve(asked);
    renderWithProviders(<AdminPage />, { route: '/admin?section=dashboard&lang=en' });
    const section = await screen.findByTestId('dashboard');
    expect(within(section).getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await within(section).findByTestId('stat-sales')).toHaveTextContent('Sales฿44,000Refunded ฿1,250');
    expect(within(section).getByTestId('stat-orders')).toHaveTextContent('4');
    expect(within(section).getByTestId('stat-aov')).toHaveTextContent('฿11,000');
    expect(within(section).getByTestId('stat-on-time')).toHaveTextContent(
      '50.0%2 on time, 1 late, 1 overdue, 0 still open',
    );
    expect(within(section).getByTestId('stat-at-risk')).toHaveTextContent('1');
    expect(asked).toEqual([`${bangkokDay(new Date(), 29)}..${bangkokDay()}`]);

    // Every chart is a figure named by its caption, with the same figures as a table (staff with no sales hidden).
    for (const name of [
      'Sales per day and channel',
      'Models ordered',
      'Options ordered',
      'Delivery against the deadline',
      'Median time per stage',
    ])
      expect(within(section).getByRole('figure', { name })).toBeInTheDocument();
    expect(await rowsOf('sales-table')).toEqual(['2026-11-19฿21,000฿10,5003', '2026-11-20฿12,500฿01']);
    expect(await rowsOf('models-table')).toEqual(['Melody C Sound Putter3฿31,500', 'Melody D Sound Putter1฿12,500']);
    expect(await rowsOf('options-table')).toEqual(['Forest Green TourGrip1']);
    expect(await rowsOf('lateness-table')).toEqual([
      '12 h+ early0',
      '6–12 h early0',
      '0–6 h early2',
      'up to 1 h late0',
      '1–6 h late1',
      '6–24 h late0',
      '24 h+ late0',
    ]);
    expect(await rowsOf('stages-table')).toEqual([
      'Paid → crafting25 min3',
      'Crafting → shipped14.8 h2',
      'Shipped → delivered—2',
    ]);
    const [risk] = await rowsOf('at-risk-table');
    expect(risk).toMatch(/^#5D9E4C10 · KioskCrafting19 Nov 2026, 15:00overdue by 17\.5 h$/);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks again for the range chosen, and reads in Thai', async () => {
    signedIn('admin');
    const asked: string[] = [];
    serve(asked);
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin?section=dashboard&lang=th' });
    const section = await screen.findByTestId('dashboard');
    expect(within(section).getByRole('heading', { name: 'แดชบอร์ด' })).toBeInTheDocument();
    expect(await within(section).findByRole('figure', { name: 'ยอดขายรายวันตามช่องทาง' })).toBeInTheDocument();
    expect(await rowsOf('stages-table')).toContain('ชำระเงิน → เริ่มผลิต25 นาที3');
    const from = within(section).getByLabelText('ตั้งแต่');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await screen.findAllByTestId('dashboard-sales');
    expect(asked).toContain(`2026-11-01..${bangkokDay()}`);
  });

  it("says when the server refuses, in the server's words", async () => {
    signedIn('staff');
    server.use(
      http.get('/api/admin/dashboard', () =>
        HttpResponse.json({ message: 'Forbidden resource', status: 403, code: 'forbidden' }, { status: 403 }),
      ),
    );
    renderWithProviders(<AdminPage />, { route: '/admin?section=dashboard&lang=en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded. Forbidden resource');
  });
});

describe('formatDuration', () => {
  const en = adminLabels('en').durationUnits;
  it.each([
    [0, '0 s'],
    [59, '59 s'],
    [60, '1 min'],
    [150, '3 min'],
    [3540, '59 min'],
    // 59 min 40 s is not "60 min": an hour reads in hours.
    [3580, '1.0 h'],
    [5400, '1.5 h'],
    [63000, '17.5 h'],
    [200_000, '55.6 h'],
  ])('%d s reads "%s"', (seconds, text) => {
    expect(formatDuration(seconds, en)).toBe(text);
  });

  it('speaks Thai', () => {
    expect(formatDuration(1500, adminLabels('th').durationUnits)).toBe('25 นาที');
    expect(formatDuration(30, adminLabels('th').durationUnits)).toBe('30 วินาที');
    expect(formatDuration(7200, adminLabels('th').durationUnits)).toBe('2.0 ชม.');
  });
});
