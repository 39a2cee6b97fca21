import { screen, within } from '@testing-library/react';
import { apiPaths, type MailLogEntry } from '@sound-putter/contracts';
import { http, HttpResponse } from 'msw';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { OrderMails } from './order-mails';

const orderId = '3f0c2d1e-aaaa-4bbb-8ccc-1234abcd5678';
const mail = (over: Partial<MailLogEntry>): MailLogEntry => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'order-receipt',
  to: 'somchai@example.com',
  language: 'th',
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-11-26T08:02:00.000Z',
  sentAt: '2026-11-26T08:02:01.000Z',
  messageId: '<order.receipt@putter.example>',
  orderId,
  resendOf: null,
  log: [{ outcome: 'sent', at: '2026-11-26T08:02:01.000Z', error: null }],
  ...over,
});

describe('OrderMails (the workshop history dialog)', () => {
  it("lists the order's mails with their state, and resends one on request", async () => {
    const mails: MailLogEntry[] = [
      mail({}),
      mail({
        id: '22222222-2222-4222-8222-222222222222',
        kind: 'order-shipped',
        status: 'dead',
        sentAt: null,
        attempts: 5,
        lastError: '550 mailbox unavailable',
      }),
    ];
    const resent: string[] = [];
    server.use(
      http.get(apiPaths.admin.orderMails(orderId), () => HttpResponse.json(mails)),
      // The path pattern written out: the path builder would encode the ':'.
      http.post('/api/admin/mail/:id/resend', ({ params }) => {
        resent.push(String(params.id));
        const copy = mail({
          id: '33333333-3333-4333-8333-333333333333',
          resendOf: String(params.id),
          status: 'pending',
          sentAt: null,
        });
        mails.push(copy);
        return HttpResponse.json(copy);
      }),
    );
    const { user } = renderWithProviders(<OrderMails orderId={orderId} />);
    const rows = await screen.findAllByTestId('order-mail');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Receipt')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('somchai@example.com · TH · sent');
    expect(within(rows[1]).getByText('Shipped')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('gave up');
    expect(rows[1]).toHaveTextContent('550 mailbox unavailable');

    await user.click(within(rows[0]).getByRole('button', { name: 'Resend Receipt' }));
    expect(await screen.findByText('Mail sent again')).toBeInTheDocument();
    expect(resent).toEqual(['11111111-1111-4111-8111-111111111111']);
    // The list is read again and shows the new copy.
    expect(await screen.findByText('Receipt (resent)')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-mail')).toHaveLength(3);
  });

  it('says so when the order has sent no mail', async () => {
    server.use(http.get(apiPaths.admin.orderMails(orderId), () => HttpResponse.json([])));
    renderWithProviders(<OrderMails orderId={orderId} />);
    expect(await screen.findByText('No mail for this order yet.')).toBeInTheDocument();
  });
});
