import { useDocumentTitle } from '../../lib/use-language';
import { HowToOrderPage } from '../../features/how-to-order/how-to-order-page';

export default function HowToOrderRoute() {
  useDocumentTitle({ en: 'How to Order', th: 'วิธีสั่งซื้อ' });
  return <HowToOrderPage />;
}
