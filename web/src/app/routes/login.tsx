import { useDocumentTitle } from '../../lib/use-language';
import { LoginPage } from '../../features/auth/login-page';

export default function LoginRoute() {
  useDocumentTitle({ en: 'Sign In', th: 'เข้าสู่ระบบ' });
  return <LoginPage />;
}
