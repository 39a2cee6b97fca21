import { useEffect } from 'react';
import { VerifyEmailPage } from '../../features/account/verify-email-page';

export default function VerifyEmailRoute() {
  useEffect(() => {
    document.title = 'Verify e-mail · Sound Putter';
  }, []);
  return <VerifyEmailPage />;
}
