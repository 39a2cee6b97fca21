import { useEffect } from 'react';
import { ForgotPasswordPage } from '../../features/account/forgot-password-page';

export default function ForgotPasswordRoute() {
  useEffect(() => {
    document.title = 'Forgot password · Sound Putter';
  }, []);
  return <ForgotPasswordPage />;
}
