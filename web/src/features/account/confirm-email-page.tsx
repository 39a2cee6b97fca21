import { useConfirmEmailChangeMutation } from '../../api';
import { usePageLanguage } from './account-page';
import { RedeemLinkPage } from './redeem-link';

/** `/account/confirm-email?token=…`: the link mailed to the new address of an e-mail change. */
export function ConfirmEmailPage() {
  const { t } = usePageLanguage();
  const [confirm, state] = useConfirmEmailChangeMutation();
  return (
    <RedeemLinkPage
      title={t.confirm.title}
      working={t.confirm.working}
      done={t.confirm.done}
      redeem={confirm}
      state={state}
    />
  );
}
