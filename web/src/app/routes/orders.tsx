import { useDocumentTitle } from '../../lib/use-language';
import { OrdersPage } from '../../features/orders/orders-page';

export default function OrdersRoute() {
  useDocumentTitle({ en: 'Track Orders', th: 'ติดตามคำสั่งซื้อ' });
  return <OrdersPage />;
}
