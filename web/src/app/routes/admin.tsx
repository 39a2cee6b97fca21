import { useDocumentTitle } from '../../lib/use-language';
import { AdminPage } from '../../features/admin/admin-page';

export default function AdminRoute() {
  useDocumentTitle({ en: 'Back Office', th: 'ระบบหลังร้าน' });
  return <AdminPage />;
}
