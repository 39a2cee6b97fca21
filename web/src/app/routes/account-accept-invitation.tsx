import { useEffect } from 'react';
import { AcceptInvitationPage } from '../../features/account/accept-invitation-page';

export default function AcceptInvitationRoute() {
  useEffect(() => {
    document.title = 'Accept invitation · Sound Putter';
  }, []);
  return <AcceptInvitationPage />;
}
