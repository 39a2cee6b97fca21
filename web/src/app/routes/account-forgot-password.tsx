import { useDocumentTitle } from '../../lib/use-language';
import { ForgotPasswordPage } from '../../features/account/forgot-password-page';

export default function ForgotPasswordRoute() {
  useDocumentTitle({ en: 'Forgot password', th: 'ลืมรหัสผ่าน' });
  return <ForgotPasswordPage />;
}
