import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LinkRedeemed } from '@sound-putter/contracts';
import type { ApiError } from '../../api';
import { Button } from '../../components/ui/button';
import { validateAuth } from '../auth/auth-validation';
import { AccountPage, failureText, inputClass, Notice, usePageLanguage } from './account-page';

type SetPassword = (arg: { token: string; password: string }) => { unwrap: () => Promise<LinkRedeemed> };

/** What a set-password page says (its texts in the page's language). */
export interface SetPasswordTexts {
  title: string;
  lead: string;
  submit: string;
  pending: string;
  done: (email: string) => string;
}

/**
 * A mailed link's page that sets a password (the sign-up rules, checked before asking): the reset link and a
 * colleague's invitation. `again` is what to offer when the link is missing, used, expired or not valid.
 */
export function SetPasswordPage({
  texts,
  submit,
  state,
  signInPath,
  again,
}: {
  texts: SetPasswordTexts;
  submit: SetPassword;
  state: { isLoading: boolean; error?: unknown };
  signInPath: string;
  again: ReactNode;
}) {
  const id = useId();
  const { t, token } = usePageLanguage();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  // Kept here: a reset's success resets the API state (every session ended), the mutation's own state with it.
  const [done, setDone] = useState<string | null>(null);
  const linkFailed = state.error && (state.error as ApiError).code?.startsWith('token_');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAuth('signup', { email: 'x@example.com', password }).password;
    setProblem(found);
    if (found) return;
    try {
      setDone((await submit({ token, password }).unwrap()).email);
    } catch (caught) {
      const error = caught as ApiError;
      setProblem(error.details?.password?.[0]);
    }
  };

  if (done !== null) {
    return (
      <AccountPage title={texts.title}>
        <Notice tone="success">{texts.done(done)}</Notice>
        <Link to={signInPath} className="font-medium text-brand-700 underline dark:text-brand-500">
          {t.signIn}
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={texts.title}>
      {!token ? <Notice tone="error">{t.missingToken}</Notice> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-slate-600 dark:text-slate-400">{texts.lead}</p>
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
          {state.isLoading ? texts.pending : texts.submit}
        </Button>
      </form>
      {linkFailed || !token ? again : null}
    </AccountPage>
  );
}
