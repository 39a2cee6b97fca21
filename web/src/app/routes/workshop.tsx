import { useDocumentTitle } from '../../lib/use-language';
import { WorkshopPage } from '../../features/workshop/workshop-page';

export default function WorkshopRoute() {
  useDocumentTitle({ en: 'Workshop Board', th: 'กระดานงานเวิร์กช็อป' });
  return <WorkshopPage />;
}
