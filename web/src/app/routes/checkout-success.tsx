import { useEffect } from 'react';
import { CheckoutSuccessPage } from '../../features/checkout/checkout-success-page';

export default function CheckoutSuccessRoute() {
  useEffect(() => {
    document.title = 'Payment Successful · Sound Putter';
  }, []);
  return <CheckoutSuccessPage />;
}
