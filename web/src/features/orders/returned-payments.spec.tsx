import { screen } from '@testing-library/react';
import { fullOrder, redactedOrder } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ReturnedPayments } from './refund-note';

const ORDER_PATH = '/orders/5d9e4c10-6a1e-4d7b-9c1e-2b7a5d9e4c10';
const lateQr = {
  paymentId: 'pi_late',
  refundId: 're_late',
  amount: 12450,
  amountSatang: 1_245_000,
  method: 'promptpay' as const,
  reason: 'qr_expired' as const,
  arrivedAt: '2026-11-26T09:30:00.000Z',
  returnedAt: '2026-11-26T09:31:00.000Z',
};

describe("the order page's payments sent back", () => {
  it('tells the owner, in English, how much went back and why', () => {
    renderWithProviders(
      <ReturnedPayments
        order={fullOrder({ returnedPayments: [lateQr, { ...lateQr, paymentId: 'pi_second', reason: 'already_paid' }] })}
      />,
      { route: `${ORDER_PATH}?lang=en` },
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('฿12,450 refunded in full (PromptPay: paid after the QR code had expired)');
    expect(items[0]).toHaveTextContent('on 26 November 2026 at 16:31. It goes back to the account it came from.');
    expect(items[1]).toHaveTextContent('the order was already paid');
  });

  it('in Thai on a Thai page', () => {
    renderWithProviders(<ReturnedPayments order={fullOrder({ returnedPayments: [lateQr] })} />, {
      route: `${ORDER_PATH}?lang=th`,
    });
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'คืนเงิน ฿12,450 เต็มจำนวนแล้ว (PromptPay: ชำระผ่าน QR หลังจาก QR หมดอายุแล้ว)',
    );
  });

  it('shows nothing when none came back, or to someone who holds only the id', () => {
    const { container } = renderWithProviders(<ReturnedPayments order={fullOrder()} />, { route: ORDER_PATH });
    expect(container.querySelector('[data-testid="returned-payments"]')).toBeNull();
    renderWithProviders(<ReturnedPayments order={redactedOrder()} />, { route: ORDER_PATH });
    expect(screen.queryByTestId('returned-payments')).toBeNull();
  });
});
