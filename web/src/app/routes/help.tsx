import { useEffect } from 'react';
import { HelpPage } from '../../features/help/help-page';

export default function HelpRoute() {
  useEffect(() => {
    document.title = 'Help: FAQ, Shipping, Returns & Warranty · Sound Putter';
  }, []);
  return <HelpPage />;
}
