import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EMAIL_PATTERN } from '@sound-putter/contracts';
import { useGetMeQuery, useRequestEmailChangeMutation, type ApiError } from '../../api';
import { Button } from '../../components/ui/button';
import { AccountPage, failureText, inputClass, Notice, usePageLanguage } from './account-page';

/** `/account/email` (account menu): asks for a confirmation link at the new address; the password is asked again. */
export function ChangeEmailPage() {
  const id = useId();
  const { t } = usePageLanguage();
  const { data: me, isLoading } = useGetMeQuery();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [request, state] = useRequestEmailChangeMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: EMAIL_PATTERN.test(email.trim()) ? undefined : t.invalidEmail,
      password: password ? undefined : t.passwordRequired,
    };
    setErrors(found);
    if (found.email || found.password) return;
    try {
      await request({ email: email.trim(), password }).unwrap();
    } catch (caught) {
      const error = caught as ApiError;
      setErrors({
        email: error.details?.email?.[0],
        password: error.code === 'invalid_credentials' ? t.change.wrongPassword : error.details?.password?.[0],
      });
    }
  };

  if (isLoading) return <AccountPage title={t.change.title}>{null}</AccountPage>;
  if (!me) {
    return (
      <AccountPage title={t.change.title}>
        <Notice>{t.change.signedOut}</Notice>
        <Link to="/login?redirect=/account/email" className="font-medium text-brand-700 underline dark:text-brand-500">
          {t.signIn}
        </Link>
      </AccountPage>
    );
  }
  if (state.isSuccess) {
    return (
      <AccountPage title={t.change.title}>
        <Notice tone="success">{t.change.sent(state.originalArgs?.email ?? email)}</Notice>
      </AccountPage>
    );
  }
  const field = (name: 'email' | 'password', label: string, type: string, value: string, set: (v: string) => void) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={name === 'email' ? 'email' : 'current-password'}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className={inputClass}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-red-700 dark:text-red-400">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <AccountPage title={t.change.title}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-slate-600 dark:text-slate-400">{t.change.lead(me.email)}</p>
        {field('email', t.newEmail, 'email', email, setEmail)}
        {field('password', t.currentPassword, 'password', password, setPassword)}
        {state.error && !errors.email && !errors.password ? (
          <Notice tone="error">{failureText(t, state.error as ApiError)}</Notice>
        ) : null}
        <Button type="submit" className="w-full" disabled={state.isLoading}>
          {state.isLoading ? t.change.pending : t.change.submit}
        </Button>
      </form>
    </AccountPage>
  );
}
