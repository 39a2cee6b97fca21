import { useEffect } from 'react';
import { ResetPasswordPage } from '../../features/account/reset-password-page';

export default function ResetPasswordRoute() {
  useEffect(() => {
    document.title = 'Reset password · Sound Putter';
  }, []);
  return <ResetPasswordPage />;
}
