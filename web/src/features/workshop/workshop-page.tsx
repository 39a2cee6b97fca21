import { useGetMeQuery } from '../../api';
import { PageSkeleton } from '../../components/ui/skeleton';
import { WorkshopBoard } from './workshop-board';
import { WorkshopForbidden } from './workshop-forbidden';

/** /workshop: the board for staff and admins, a 403 page for everyone else (the API refuses them too). */
export function WorkshopPage() {
  const { data: user, isLoading } = useGetMeQuery();
  if (isLoading) return <PageSkeleton />;
  if (!user) return <WorkshopForbidden signedInAs={null} />;
  if (user.role !== 'staff' && user.role !== 'admin') return <WorkshopForbidden signedInAs={user.email} />;
  return <WorkshopBoard />;
}
