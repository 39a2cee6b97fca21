import { useDocumentTitle } from '../../lib/use-language';
import { ChangeEmailPage } from '../../features/account/change-email-page';

export default function ChangeEmailRoute() {
  useDocumentTitle({ en: 'Change e-mail', th: 'เปลี่ยนอีเมล' });
  return <ChangeEmailPage />;
}
