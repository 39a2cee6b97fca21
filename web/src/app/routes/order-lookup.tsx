import { useDocumentTitle } from '../../lib/use-language';
import { OrderLookupPage } from '../../features/orders/order-lookup-page';

export default function OrderLookupRoute() {
  useDocumentTitle({ en: 'Open Order Link', th: 'เปิดลิงก์คำสั่งซื้อ' });
  return <OrderLookupPage />;
}
