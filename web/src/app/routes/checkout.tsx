import { useDocumentTitle } from '../../lib/use-language';
import { CheckoutPage } from '../../features/checkout/checkout-page';

export default function CheckoutRoute() {
  useDocumentTitle({ en: 'Checkout', th: 'ชำระเงิน' });
  return <CheckoutPage />;
}
