import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';

const AuthDialog = lazy(() => import('../auth/auth-dialog').then((m) => ({ default: m.AuthDialog })));

/** The 403 page of /workshop: anonymous visitors may sign in with a staff account; customers are told it is staff-only. */
export function WorkshopForbidden({ signedInAs }: { signedInAs: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex justify-center px-4 py-24">
      <div
        className="w-full max-w-md rounded-2xl border border-slate-200 p-8 text-center shadow-sm dark:border-slate-800"
        data-testid="forbidden"
      >
        <p className="text-5xl font-bold text-brand-700 dark:text-brand-500">403</p>
        <h1 className="mt-2 text-2xl font-bold">Staff Only</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          The workshop board is for Sound Putter workshop staff.
          {signedInAs
            ? ` You are signed in as ${signedInAs}, which is not a staff account.`
            : ' Sign in with your staff account to open it.'}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          {signedInAs ? null : <Button onClick={() => setOpen(true)}>Sign In</Button>}
          <Link to="/" className={buttonClasses(signedInAs ? 'primary' : 'outline')}>
            Back to Home
          </Link>
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <AuthDialog open={open} onOpenChange={setOpen} initialTab="login" />
        </Suspense>
      ) : null}
    </div>
  );
}
