import { useEffect } from 'react';
import { CheckoutPage } from '../../features/checkout/checkout-page';

export default function CheckoutRoute() {
  useEffect(() => {
    document.title = 'Checkout · Sound Putter';
  }, []);
  return <CheckoutPage />;
}
