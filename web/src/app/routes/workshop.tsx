import { useEffect } from 'react';
import { WorkshopPage } from '../../features/workshop/workshop-page';

export default function WorkshopRoute() {
  useEffect(() => {
    document.title = 'Workshop Board · Sound Putter';
  }, []);
  return <WorkshopPage />;
}
