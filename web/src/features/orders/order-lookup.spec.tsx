import {
  apiPaths,
  type ApiErrorBody,
  type LinkMailed,
  type OrderLookupOpened,
  type OrderView,
} from '@sound-putter/contracts';
import type { LinkTokenDto, MailLinkRequestDto } from '@sound-putter/contracts/dto';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setTrackingSocketFactory } from '../../api/tracking-socket';
import { fullOrder } from '../../testing/factories';
import { FakeTrackingSocket } from '../../testing/fake-tracking-socket';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { OrderLookupPage } from './order-lookup-page';
import { OrdersPage } from './orders-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const ORDER_ID = '5d9e4c10-6a1e-4d7b-9c1e-2b7a5d9e4c10';

/** The server's side of the lookup: what this browser may list, and the requests it received. */
const fakeLookupServer = (thisBrowser: OrderView[] = []) => {
  const asked: MailLinkRequestDto[] = [];
  const opened: LinkTokenDto[] = [];
  let listed = thisBrowser;
  server.use(
    http.get(apiPaths.orders.thisBrowser, () => HttpResponse.json(listed)),
    http.post(apiPaths.orders.lookup, async ({ request }) => {
      asked.push((await request.json()) as MailLinkRequestDto);
      return HttpResponse.json({ mailed: true } satisfies LinkMailed);
    }),
    http.post(apiPaths.orders.lookupOpen, async ({ request }) => {
      const body = (await request.json()) as LinkTokenDto;
      opened.push(body);
      if (opened.length > 1) {
        const used: ApiErrorBody = { message: 'used', status: 410, code: 'lookup_link_used', details: {} };
        return HttpResponse.json(used, { status: 410 });
      }
      listed = [fullOrder({ id: ORDER_ID, shortId: '5D9E4C10', customerName: 'Kanya Lookup' })];
      const answer: OrderLookupOpened = { email: 'kanya@example.com', accessExpiresAt: '2026-11-23T10:15:00.000Z' };
      return HttpResponse.json(answer);
    }),
  );
  return { asked, opened };
};

describe('track by e-mail', () => {
  // Listed open orders are watched live: a fake socket stands in for the server's.
  beforeEach(() => setTrackingSocketFactory(() => new FakeTrackingSocket().asSocket()));
  afterEach(() => setTrackingSocketFactory());

  it('mails a link and says so, showing nothing about the address, in the page language only', async () => {
    const fake = fakeLookupServer();
    const { user } = renderWithProviders(<OrdersPage />, { route: '/orders' });
    expect(await screen.findByText('ยังไม่มีคำสั่งซื้อในเบราว์เซอร์นี้')).toBeInTheDocument();
    expect(screen.getByTestId('lookup-how')).toHaveTextContent('ลิงก์ใช้ได้ครั้งเดียว');
    expect(screen.getByTestId('lookup-how')).not.toHaveTextContent('The link works once');

    await user.type(screen.getByLabelText('อีเมลที่ใช้สั่งซื้อ'), '  kanya@example.com ');
    await user.click(screen.getByRole('button', { name: 'ส่งลิงก์' }));
    const sent = await screen.findByTestId('lookup-sent');
    expect(sent).toHaveTextContent('ตรวจสอบกล่องจดหมายของคุณ');
    expect(sent).toHaveTextContent('เราส่งลิงก์ไปที่ kanya@example.com แล้ว');
    expect(sent).not.toHaveTextContent("We've sent");
    // The mail is written in the page's language: the tracking page is Thai for a shopper who has not chosen.
    expect(fake.asked).toEqual([{ email: 'kanya@example.com', language: 'th' }]);
    expect(screen.queryAllByTestId('order-entry')).toEqual([]);
  });

  it('lists the orders placed in this browser without any link', async () => {
    fakeLookupServer([fullOrder({ id: ORDER_ID, shortId: '5D9E4C10', customerName: 'Placed Here' })]);
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    const entry = await screen.findByTestId('order-entry');
    expect(entry).toHaveAttribute('data-access', 'full');
    expect(entry).toHaveTextContent('Placed Here');
  });

  it('opens the link once and shows the orders; the token leaves the address bar', async () => {
    const fake = fakeLookupServer();
    const { router } = renderWithProviders(<OrderLookupPage />, { route: `/orders/lookup#token=${TOKEN}` });
    const entry = await screen.findByTestId('order-entry');
    expect(entry).toHaveTextContent('Kanya Lookup');
    expect(screen.getByTestId('lookup-opened')).toHaveTextContent('เปิดในเบราว์เซอร์นี้แล้ว แสดงได้ถึง');
    expect(screen.getByTestId('lookup-email')).toHaveTextContent('kanya@example.com');
    expect(fake.opened).toEqual([{ token: TOKEN }]);
    await waitFor(() => expect(router.state.location.hash).toBe(''));
  });

  it.each([
    ['lookup_link_used', 410, 'Link already used', 'ลิงก์นี้ถูกใช้ไปแล้ว'],
    ['lookup_link_expired', 410, 'Link expired', 'ลิงก์นี้หมดอายุแล้ว'],
    ['lookup_link_invalid', 404, 'Link not valid', 'ลิงก์นี้ไม่ถูกต้อง'],
  ] as const)(
    'explains a %s link in the page language (Thai, or English when asked)',
    async (code, status, title, thai) => {
      const fake = fakeLookupServer();
      server.use(
        http.post(apiPaths.orders.lookupOpen, () =>
          HttpResponse.json({ message: code, status, code, details: {} } satisfies ApiErrorBody, { status }),
        ),
      );
      const { unmount } = renderWithProviders(<OrderLookupPage />, { route: `/orders/lookup#token=${TOKEN}` });
      const problem = await screen.findByTestId('lookup-link-problem');
      expect(problem).toHaveAttribute('data-code', code === 'lookup_link_invalid' ? 'invalid' : code);
      expect(problem).toHaveTextContent(thai);
      expect(problem).not.toHaveTextContent(title);
      expect(screen.getByRole('link', { name: 'ขอลิงก์ใหม่' })).toHaveAttribute('href', '/orders#by-email');
      unmount();
      renderWithProviders(<OrderLookupPage />, { route: `/orders/lookup?lang=en#token=${TOKEN}` });
      const english = await screen.findByTestId('lookup-link-problem');
      expect(english).toHaveTextContent(title);
      expect(english).not.toHaveTextContent(thai);
      expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/orders#by-email');
      expect(fake.asked).toEqual([]);
    },
  );

  it('does not call the server for a link without a well-formed token', async () => {
    const fake = fakeLookupServer();
    renderWithProviders(<OrderLookupPage />, { route: '/orders/lookup#token=short' });
    expect(await screen.findByTestId('lookup-link-problem')).toHaveAttribute('data-code', 'invalid');
    expect(fake.opened).toEqual([]);
  });
});
