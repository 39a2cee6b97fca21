import { useDocumentTitle } from '../../lib/use-language';
import { ResetPasswordPage } from '../../features/account/reset-password-page';

export default function ResetPasswordRoute() {
  useDocumentTitle({ en: 'Reset password', th: 'ตั้งรหัสผ่านใหม่' });
  return <ResetPasswordPage />;
}
