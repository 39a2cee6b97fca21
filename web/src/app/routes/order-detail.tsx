import { useEffect } from 'react';
import { OrderDetailPage } from '../../features/orders/order-detail-page';

export default function OrderDetailRoute() {
  useEffect(() => {
    document.title = 'รายละเอียดคำสั่งซื้อ · Sound Putter';
  }, []);
  return <OrderDetailPage />;
}
