import { useEffect } from 'react';
import { OrdersPage } from '../../features/orders/orders-page';

export default function OrdersRoute() {
  useEffect(() => {
    document.title = 'ติดตามคำสั่งซื้อ · Sound Putter';
  }, []);
  return <OrdersPage />;
}
