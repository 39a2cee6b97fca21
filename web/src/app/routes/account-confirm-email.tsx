import { useDocumentTitle } from '../../lib/use-language';
import { ConfirmEmailPage } from '../../features/account/confirm-email-page';

export default function ConfirmEmailRoute() {
  useDocumentTitle({ en: 'Confirm new e-mail', th: 'ยืนยันอีเมลใหม่' });
  return <ConfirmEmailPage />;
}
