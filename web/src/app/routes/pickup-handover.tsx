import { useDocumentTitle } from '../../lib/use-language';
import { PickupHandoverPage } from '../../features/workshop/pickup-handover-page';

export default function PickupHandoverRoute() {
  useDocumentTitle({ en: 'Pickup handover', th: 'ส่งมอบสินค้าที่หน้าร้าน' });
  return <PickupHandoverPage />;
}
