import { useEffect } from 'react';
import { AdminPage } from '../../features/admin/admin-page';

export default function AdminRoute() {
  useEffect(() => {
    document.title = 'Back Office · Sound Putter';
  }, []);
  return <AdminPage />;
}
