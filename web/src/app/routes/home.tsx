import { useEffect } from 'react';
import { HomePage } from '../../features/home/home-page';
import { site } from '../../lib/site';

export default function HomeRoute() {
  useEffect(() => {
    document.title = `${site.name} · ${site.tagline}`;
  }, []);
  return <HomePage />;
}
