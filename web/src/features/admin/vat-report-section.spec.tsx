import { screen, within } from '@testing-library/react';
import type { UserView } from '@sound-putter/contracts';
import { http, HttpResponse } from 'msw';
import { fakeState } from '../../testing/msw/fake-api';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminPage } from './admin-page';
import { bangkokMonthNow } from './vat-report-section';

const csv =
  '\uFEFFdate,document_number,kind,order_id,buyer_name,buyer_tax_id,buyer_branch,amount_before_vat,vat,total,vat_rate_percent,refers_to,status\r\n' +
  '2026-11-02,ABB2026-000001,abbreviated,o1,,,,11635.51,814.49,12450.00,7,,issued\r\n' +
  '2026-11-03,INV2026-000001,full,o2,"Siam Golf Co., Ltd.",0105536092641,00000,11635.51,814.49,12450.00,7,ABB2026-000002,issued\r\n' +
  '2026-11-05,CN2026-000001,credit_note,o1,,,,-1401.87,-98.13,-1500.00,7,ABB2026-000001,issued\r\n' +
  '2026-11,TOTAL,,,,,,21869.15,1530.85,23400.00,,,3 documents in force\r\n';

const signedIn = (role: UserView['role']) => {
  fakeState.me = { id: `${role}-1`, email: `${role}@soundputter.example`, role };
};

describe('the back office VAT report', () => {
  it("shows an admin the month's documents and totals from the report the server gives", async () => {
    signedIn('admin');
    const months: string[] = [];
    server.use(
      http.get('/api/admin/vat-report', ({ request }) => {
        months.push(new URL(request.url).searchParams.get('month') ?? '');
        return new HttpResponse(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin?section=vat&lang=en' });
    const section = await screen.findByTestId('vat-report');
    expect(within(section).getByRole('heading', { name: 'VAT Report' })).toBeInTheDocument();
    const rows = await within(section).findAllByTestId('vat-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '2026-11-02ABB2026-000001Abbreviated tax invoice11635.51814.4912450.00issued',
      '2026-11-03INV2026-000001Tax invoiceSiam Golf Co., Ltd.11635.51814.4912450.00issued',
      '2026-11-05CN2026-000001Credit note-1401.87-98.13-1500.00issued',
    ]);
    expect(within(section).getByTestId('vat-totals')).toHaveTextContent(
      'Totals · 3 documents in force21869.151530.8523400.00',
    );
    expect(months).toEqual([bangkokMonthNow()]);
    expect(screen.getByRole('link', { name: 'VAT Report' })).toHaveAttribute('aria-current', 'page');

    await user.clear(within(section).getByLabelText('Month'));
    await user.type(within(section).getByLabelText('Month'), '2026-10');
    await within(section).findAllByTestId('vat-row');
    expect(months).toContain('2026-10');
  });

  it('tells staff it is for admins, and asks the server nothing', async () => {
    signedIn('staff');
    let asked = 0;
    server.use(
      http.get('/api/admin/vat-report', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Forbidden', status: 403, code: 'forbidden' }, { status: 403 });
      }),
    );
    renderWithProviders(<AdminPage />, { route: '/admin?section=vat&lang=th' });
    expect(await screen.findByTestId('vat-admin-only')).toHaveTextContent('เฉพาะผู้ดูแลระบบ');
    // Positive control of the page itself: the Thai section link is there and current.
    expect(screen.getByRole('link', { name: 'รายงานภาษีขาย' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toBe(0);
  });

  it("says when the server refuses (an admin whose role changed) in the server's words", async () => {
    signedIn('admin');
    server.use(
      http.get('/api/admin/vat-report', () =>
        HttpResponse.json({ message: 'Forbidden resource', status: 403, code: 'forbidden' }, { status: 403 }),
      ),
    );
    renderWithProviders(<AdminPage />, { route: '/admin?section=vat&lang=en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be loaded. Forbidden resource');
  });
});
