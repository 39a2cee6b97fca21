import { useEffect } from 'react';
import { LoginPage } from '../../features/auth/login-page';

export default function LoginRoute() {
  useEffect(() => {
    document.title = 'Sign In · Sound Putter';
  }, []);
  return <LoginPage />;
}
