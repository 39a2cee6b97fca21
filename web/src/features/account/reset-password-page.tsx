import { Link } from 'react-router';
import { useResetPasswordMutation } from '../../api';
import { forgotPasswordPath, usePageLanguage } from './account-page';
import { SetPasswordPage } from './set-password-page';

/** `/account/reset-password?token=…`: the reset mail's link; a new password ends every session of the account. */
export function ResetPasswordPage() {
  const { language, t } = usePageLanguage();
  const [reset, state] = useResetPasswordMutation();
  return (
    <SetPasswordPage
      texts={{ ...t.reset, done: () => t.reset.done }}
      submit={reset}
      state={state}
      signInPath="/login?redirect=/orders"
      again={
        <Link to={forgotPasswordPath(language)} className="font-medium text-brand-700 underline dark:text-brand-500">
          {t.reset.again}
        </Link>
      }
    />
  );
}
