import { useDocumentTitle } from '../../lib/use-language';
import { AboutPage } from '../../features/about/about-page';

export default function AboutRoute() {
  useDocumentTitle({ en: 'About', th: 'เกี่ยวกับเรา' });
  return <AboutPage />;
}
