import { useId, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN } from '@sound-putter/contracts';
import { useRequestPasswordResetMutation, type ApiError } from '../../api';
import { Button } from '../../components/ui/button';
import { AccountPage, failureText, inputClass, Notice, usePageLanguage } from './account-page';

/** `/account/forgot-password`: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const id = useId();
  const { t } = usePageLanguage();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [request, state] = useRequestPasswordResetMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    setInvalid(!EMAIL_PATTERN.test(value));
    if (!EMAIL_PATTERN.test(value)) return;
    await request({ email: value })
      .unwrap()
      .catch(() => undefined);
  };

  return (
    <AccountPage title={t.forgot.title}>
      {state.isSuccess ? (
        <Notice tone="success">{t.forgot.sent(state.originalArgs?.email ?? email)}</Notice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-slate-600 dark:text-slate-400">{t.forgot.lead}</p>
          <div className="space-y-1">
            <label htmlFor={`${id}-email`} className="font-medium">
              {t.email}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-email-error` : undefined}
              className={inputClass}
            />
            {invalid ? (
              <p id={`${id}-email-error`} className="text-red-700 dark:text-red-400">
                {t.invalidEmail}
              </p>
            ) : null}
          </div>
          {state.error ? <Notice tone="error">{failureText(t, state.error as ApiError)}</Notice> : null}
          <Button type="submit" className="w-full" disabled={state.isLoading}>
            {state.isLoading ? t.forgot.pending : t.forgot.submit}
          </Button>
        </form>
      )}
    </AccountPage>
  );
}
