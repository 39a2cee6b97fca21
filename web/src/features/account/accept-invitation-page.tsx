import { useAcceptInvitationMutation } from '../../api';
import { Notice, usePageLanguage } from './account-page';
import { SetPasswordPage } from './set-password-page';

/**
 * `/account/accept-invitation?token=…`: an admin's invitation (issue 32); the colleague chooses a password, then
 * signs in to the workshop. A used, expired or withdrawn link cannot be renewed here: the admin sends a new one.
 */
export function AcceptInvitationPage() {
  const { t } = usePageLanguage();
  const [accept, state] = useAcceptInvitationMutation();
  return (
    <SetPasswordPage
      texts={t.invitation}
      submit={accept}
      state={state}
      signInPath="/login?redirect=/workshop"
      again={<Notice>{t.invitation.again}</Notice>}
    />
  );
}
