import { useVerifyEmailMutation } from '../../api';
import { usePageLanguage } from './account-page';
import { RedeemLinkPage } from './redeem-link';

/** `/account/verify-email?token=…`: the sign-up mail's link. */
export function VerifyEmailPage() {
  const { t } = usePageLanguage();
  const [verify, state] = useVerifyEmailMutation();
  return (
    <RedeemLinkPage
      title={t.verify.title}
      working={t.verify.working}
      done={t.verify.done}
      redeem={verify}
      state={state}
    />
  );
}
