import { useDocumentTitle } from '../../lib/use-language';
import { CheckoutSuccessPage } from '../../features/checkout/checkout-success-page';

export default function CheckoutSuccessRoute() {
  useDocumentTitle({ en: 'Your Order', th: 'คำสั่งซื้อของคุณ' });
  return <CheckoutSuccessPage />;
}
