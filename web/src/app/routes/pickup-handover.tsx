import { useEffect } from 'react';
import { PickupHandoverPage } from '../../features/workshop/pickup-handover-page';

export default function PickupHandoverRoute() {
  useEffect(() => {
    document.title = 'Pickup handover · Sound Putter';
  }, []);
  return <PickupHandoverPage />;
}
