import { useDocumentTitle } from '../../lib/use-language';
import { OrderDetailPage } from '../../features/orders/order-detail-page';

export default function OrderDetailRoute() {
  useDocumentTitle({ en: 'Order Details', th: 'รายละเอียดคำสั่งซื้อ' });
  return <OrderDetailPage />;
}
