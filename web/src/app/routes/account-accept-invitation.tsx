import { AcceptInvitationPage } from '../../features/account/accept-invitation-page';
import { useDocumentTitle } from '../../lib/use-language';

export default function AcceptInvitationRoute() {
  useDocumentTitle({ en: 'Accept invitation', th: 'ตอบรับคำเชิญ' });
  return <AcceptInvitationPage />;
}
