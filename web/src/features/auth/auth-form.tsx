import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorText, useLoginMutation, useSignupMutation, type ApiError } from '../../api';
import { Button } from '../../components/ui/button';
import { EyeIcon, EyeOffIcon } from '../../components/ui/icons';
import { notify, useAppDispatch } from '../../store';
import { authTexts } from './auth-texts';
import { useTexts } from '../../lib/use-language';
import { signupFailureText, validateAuth, type AuthErrors, type AuthMode, type AuthValues } from './auth-validation';

const autoComplete = { login: 'current-password', signup: 'new-password' } as const;

export function AuthForm({ mode, onSuccess }: { mode: AuthMode; onSuccess: () => void }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<AuthValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<AuthErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [login, loginState] = useLoginMutation();
  const [signup, signupState] = useSignupMutation();
  const pending = mode === 'login' ? loginState.isLoading : signupState.isLoading;
  const t = useTexts(authTexts);
  const text = t.modes[mode];

  const change = (field: keyof AuthValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Validated on submit, then again on every change.
    if (submitted) setErrors(validateAuth(mode, next, t.checks));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateAuth(mode, values, t.checks);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const credentials = { email: values.email.trim(), password: values.password };
    try {
      if (mode === 'login') {
        await login(credentials).unwrap();
        dispatch(notify(t.welcome.title, t.welcome.description));
      } else {
        await signup(credentials).unwrap();
      }
      setValues({ email: '', password: '' });
      setErrors({});
      setSubmitted(false);
      setShowPassword(false);
      // Sign-up signs nobody in (the answer is the same for a taken address): the mail says what comes next.
      if (mode === 'signup') setSentTo(credentials.email);
      else onSuccess();
    } catch (caught) {
      const error = caught as ApiError;
      if (error.details) {
        setErrors({ email: error.details.email?.[0], password: error.details.password?.[0] });
      }
      if (mode === 'login') {
        dispatch(notify(t.loginFailed.title, errorText(error) || t.loginFailed.description, 'destructive'));
      } else {
        dispatch(notify(t.signupFailed.title, signupFailureText(error.message ?? '', t.signupFailed), 'destructive'));
      }
    }
  };

  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const hintId = `${id}-hint`;
  const inputClass =
    'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-950 aria-[invalid=true]:border-red-600';

  if (sentTo !== null) {
    return (
      <div role="status" className="space-y-3">
        <h3 className="text-base font-semibold">{t.inboxTitle}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t.inboxSent[0]}
          <strong>{sentTo}</strong>
          {t.inboxSent[1]}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t.inboxShop}</p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <h3 className="text-base font-semibold">{text.heading}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{text.description}</p>
      </div>
      <div className="space-y-1">
        <label htmlFor={emailId} className="text-sm font-medium">
          {t.email}
        </label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          className={inputClass}
        />
        {errors.email ? (
          <p id={`${emailId}-error`} className="text-sm text-red-700 dark:text-red-400">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <label htmlFor={passwordId} className="text-sm font-medium">
          {t.password}
        </label>
        <div className="relative">
          <input
            id={passwordId}
            type={showPassword ? 'text' : 'password'}
            autoComplete={autoComplete[mode]}
            value={values.password}
            onChange={(e) => change('password', e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={
              [errors.password ? `${passwordId}-error` : '', mode === 'signup' ? hintId : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            className={`${inputClass} pr-10`}
          />
          <button
            type="button"
            onClick={() => setShowPassword((s) => !s)}
            aria-label={showPassword ? t.hidePassword : t.showPassword}
            aria-pressed={showPassword}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-600 dark:text-slate-300"
          >
            {showPassword ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
        {errors.password ? (
          <p id={`${passwordId}-error`} className="text-sm text-red-700 dark:text-red-400">
            {errors.password}
          </p>
        ) : null}
        {mode === 'signup' ? (
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
            {t.passwordHint}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? text.pending : text.submit}
      </Button>
      {mode === 'login' ? (
        <p className="text-center text-sm">
          <Link
            to="/account/forgot-password"
            onClick={onSuccess}
            className="font-medium text-brand-700 underline dark:text-brand-500"
          >
            {t.forgot}
          </Link>
        </p>
      ) : null}
    </form>
  );
}
