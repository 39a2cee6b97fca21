import { useDocumentTitle } from '../../lib/use-language';
import { NotFoundPage } from '../../features/errors/not-found-page';

export default function NotFoundRoute() {
  useDocumentTitle({ en: 'Page Not Found', th: 'ไม่พบหน้านี้' });
  return <NotFoundPage />;
}
