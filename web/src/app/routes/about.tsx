import { useEffect } from 'react';
import { AboutPage } from '../../features/about/about-page';

export default function AboutRoute() {
  useEffect(() => {
    document.title = 'About · Sound Putter';
  }, []);
  return <AboutPage />;
}
