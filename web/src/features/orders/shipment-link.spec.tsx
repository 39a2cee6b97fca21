import { screen, within } from '@testing-library/react';
import { fullOrder, redactedOrder } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render-with-providers';
import { OrderListItem } from './order-list-item';

const shipment = {
  carrier: 'thailand_post_ems' as const,
  trackingNumber: 'EX123456785TH',
  trackingUrl: 'https://track.thailandpost.co.th/?trackNumber=EX123456785TH',
};

describe('My Orders: the parcel of a shipped order', () => {
  it("shows the carrier's Thai name, the number and a link to the carrier's tracking page", async () => {
    renderWithProviders(
      <ul>
        <OrderListItem order={fullOrder({ status: 'shipped', shipment })} />
      </ul>,
      { route: '/orders' },
    );
    const parcel = await screen.findByTestId('shipment');
    expect(parcel).toHaveTextContent('ไปรษณีย์ไทย EMS');
    expect(parcel).toHaveTextContent('EX123456785TH');
    const link = within(parcel).getByRole('link', { name: /ติดตามพัสดุกับไปรษณีย์ไทย EMS/ });
    expect(link).toHaveAttribute('href', shipment.trackingUrl);
    expect(link).toHaveAttribute('rel', 'noreferrer');
  });

  it('shows no parcel before shipping, nor to a viewer who only sees the redacted order', async () => {
    renderWithProviders(
      <ul>
        <OrderListItem order={fullOrder({ status: 'crafting' })} />
        <OrderListItem order={redactedOrder({ status: 'shipped' })} />
      </ul>,
    );
    expect(await screen.findAllByTestId('order-entry')).toHaveLength(2);
    expect(screen.queryByTestId('shipment')).toBeNull();
  });
});
