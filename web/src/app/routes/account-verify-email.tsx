import { useDocumentTitle } from '../../lib/use-language';
import { VerifyEmailPage } from '../../features/account/verify-email-page';

export default function VerifyEmailRoute() {
  useDocumentTitle({ en: 'Verify e-mail', th: 'ยืนยันอีเมล' });
  return <VerifyEmailPage />;
}
