import { useEffect } from 'react';
import { NotFoundPage } from '../../features/errors/not-found-page';

export default function NotFoundRoute() {
  useEffect(() => {
    document.title = 'Page Not Found · Sound Putter';
  }, []);
  return <NotFoundPage />;
}
