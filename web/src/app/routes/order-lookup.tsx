import { useEffect } from 'react';
import { OrderLookupPage } from '../../features/orders/order-lookup-page';

export default function OrderLookupRoute() {
  useEffect(() => {
    document.title = 'เปิดลิงก์คำสั่งซื้อ · Sound Putter';
  }, []);
  return <OrderLookupPage />;
}
