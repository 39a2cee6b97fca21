import { useEffect } from 'react';
import { HowToOrderPage } from '../../features/how-to-order/how-to-order-page';

export default function HowToOrderRoute() {
  useEffect(() => {
    document.title = 'How to Order · Sound Putter';
  }, []);
  return <HowToOrderPage />;
}
