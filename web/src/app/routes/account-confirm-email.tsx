import { useEffect } from 'react';
import { ConfirmEmailPage } from '../../features/account/confirm-email-page';

export default function ConfirmEmailRoute() {
  useEffect(() => {
    document.title = 'Confirm new e-mail · Sound Putter';
  }, []);
  return <ConfirmEmailPage />;
}
