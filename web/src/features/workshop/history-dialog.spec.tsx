import { screen, within } from '@testing-library/react';
import { apiPaths, type OrderHistoryView } from '@sound-putter/contracts';
import { http, HttpResponse } from 'msw';
import { fullOrder } from '../../testing/factories';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HistoryDialog } from './history-dialog';

const webPaid = fullOrder({ id: '11111111-aaaa-4bbb-8ccc-00000000aa01', shortId: '0000AA01' });

describe('the history dialog', () => {
  it("writes every time in the shop's time (Bangkok), whatever the device's zone", async () => {
    server.use(
      http.get(apiPaths.orders.history(webPaid.id), () =>
        HttpResponse.json({
          orderId: webPaid.id,
          shortId: webPaid.shortId,
          entries: [
            {
              position: '1',
              type: 'OrderPlaced',
              at: '2026-11-22T03:28:05.000Z',
              actor: { kind: 'user', role: 'customer', email: null },
              channel: 'kiosk',
              amount: null,
              paymentMethod: null,
              reason: null,
              status: null,
              shipment: null,
              remake: null,
              note: null,
            },
          ],
        } satisfies OrderHistoryView),
      ),
      // The dialog's other parts are not what this test reads.
      http.get(apiPaths.orders.taxDocuments(webPaid.id), () => new HttpResponse(null, { status: 404 })),
      http.get('/api/admin/mail/orders/:id', () => new HttpResponse(null, { status: 404 })),
    );
    renderWithProviders(<HistoryDialog order={webPaid} onClose={() => undefined} />);
    const entry = await screen.findByTestId('history-entry');
    expect(within(entry).getByText('22 Nov, 10:28:05')).toBeInTheDocument();
  });
});
