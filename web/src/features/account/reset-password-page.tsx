import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useResetPasswordMutation, type ApiError } from '../../api';
import { Button } from '../../components/ui/button';
import { validateAuth } from '../auth/auth-validation';
import { AccountPage, failureText, forgotPasswordPath, inputClass, Notice, usePageLanguage } from './account-page';

/** `/account/reset-password?token=…`: the reset mail's link; a new password ends every session of the account. */
export function ResetPasswordPage() {
  const id = useId();
  const { language, t, token } = usePageLanguage();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  // Kept here: a success resets the API state (every session ended), the mutation's own state with it.
  const [done, setDone] = useState(false);
  const [reset, state] = useResetPasswordMutation();
  const linkFailed = state.error && (state.error as ApiError).code?.startsWith('token_');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAuth('signup', { email: 'x@example.com', password }).password;
    setProblem(found);
    if (found) return;
    try {
      await reset({ token, password }).unwrap();
      setDone(true);
    } catch (caught) {
      const error = caught as ApiError;
      setProblem(error.details?.password?.[0]);
    }
  };

  if (done) {
    return (
      <AccountPage title={t.reset.title}>
        <Notice tone="success">{t.reset.done}</Notice>
        <Link to="/login?redirect=/orders" className="font-medium text-brand-700 underline dark:text-brand-500">
          {t.signIn}
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t.reset.title}>
      {!token ? <Notice tone="error">{t.missingToken}</Notice> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-slate-600 dark:text-slate-400">{t.reset.lead}</p>
        <div className="space-y-1">
          <label htmlFor={`${id}-password`} className="font-medium">
            {t.newPassword}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${problem ? `${id}-error ` : ''}${id}-hint`}
            className={inputClass}
          />
          {problem ? (
            <p id={`${id}-error`} className="text-red-700 dark:text-red-400">
              {problem}
            </p>
          ) : null}
          <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {t.passwordHint}
          </p>
        </div>
        {state.error && !problem ? <Notice tone="error">{failureText(t, state.error as ApiError)}</Notice> : null}
        <Button type="submit" className="w-full" disabled={state.isLoading || !token}>
          {state.isLoading ? t.reset.pending : t.reset.submit}
        </Button>
      </form>
      {linkFailed || !token ? (
        <Link to={forgotPasswordPath(language)} className="font-medium text-brand-700 underline dark:text-brand-500">
          {t.reset.again}
        </Link>
      ) : null}
    </AccountPage>
  );
}
