import { useEffect } from 'react';
import { ChangeEmailPage } from '../../features/account/change-email-page';

export default function ChangeEmailRoute() {
  useEffect(() => {
    document.title = 'Change e-mail · Sound Putter';
  }, []);
  return <ChangeEmailPage />;
}
